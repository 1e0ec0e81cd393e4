/**
 * One of the card's pictures (profile picture, cover photo, logo) in either editor:
 * what it is now, Upload or Change (checks, the cropper where the editor asks for it,
 * compression, upload with progress) and Remove after a confirmation. Every change is saved at
 * once through useCardSave ('Failed to upload image'). The full editor shows it as a panel with
 * a hint; the quick editor as a row of its list, where only the profile picture is cropped.
 */
import type { BusinessCard } from "@core/card";
import { imageSrc } from "@core/card-links";
import { type AvatarShape, themeLook } from "@core/themes";
import { megabytes, STORED_IMAGE_MAX_BYTES, UPLOAD_SIZE_HINT } from "@core/upload-limits";
import { Upload } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CropperDialog } from "@/features/uploads/cropper-dialog";
import { acceptedTypes } from "@/features/uploads/file-checks";
import { ImageFileButton } from "@/features/uploads/image-file-button";
import { CARD_IMAGE_FIELDS, type CardImageKind, kindTitle } from "@/features/uploads/image-kinds";
import { ImageThumb } from "@/features/uploads/image-thumb";
import { TITLE_SAVE_IMAGE_FAILED } from "@/features/uploads/messages";
import { UploadStatus } from "@/features/uploads/upload-status";
import { useCardImageUpload } from "@/features/uploads/use-card-image-upload";
import { cn } from "@/lib/cn";
import { useEditedCard } from "./card-fields-provider";
import { RemoveButton } from "./remove-button";
import { heldValue, TemplateIcon, TemplateNote } from "./template-note";
import { useFieldPolicy } from "./template-policy";
import { useCardSave } from "./use-card-save";

/** How the card's theme draws the profile picture (its avatar rule in core/themes.ts). */
const AVATAR_SHAPE_HINTS: Record<AvatarShape, string> = {
  round: "Shown round with this theme.",
  square: "Shown square with this theme.",
  "rounded-square": "Shown square with rounded corners with this theme.",
  organic: "Shown in a soft, uneven round shape with this theme.",
};

const HINTS: Record<CardImageKind, string> = {
  profilePicture: `At least 200x200 pixels; JPG, PNG or GIF ${UPLOAD_SIZE_HINT}.`,
  coverPhoto: `The band across the top of your card. At least 600x200 pixels, ideally 3:1; JPG, PNG or GIF ${UPLOAD_SIZE_HINT}.`,
  logo: `At least 150x150 pixels, ideally square; JPG, PNG or GIF ${UPLOAD_SIZE_HINT}, or SVG up to ${megabytes(STORED_IMAGE_MAX_BYTES)}.`,
};

/** The logo is stored as logoUrl; older cards may carry it only as logo. */
function cardImage(card: BusinessCard, kind: CardImageKind): string | null {
  return (kind === "logo" ? card.logoUrl || card.logo : card[CARD_IMAGE_FIELDS[kind]]) || null;
}

interface ImageFieldProps {
  kind: CardImageKind;
  /** Whether a picked picture opens the cropper. */
  crop: boolean;
  layout: "panel" | "row";
  /** The row's label; the panel is headed by the kind's name. */
  label?: string;
}

export function ImageField({ kind, crop, layout, label }: ImageFieldProps) {
  const image = useImageField(kind, crop);
  const status = (className: string) => (
    <UploadStatus
      phase={image.upload.phase}
      progress={image.upload.progress}
      label={`Uploading ${image.noun}`}
      className={className}
    />
  );
  if (layout === "row") {
    return (
      <div>
        <ImageRow image={image} label={label ?? kindTitle(kind)} />
        <TemplateNote id={image.noteId} policy={image.policy} className="px-4 pb-3 pl-16" />
        {status("px-4 pb-3")}
        <ImageDialogs image={image} />
      </div>
    );
  }
  return (
    <ImagePanel image={image}>
      {status("mt-3")}
      <ImageDialogs image={image} />
    </ImagePanel>
  );
}

type ImageState = ReturnType<typeof useImageField>;

/** The picture, its upload flow saving through useCardSave, and the removal's confirmation. */
function useImageField(kind: CardImageKind, crop: boolean) {
  const card = useEditedCard();
  const { save } = useCardSave({ failureTitle: TITLE_SAVE_IMAGE_FAILED });
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const field = CARD_IMAGE_FIELDS[kind];
  // The organisation's template may lock or hide the cover photo or the logo: then it is shown
  // (or not) as the template says, and neither uploaded nor removed here.
  const policy = useFieldPolicy(field);
  const held = policy.state !== "default";
  const noteId = useId();
  const upload = useCardImageUpload({
    cardId: card.id,
    kind,
    crop,
    save: async (url) => (await save({ [field]: url })).ok,
  });
  const value = policy.state === "hidden" ? null : cardImage(card, kind);
  const hint =
    kind === "profilePicture"
      ? `${AVATAR_SHAPE_HINTS[themeLook(card.theme).avatar]} ${HINTS[kind]}`
      : HINTS[kind];
  const noun = kindTitle(kind).toLowerCase();
  const verb = value ? "Change" : "Upload";
  return {
    kind,
    crop,
    value,
    hint,
    noun,
    verb,
    action: `${verb} ${noun}`,
    upload,
    confirming,
    setConfirming,
    removeRef,
    policy,
    held,
    noteId,
  };
}

