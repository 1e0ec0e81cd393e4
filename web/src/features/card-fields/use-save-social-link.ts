/**
 * Saves one social link in either editor as a PUT of the whole socialLinks object
 * with the links' order; an empty URL removes the link. A refusal is toasted ('Failed to save social link') by
 * useCardSave; the result carries the server's message for the links, if it gave one, for the
 * form to show on its URL field.
 */
import { socialLinkOrder } from "@core/card-order";
import { useEditedCard } from "./card-fields-provider";
import { withSocialLink } from "./social-url";
import { useCardSave } from "./use-card-save";

export function useSaveSocialLink() {
  const card = useEditedCard();
  const { save, pending } = useCardSave({ failureTitle: "Failed to save social link" });

  async function saveLink(key: string, url: string): Promise<{ ok: boolean; fieldError?: string }> {
    const links = withSocialLink(card.socialLinks ?? {}, key, url);
    // The card's order, a new link last (core/card-order.ts).
    const result = await save({
      socialLinks: links,
      socialLinkOrder: socialLinkOrder(links, card.socialLinkOrder),
    });
    if (result.ok) return { ok: true };
    return { ok: false, fieldError: result.fields.socialLinks };
  }

  return { saveLink, pending };
}
