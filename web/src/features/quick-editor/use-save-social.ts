import { useQuickEditor } from "./quick-editor-context";
import { withSocialLink } from "./social-links";
import { serverFieldError, useQuickSave } from "./use-quick-save";

/**
 * Saves one social link as a PUT of the whole socialLinks object (spec 000 §7); an empty URL
 * removes the link. A refusal is toasted ('Failed to save social link'); the result carries
 * the server's message for the links, if it gave one, for the dialog to show.
 */
export function useSaveSocialLink() {
  const { card } = useQuickEditor();
  const { save, pending } = useQuickSave("Failed to save social link");

  async function saveLink(key: string, url: string): Promise<{ ok: boolean; fieldError?: string }> {
    const result = await save({ socialLinks: withSocialLink(card.socialLinks ?? {}, key, url) });
    if (result.ok) return { ok: true };
    return { ok: false, fieldError: serverFieldError(result.error, "socialLinks") };
  }

  return { saveLink, pending };
}