/** The control that picks a file: a button in the panel; in the list, the whole row (`rowClassName`). */
function ChooseImage({
  image,
  rowClassName,
  describedBy,
  children,
}: {
  image: ImageState;
  rowClassName?: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <ImageFileButton
      appearance={rowClassName ? "plain" : "button"}
      label={image.action}
      accept={acceptedTypes(image.kind)}
      busy={image.upload.busy}
      disabled={image.held}
      inputRef={image.upload.inputRef}
      describedBy={image.held ? image.noteId : describedBy}
      onFiles={(files) => void image.upload.choose(files[0])}
      className={rowClassName}
    >
      {children}
    </ImageFileButton>
  );
}

function RemoveImage({
  image,
  className,
  children,
}: {
  image: ImageState;
  className?: string;
  children?: ReactNode;
}) {
  if (!image.value || image.held) return null;
  return (
    <RemoveButton
      ref={image.removeRef}
      label={`Remove ${image.noun}`}
      className={className}
      disabled={image.upload.busy}
      onClick={() => image.setConfirming(true)}
    >
      {children}
    </RemoveButton>
  );
}

/** The full editor's panel: thumbnail, heading, hint, then Upload or Change and Remove. */
function ImagePanel({ image, children }: { image: ImageState; children: ReactNode }) {
  const headingId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ImageThumb
          kind={image.kind}
          src={imageSrc(image.value)}
          alt={`Current ${image.noun}`}
          emptyText={`No ${image.noun} yet`}
        />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="space-y-1">
            <h4 id={headingId} className="font-semibold">
              {kindTitle(image.kind)}
            </h4>
            <p id={hintId} className="text-sm text-muted-foreground">
              {image.hint}
            </p>
            <TemplateNote id={image.noteId} policy={image.policy} />
          </div>
          <div className="flex flex-wrap gap-2">
            <ChooseImage image={image} describedBy={hintId}>
              <Upload className="h-4 w-4" aria-hidden />
              {image.verb}
            </ChooseImage>
            <RemoveImage image={image}>Remove</RemoveImage>
          </div>
        </div>
      </div>
      {children}
    </section>
  );
}

/** The quick editor's row: the whole row picks a file; a trash button removes. */
function ImageRow({ image, label }: { image: ImageState; label: string }) {
  return (
    <div className="flex items-center">
      <ChooseImage
        image={image}
        rowClassName="flex min-h-14 min-w-0 flex-1 items-center gap-3 px-4 py-2.5 text-left transition-colors hover:bg-accent/60 has-[input:focus-visible]:-outline-offset-2"
      >
        <ImageThumb
          kind={image.kind}
          src={imageSrc(image.value)}
          alt=""
          emptyText={`No ${image.noun}`}
          className="h-9 w-9 sm:h-9 sm:w-9"
        />
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-medium text-muted-foreground">{label}</span>
          {image.held ? (
            <span className="block truncate text-sm text-muted-foreground">
              {heldValue(image.policy.state, image.value && "Set by your organisation")}
            </span>
          ) : (
            <span className={cn("block truncate text-sm", image.value ? "font-medium" : "text-primary")}>
              {image.action}
            </span>
          )}
        </span>
        {image.held ? (
          <TemplateIcon state={image.policy.state} className="text-muted-foreground" />
        ) : (
          <Upload className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
      </ChooseImage>
      <RemoveImage image={image} className="mr-2 shrink-0" />
    </div>
  );
}

/**
 * The cropper, and the question before a removal; afterwards the focus goes to Remove if it
 * is still there, else to the upload control.
 */
function ImageDialogs({ image }: { image: ImageState }) {
  const { upload, noun } = image;
  return (
    <>
      {image.crop && <CropperDialog {...upload.cropper} />}
      <ConfirmDialog
        open={image.confirming}
        onOpenChange={image.setConfirming}
        title={`Remove ${noun}?`}
        description={`The ${noun} disappears from your card straight away.`}
        confirmLabel="Remove"
        destructive
        pending={upload.busy}
        onCloseAutoFocus={(event) => {
          const target = image.removeRef.current?.isConnected
            ? image.removeRef.current
            : upload.inputRef.current;
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
        onConfirm={() => {
          void upload.remove().then((removed) => {
            if (removed) image.setConfirming(false);
          });
        }}
      />
    </>
  );
}
