/**
 * One save of the quick editor: a PUT with the changed field only (spec 000 §7 allows a
 * single field). Success lights the header's 'Saved' indicator; a failure is toasted with
 * the screen's title for it and the server's message, and handed back so a dialog can
 * show the field's own message.
 */
import type { BusinessCard } from "@core/card";
import type { UpdateCardInput } from "@core/schemas/card";
import { useUpdateCard } from "@/features/cards/api";
import { ApiError, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useQuickEditor } from "./quick-editor-context";

export const AUTH_REQUIRED_TITLE = "Authentication Required";
export const AUTH_REQUIRED_TEXT = "Please log in to edit your business card";

export type SaveResult = { ok: true; card: BusinessCard } | { ok: false; error: unknown };

export function toastAuthRequired(): void {
  toast({ title: AUTH_REQUIRED_TITLE, description: AUTH_REQUIRED_TEXT, variant: "destructive" });
}

export function useQuickSave(failureTitle: string) {
  const { card, markSaved } = useQuickEditor();
  const update = useUpdateCard(card.id);

  async function save(changes: UpdateCardInput): Promise<SaveResult> {
    try {
      const saved = await update.mutateAsync(changes);
      markSaved();
      return { ok: true, card: saved };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The session ended meanwhile: say so rather than show a bare failure.
        toastAuthRequired();
      } else {
        toast({
          title: failureTitle,
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        });
      }
      return { ok: false, error };
    }
  }

  return { save, pending: update.isPending };
}

/** The server's message for one field, if its answer named that field. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields?.[field] : undefined;
}
