import { imageSrc } from "@core/card-links";
import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RemoveButton } from "@/features/card-fields/remove-button";
import { ImageFileButton } from "@/features/uploads/image-file-button";
import { UploadStatus } from "@/features/uploads/upload-status";
import { cn } from "@/lib/cn";
import type { PwaIconSlot } from "./pwa-settings";
import { usePwaIconUpload } from "./use-pwa-icon-upload";

/** Any image: the check after picking says what is refused ('Invalid file type'). */
const ACCEPT = "image/*";

/**
 * One of the app's three icons: what it is now (the upload, or the one the server draws from
 * the card's picture or initials), Upload or Change, and Remove after a confirmation. Each
 * change is saved at once.
 */
export function PwaIconField({
  cardId,
  slot,
  value,
  generated,
  store,
}: {
  cardId: number;
  slot: PwaIconSlot;
  /** The uploaded icon's url, if any. */
  value: string | null | undefined;
  /** The icon the server draws when none is uploaded. */
  generated: string;
  store: (url: string | null) => Promise<boolean>;
}) {
  const upload = usePwaIconUpload({ cardId, slot, store });
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const noteId = useId();
  const own = imageSrc(value);
  const verb = own ? "Change" : "Upload";

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-4">
      <div className="flex items-start gap-4">
        <span
          className={cn(
            "flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden border border-border bg-muted",
            slot.maskable ? "rounded-full" : "rounded-xl",
          )}
        >
          <img
            src={own ?? generated}
            alt={own ? `Uploaded ${slot.title}` : `Generated ${slot.title}`}
            className="h-full w-full object-cover"
          />
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          <div className="space-y-1">
            <h4 id={headingId} className="font-semibold">
              {slot.title}
            </h4>
            <p id={noteId} className="text-sm text-muted-foreground">
              {own
                ? "Uploaded by you."
                : "None uploaded: one is generated from your card's picture or initials."}
              {slot.maskable ? " Keep what matters in the middle: launchers crop it to their shape." : ""}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ImageFileButton
              label={`${verb} ${slot.title}`}
              accept={ACCEPT}
              busy={upload.busy}
              describedBy={noteId}
              onFiles={(files) => void upload.choose(files[0])}
            >
              <Upload className="h-4 w-4" aria-hidden />
              {verb}
            </ImageFileButton>
            {own && (
              <RemoveButton
                label={`Remove ${slot.title}`}
                disabled={upload.busy}
                onClick={() => setConfirming(true)}
              >
                Remove
              </RemoveButton>
            )}
          </div>
        </div>
      </div>
      <UploadStatus
        phase={upload.phase}
        progress={upload.progress}
        label={`Uploading ${slot.title}`}
        className="mt-3"
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove the ${slot.title}?`}
        description="The app then uses the icon generated from your card's picture or initials."
        confirmLabel="Remove"
        destructive
        pending={upload.busy}
        onConfirm={async () => {
          await upload.remove();
          setConfirming(false);
        }}
      />
    </section>
  );
}
