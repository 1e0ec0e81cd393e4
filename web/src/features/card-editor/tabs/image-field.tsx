/**
 * One of the card's pictures in the Design tab (spec 000 §2): what it is now, Upload or
 * Change (checks, cropper, compression, upload with progress), and Remove after a
 * confirmation. Every change is saved at once.
 */

import { imageSrc } from "@core/card-links";
import { Trash2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CropperDialog } from "@/features/uploads/cropper-dialog";
import { acceptedTypes } from "@/features/uploads/file-checks";
import { ImageFileButton } from "@/features/uploads/image-file-button";
import { type CardImageKind, kindTitle } from "@/features/uploads/image-kinds";
import { ImageThumb } from "@/features/uploads/image-thumb";
import { UploadStatus } from "@/features/uploads/upload-status";
import { useCardImageUpload } from "@/features/uploads/use-card-image-upload";

const HINTS: Record<CardImageKind, string> = {
  profilePicture: "Shown round. At least 200x200 pixels; JPG, PNG or GIF up to 2MB.",
  coverPhoto:
    "The band across the top of your card. At least 600x200 pixels, ideally 3:1; JPG, PNG or GIF up to 2MB.",
  logo: "At least 150x150 pixels, ideally square; JPG, PNG, GIF or SVG up to 2MB.",
};

export function ImageField({
  cardId,
  kind,
  value,
  onSave,
}: {
  cardId: number;
  kind: CardImageKind;
  value: string | null;
  onSave: (url: string | null) => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const upload = useCardImageUpload({ cardId, kind, crop: true, save: onSave });
  const headingId = useId();
  const hintId = useId();
  const title = kindTitle(kind);
  const noun = title.toLowerCase();
  const src = imageSrc(value);
  const verb = value ? "Change" : "Upload";

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ImageThumb kind={kind} src={src} alt={`Current ${noun}`} emptyText={`No ${noun} yet`} />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="space-y-1">
            <h4 id={headingId} className="font-semibold">
              {title}
            </h4>
            <p id={hintId} className="text-sm text-muted-foreground">
              {HINTS[kind]}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ImageFileButton
              label={`${verb} ${noun}`}
              accept={acceptedTypes(kind)}
              busy={upload.busy}
              inputRef={upload.inputRef}
              describedBy={hintId}
              onFiles={(files) => void upload.choose(files[0])}
            >
              <Upload className="h-4 w-4" aria-hidden />
              {verb}
            </ImageFileButton>
            {value && (
              <Button
                ref={removeRef}
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                aria-label={`Remove ${noun}`}
                aria-haspopup="dialog"
                disabled={upload.busy}
                onClick={() => setConfirming(true)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                Remove
              </Button>
            )}
          </div>
        </div>
      </div>
      <UploadStatus
        phase={upload.phase}
        progress={upload.progress}
        label={`Uploading ${noun}`}
        className="mt-3"
      />

      <CropperDialog {...upload.cropper} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${noun}?`}
        description={`The ${noun} disappears from your card straight away.`}
        confirmLabel="Remove"
        destructive
        pending={upload.busy}
        onCloseAutoFocus={(event) => {
          // Kept: back to Remove. Removed: Remove is gone, so to the Upload control.
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
    </section>
  );
}
