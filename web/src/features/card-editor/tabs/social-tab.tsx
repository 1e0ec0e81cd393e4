import { SocialIcon } from "@card-view/card-view-with-styles";
import { moveItem, orderedSocialLinks } from "@core/card-order";
import { FULL_EDITOR_PLATFORMS, socialNetworkName } from "@core/social-networks";
import { Copy, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SortableList } from "@/components/ui/sortable-list";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { RemoveButton } from "@/features/card-fields/remove-button";
import { SocialLinkForm } from "@/features/card-fields/social-link-form";
import { TemplateFieldset } from "@/features/card-fields/template-fieldset";
import { useFieldPolicy } from "@/features/card-fields/template-policy";
import { useCardSave } from "@/features/card-fields/use-card-save";
import { useSaveSocialLink } from "@/features/card-fields/use-save-social-link";
import { copyLinkWithToast } from "../copy-link";
import { TabSection } from "./tab-section";

/**
 * Social: the card's links in the owner's order, dragged (or moved by keyboard)
 * into another, with copy and a confirmed remove, and the shared form to add one, with the
 * platform chosen from a list. Each change is saved at once; a link saved with an empty URL is
 * removed.
 */
export function SocialTab() {
  const card = useEditedCard();
  const links = card.socialLinks ?? {};
  const { saveLink, pending } = useSaveSocialLink();
  const { save } = useCardSave({ failureTitle: "Failed to save the order of your social links" });
  const [removing, setRemoving] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  // The order just chosen, shown until the card saved with it comes back.
  const [movedOrder, setMovedOrder] = useState<string[] | null>(null);
  const entries = orderedSocialLinks(links, movedOrder ?? card.socialLinkOrder);
  // The organisation's template may lock or hide the social links: nothing here changes them then.
  const policy = useFieldPolicy("socialLinks");

  /** A move is saved at once, like every change on this tab. */
  async function move(from: number, to: number) {
    const order = moveItem(
      entries.map(([key]) => key),
      from,
      to,
    );
    setMovedOrder(order);
    await save({ socialLinkOrder: order });
    setMovedOrder(null);
  }

  async function remove(key: string) {
    if ((await saveLink(key, "")).ok) setRemoving(null);
  }

  return (
    <TabSection
      title="Social"
      description="Links to your profiles, shown as icons on your card. Changes here are saved at once."
    >
      <TemplateFieldset policy={policy}>
        <section aria-labelledby="social-list-heading" className="space-y-3">
          <h3 id="social-list-heading" className="text-base font-semibold">
            Your social links
          </h3>
          {entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">No social links yet. Add your first one below.</p>
          ) : (
            <SortableList
              label="Your social links"
              items={entries}
              itemKey={([key]) => key}
              itemName={([key]) => socialNetworkName(key)}
              onMove={(from, to) => void move(from, to)}
              className="divide-y divide-border rounded-lg border border-border"
              renderItem={([key, url]) => {
                const name = socialNetworkName(key);
                return (
                  <>
                    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                      <SocialIcon network={key} size={20} />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium">{name}</p>
                      <p className="truncate text-sm text-muted-foreground" title={url}>
                        {url}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Copy ${name} link`}
                      onClick={() => void copyLinkWithToast(url)}
                    >
                      <Copy className="h-4 w-4" aria-hidden />
                    </Button>
                    <RemoveButton label={`Remove ${name} link`} onClick={() => setRemoving(key)} />
                  </>
                );
              }}
            />
          )}
        </section>

        <SocialLinkForm
          choices={FULL_EDITOR_PLATFORMS}
          urlLabel="URL"
          onSaved={({ name, replaced }) =>
            setStatus(replaced ? `${name} link updated.` : `${name} link added.`)
          }
          aria-labelledby="social-form-heading"
          className="space-y-4"
          fieldsClassName="grid gap-4 sm:grid-cols-2"
          actions={({ pending: adding, ready }) => (
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={!ready || adding}>
                <Plus className="h-4 w-4" aria-hidden />
                Add
              </Button>
              <p role="status" className="text-sm text-muted-foreground">
                {status}
              </p>
            </div>
          )}
        >
          <h3 id="social-form-heading" className="text-base font-semibold">
            Add a social link
          </h3>
        </SocialLinkForm>
      </TemplateFieldset>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing ? socialNetworkName(removing) : ""} link?`}
        description="The link disappears from your card straight away."
        confirmLabel="Remove"
        destructive
        pending={pending}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </TabSection>
  );
}
