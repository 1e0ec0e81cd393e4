/**
 * 'Save Changes': validates the whole card merged with the changes, sends it with PUT and
 * puts every message, the client's or the server's (400 fields, 409 slug), on its field.
 */
import type { BusinessCard } from "@core/card";
import { useUpdateCard } from "@/features/cards/api";
import { ApiError, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { buildSavePayload, type EditorTab, fieldErrorsFromServer, tabOfErrors } from "./save-payload";
import type { CardDraft } from "./use-card-draft";

export const SAVE_FAILED = "Failed to save card";

export function useSaveCard(base: BusinessCard, draft: CardDraft, showTab: (tab: EditorTab) => void) {
  const update = useUpdateCard(base.id);

  function showErrors(errors: ReturnType<typeof fieldErrorsFromServer>) {
    draft.setErrors(errors);
    const tab = tabOfErrors(errors);
    if (tab) showTab(tab);
    // Once the tab has rendered, take keyboard and screen-reader users to the first message.
    window.setTimeout(() => {
      document.querySelector<HTMLElement>("[data-card-editor] [aria-invalid='true']")?.focus();
    }, 0);
  }

  function save() {
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
    update.mutate(checked.payload, {
      onSuccess: () => {
        draft.settle(sent);
        toast({ title: "Changes saved", variant: "success" });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) showErrors(fieldErrorsFromServer(error.fields));
        toast({
          title: SAVE_FAILED,
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        });
      },
    });
  }

  return { save, pending: update.isPending };
}
