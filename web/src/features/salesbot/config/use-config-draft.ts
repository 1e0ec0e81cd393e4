/**
 * The configuration screen's state: the draft, each field's message (keyed by the field's path,
 * as core's schema and the server name it: "botName", "ctaButtons.0.url"), and whether anything
 * changed since the last save.
 */
import { useState } from "react";
import { draftFromConfig, type SalesbotConfigDraft, type SalesbotConfigFields } from "./config-draft";

export type DraftErrors = Record<string, string | undefined>;
type DraftUpdate = (patch: Partial<SalesbotConfigDraft>) => void;

/** What each section of the form is given: the draft, the way to change it, and the fields' messages. */
export interface DraftSectionProps {
  draft: SalesbotConfigDraft;
  update: DraftUpdate;
  errors: DraftErrors;
}

export function useConfigDraft(saved: SalesbotConfigFields) {
  const [draft, setDraft] = useState(() => draftFromConfig(saved));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [dirty, setDirty] = useState(false);
  const update: DraftUpdate = (patch) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
    // A field's message goes once the field is edited; the others stay until the next save.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(current)) {
        if (Object.keys(patch).some((field) => key === field || key.startsWith(`${field}.`)))
          delete next[key];
      }
      return next;
    });
  };
  const reset = (config: SalesbotConfigFields) => {
    setDraft(draftFromConfig(config));
    setDirty(false);
  };
  return { draft, update, errors, setErrors, dirty, reset };
}

/** The messages of a list field's rows, by row index: "ctaButtons.2.url" → {2: message}. */
export function rowErrors(errors: DraftErrors, field: string): Record<number, string | undefined> {
  const rows: Record<number, string | undefined> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = new RegExp(`^${field}\\.(\\d+)`).exec(key);
    if (match && message) rows[Number(match[1])] ??= message;
  }
  return rows;
}
