/**
 * 'Save Changes': validates the whole card merged with the changes, sends it through the
 * editors' one save hook ('Changes saved', or 'Failed to save card') and puts every message,
 * the client's or the server's (400 fields, 409 slug), on its field.
 */
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { useCardSave } from "@/features/card-fields/use-card-save";
import { toast } from "@/lib/toast";
import type { EditorTab } from "./editor-tabs";
import { buildSavePayload, type FieldErrors, fieldErrorsFromServer, tabOfErrors } from "./save-payload";
import type { CardDraft } from "./use-card-draft";

const SAVE_FAILED = "Failed to save card";

export function useSaveCard(draft: CardDraft, showTab: (tab: EditorTab) => void) {
  const base = useEditedCard();
  const { save, pending } = useCardSave({ failureTitle: SAVE_FAILED, successTitle: "Changes saved" });

  function showErrors(errors: FieldErrors) {
    draft.setErrors(errors);
    const tab = tabOfErrors(errors);
    if (tab) showTab(tab);
    // Once the tab has rendered, take keyboard and screen-reader users to the first message.
    window.setTimeout(() => {
      document.querySelector<HTMLElement>("[data-card-editor] [aria-invalid='true']")?.focus();
    }, 0);
  }

  async function saveChanges() {
    const sent = draft.changes;
    const checked = buildSavePayload(base, sent);
    if (!checked.ok) {
      showErrors(checked.errors);
      toast({
        title: SAVE_FAILED,
        description: "Please correct the fields marked in the editor.",
        variant: "destructive",
      });
      return;
    }
    const result = await save(checked.payload);
    if (result.ok) draft.settle(sent);
    else if (Object.keys(result.fields).length > 0) showErrors(fieldErrorsFromServer(result.fields));
  }

  return { save: () => void saveChanges(), pending };
}
