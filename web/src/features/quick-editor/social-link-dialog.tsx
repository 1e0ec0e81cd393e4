/**
 * The quick editor's social-link dialog, around the shared SocialLinkForm: for a platform's
 * tile, its URL (saved empty, or with 'Remove link', the link goes); for 'Add Custom
 * Platform', a name and a URL, added only with a URL.
 */
import { OTHER_PLATFORM, socialNetworkName } from "@core/social-networks";
import { Button } from "@/components/ui/button";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { DialogSaveActions } from "@/features/card-fields/dialog-save-actions";
import { EditorDialog } from "@/features/card-fields/editor-dialog";
import { SocialLinkForm } from "@/features/card-fields/social-link-form";

/** A platform's link, a new custom platform, or nothing (the dialog is closed). */
export type SocialLinkEditing = { platform: string } | "custom" | null;

export function SocialLinkDialog({ editing, onClose }: { editing: SocialLinkEditing; onClose: () => void }) {
  const card = useEditedCard();
  const custom = editing === "custom";
  const platform = custom ? OTHER_PLATFORM : editing?.platform;
  const name = platform && !custom ? socialNetworkName(platform) : "";
  const current = platform && !custom ? card.socialLinks?.[platform] : undefined;
  return (
    <EditorDialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={custom ? "Add a custom platform" : `${current ? "Edit" : "Add"} ${name} link`}
      description={
        custom
          ? "For a network the lists do not offer."
          : `The address of your ${name} page. Save it empty to remove the link.`
      }
    >
      {/* Mounted only while open, so each opening starts from the card's current link. */}
      {platform && (
        <SocialLinkForm
          key={custom ? "custom" : platform}
          platform={platform}
          urlLabel={custom ? "Platform URL" : `${name} URL`}
          initialUrl={current ?? ""}
          allowEmpty={!custom}
          onSaved={onClose}
          fieldsClassName="space-y-4"
          actions={({ pending, ready, removeLink }) => (
            <DialogSaveActions
              pending={pending}
              submitLabel={custom ? "Add Platform" : "Save"}
              disabled={!ready}
              start={
                custom ? undefined : current ? (
                  <Button
                    variant="ghost"
                    className="text-destructive"
                    disabled={pending}
                    onClick={removeLink}
                  >
                    Remove link
                  </Button>
                ) : (
                  <span className="hidden sm:block" />
                )
              }
            />
          )}
        />
      )}
    </EditorDialog>
  );
}
