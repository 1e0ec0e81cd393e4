/**
 * The one way an editor saves card fields: a PUT of the changed fields only (the API
 * takes a single field as well as many), with the failure toast in one place. Every save of both editors
 * comes through here (the full editor's 'Save Changes', its theme, pictures, gallery and social
 * links; the quick editor's one-field edits), and so can any later editor tab. The editor's
 * CardFieldsProvider says what else a save means (the 'Saved' indicator, the sign-in toast).
 */
import type { BusinessCard } from "@core/card";
import type { UpdateCardInput } from "@core/schemas/card";
import { useCallback } from "react";
import { useUpdateCard } from "@/features/cards/api";
import { ApiError, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useCardFields } from "./card-fields-provider";

export interface SaveTexts {
  /** The toast's title when the save fails. */
  failureTitle: string;
  /** Its text when the server gives no message; "" for none. */
  fallback?: string;
  /** A toast's title after the save, for the screens that confirm with one. */
  successTitle?: string;
}

/** Some fields of the card: what a PUT may carry on its own. */
export type CardFieldChanges = UpdateCardInput | Partial<BusinessCard>;

export type SaveResult =
  | { ok: true; card: BusinessCard }
  /** `fields`: the server's messages by field name (400, 409), for the form to show. */
  | { ok: false; error: unknown; fields: Record<string, string> };

const TRY_AGAIN = "Please try again.";

/**
 * The toast for a refused save: the screen's title with the server's message (or the
 * fallback); none when the session has ended and the editor answers that itself.
 */
export function failureNotice(
  error: unknown,
  { failureTitle, fallback = TRY_AGAIN }: Pick<SaveTexts, "failureTitle" | "fallback">,
  answersUnauthorized: boolean,
): { title: string; description?: string } | null {
  if (answersUnauthorized && error instanceof ApiError && error.status === 401) return null;
  return { title: failureTitle, description: errorMessage(error, fallback) || undefined };
}

export function useCardSave({ failureTitle, fallback = TRY_AGAIN, successTitle }: SaveTexts) {
  const { card, onSaved, onUnauthorized, track } = useCardFields();
  const update = useUpdateCard(card.id);
  const { mutateAsync } = update;

  const save = useCallback(
    async (changes: CardFieldChanges): Promise<SaveResult> => {
      track(1);
      try {
        const saved = await mutateAsync(changes);
        onSaved?.(saved);
        if (successTitle) toast({ title: successTitle, variant: "success" });
        return { ok: true, card: saved };
      } catch (error) {
        const notice = failureNotice(error, { failureTitle, fallback }, onUnauthorized !== undefined);
        if (notice) toast({ ...notice, variant: "destructive" });
        else onUnauthorized?.();
        return { ok: false, error, fields: (error instanceof ApiError && error.fields) || {} };
      } finally {
        track(-1);
      }
    },
    [mutateAsync, track, onSaved, onUnauthorized, failureTitle, fallback, successTitle],
  );

  return { save, pending: update.isPending };
}
