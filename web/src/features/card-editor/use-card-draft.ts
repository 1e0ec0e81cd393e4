/**
 * The editor's local state: unsaved changes over the saved card and the message shown on
 * each field. Tabs write through `set`; the preview reads `card`.
 */
import type { BusinessCard } from "@core/card";
import { useCallback, useMemo, useState } from "react";
import {
  type CardChanges,
  changedFields,
  type DraftField,
  mergeDraft,
  withMirroredField,
} from "./card-draft";
import type { FieldErrors } from "./save-payload";

export interface CardDraft {
  /** The saved card with the unsaved changes laid over it. */
  card: BusinessCard;
  changes: CardChanges;
  dirty: boolean;
  errors: FieldErrors;
  /** Changes fields; `errorKeys` are the messages the edit makes stale. */
  set: (changes: CardChanges, errorKeys: string[]) => void;
  setText: (field: TextField, value: string) => void;
  setCustomCss: (value: string) => void;
  setErrors: (errors: FieldErrors) => void;
  /** After a save: forgets the changes that were sent and not edited since. */
  settle: (sent: CardChanges) => void;
  discard: () => void;
}

/** The draft's one-line and text-area fields: every field but the lists and objects. */
export type TextField = Exclude<
  DraftField,
  "customButtons" | "formConfig" | "customizations" | "pwaSettings"
>;

export function useCardDraft(base: BusinessCard): CardDraft {
  const [changes, setChanges] = useState<CardChanges>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const card = useMemo(() => mergeDraft(base, changes), [base, changes]);
  const dirty = changedFields(base, changes).length > 0;

  const clearErrors = useCallback((keys: string[]) => {
    setErrors((current) => {
      if (!keys.some((key) => current[key] !== undefined)) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);

  const set = useCallback(
    (patch: CardChanges, errorKeys: string[]) => {
      setChanges((current) => ({ ...current, ...patch }));
      clearErrors(errorKeys);
    },
    [clearErrors],
  );

  const setText = useCallback(
    (field: TextField, value: string) => {
      if (field === "website" || field === "about") {
        setChanges((current) => ({
          ...current,
          ...withMirroredField(mergeDraft(base, current), field, value),
        }));
      } else {
        setChanges((current) => ({ ...current, [field]: value }));
      }
      clearErrors([field]);
    },
    [base, clearErrors],
  );

  const setCustomCss = useCallback(
    (value: string) => {
      setChanges((current) => ({
        ...current,
        customizations: { ...mergeDraft(base, current).customizations, customCss: value },
      }));
      clearErrors(["customCss"]);
    },
    [base, clearErrors],
  );

  const settle = useCallback((sent: CardChanges) => {
    setChanges((current) => {
      const next: CardChanges = {};
      for (const [key, value] of Object.entries(current) as [keyof CardChanges, unknown][]) {
        // Same object as sent: saved. A newer value: typed while the save was on its way.
        if (sent[key] !== value) Object.assign(next, { [key]: value });
      }
      return next;
    });
    setErrors({});
  }, []);

  const discard = useCallback(() => {
    setChanges({});
    setErrors({});
  }, []);

  return {
    card,
    changes,
    dirty,
    errors,
    set,
    setText,
    setCustomCss,
    setErrors,
    settle,
    discard,
  };
}
