/**
 * The quick editor's picture buttons (spec 000 §2): cover photo, profile picture and logo.
 * Only the profile picture opens the cropper; the cover photo and the logo are checked,
 * compressed and uploaded directly. Each change is saved at once, like the other fields.
 */
import type { BusinessCard } from "@core/card";
import { imageSrc } from "@core/card-links";
import { Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CropperDialog } from "@/features/uploads/cropper-dialog";
import { acceptedTypes } from "@/features/uploads/file-checks";
import { ImageFileButton } from "@/features/uploads/image-file-button";
import { CARD_IMAGE_FIELDS, type CardImageKind, kindTitle } from "@/features/uploads/image-kinds";
import { ImageThumb } from "@/features/uploads/image-thumb";
import { TITLE_SAVE_IMAGE_FAILED } from "@/features/uploads/messages";
import { UploadStatus } from "@/features/uploads/upload-status";
import { useCardImageUpload } from "@/features/uploads/use-card-image-upload";
import { useQuickEditor } from "./quick-editor-context";
import { SectionHeading } from "./section-heading";
import { useQuickSave } from "./use-quick-save";

const ROWS: { kind: CardImageKind; label: string; crop: boolean }[] = [
  { kind: "coverPhoto", label: "Cover Photo", crop: false },
  { kind: "profilePicture", label: "Profile Picture", crop: true },
  { kind: "logo", label: "Logo", crop: false },
];

function currentImage(card: BusinessCard, kind: CardImageKind): string | null {
  return kind === "logo" ? card.logoUrl || card.logo || null : card[CARD_IMAGE_FIELDS[kind]];
}

export function ImageSection() {
  return (
    <section aria-labelledby="quick-images-heading">
      <SectionHeading id="quick-images-heading">Images</SectionHeading>
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
        {ROWS.map((row) => (
          <li key={row.kind}>
            <ImageRow {...row} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ImageRow({ kind, label, crop }: { kind: CardImageKind; label: string; crop: boolean }) {
  const { card } = useQuickEditor();
  const { save } = useQuickSave(TITLE_SAVE_IMAGE_FAILED);
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const field = CARD_IMAGE_FIELDS[kind];
  const upload = useCardImageUpload({
    cardId: card.id,
    kind,
    crop,
    save: async (url) => (await save({ [field]: url })).ok,
  });
  const value = currentImage(card, kind);
  const noun = kindTitle(kind).toLowerCase();
  const action = `${value ? "Change" : "Upload"} ${noun}`;

  return (
    <div>
      <div className="flex items-center">
        <ImageFileButton
          appearance="plain"
          label={action}
          accept={acceptedTypes(kind)}
          busy={upload.busy}
          inputRef={upload.inputRef}
          onFiles={(files) => void upload.choose(files[0])}
          className="flex min-h-14 min-w-0 flex-1 items-center gap-3 px-4 py-2.5 text-left transition-colors hover:bg-accent/60 has-[input:focus-visible]:-outline-offset-2"
        >
          <ImageThumb
            kind={kind}
            src={imageSrc(value)}
            alt=""
            emptyText={`No ${noun}`}
            className="h-9 w-9 sm:h-9 sm:w-9"
          />
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-medium text-muted-foreground">{label}</span>
            <span
              className={value ? "block truncate text-sm font-medium" : "block truncate text-sm text-primary"}
            >
              {action}
            </span>
          </span>
          <Upload className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
        </ImageFileButton>
        {value && (
          <Button
            ref={removeRef}
            variant="ghost"
            size="icon"
            className="mr-2 shrink-0 text-destructive hover:text-destructive"
            aria-label={`Remove ${noun}`}
            aria-haspopup="dialog"
            disabled={upload.busy}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        )}
      </div>
      <UploadStatus
        phase={upload.phase}
        progress={upload.progress}
        label={`Uploading ${noun}`}
        className="px-4 pb-3"
      />

      {crop && <CropperDialog {...upload.cropper} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${noun}?`}
        description={`The ${noun} disappears from your card straight away.`}
        confirmLabel="Remove"
        destructive
        pending={upload.busy}
        onCloseAutoFocus={(event) => {
          const target = removeRef.current?.isConnected ? removeRef.current : upload.inputRef.current;
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
        onConfirm={() => {
          void upload.remove().then((removed) => {
            if (removed) setConfirming(false);
          });
        }}
      />
    </div>
  );
}
