import { SocialIcon } from "@card-view/card-view-with-styles";
import { socialNetworkName } from "@core/social-networks";
import { Copy, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { copyLinkWithToast } from "../copy-link";
import { SocialLinkForm } from "./social-link-form";
import { TabSection } from "./tab-section";

/**
 * Social (spec 000 §2): the card's links with copy and a confirmed remove, and the form to
 * add one. Each change is saved at once; a link saved with an empty URL is removed.
 */
export function SocialTab({
  links,
  pending,
  onSave,
}: {
  links: Record<string, string>;
  pending: boolean;
  onSave: (links: Record<string, string>) => Promise<boolean>;
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  const entries = Object.entries(links);

  async function remove(key: string) {
    // Saving the link with an empty URL removes it.
    if (await onSave({ ...links, [key]: "" })) setRemoving(null);
  }

  return (
    <TabSection
      title="Social"
      description="Links to your profiles, shown as icons on your card. Changes here are saved at once."
    >
      <section aria-labelledby="social-list-heading" className="space-y-3">
        <h3 id="social-list-heading" className="text-base font-semibold">
          Your social links
        </h3>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No social links yet. Add your first one below.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {entries.map(([key, url]) => {
              const name = socialNetworkName(key);
              return (
                <li key={key} className="flex items-center gap-3 p-3">
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
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${name} link`}
                    className="text-destructive hover:text-destructive"
                    onClick={() => setRemoving(key)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <SocialLinkForm
        existing={links}
        pending={pending}
        onAdd={(key, url) => onSave({ ...links, [key]: url })}
      />

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
