/**
 * The visitor form as the Form tab edits it: the saved form read as core reads it, or the
 * unsaved one in the draft. Going back to the saved form leaves nothing unsaved.
 */
import type { BusinessCard } from "@core/card";
import { type FormConfig, readFormConfig } from "@core/form-config";
import { useMemo } from "react";
import type { CardDraft } from "@/features/card-editor/use-card-draft";

export function useFormDraft(draft: CardDraft, base: BusinessCard) {
  const saved = useMemo(() => readFormConfig(base.formConfig), [base.formConfig]);
  const changed = draft.changes.formConfig;
  const config = changed && changed !== base.formConfig ? (changed as FormConfig) : saved;
  const errors = Object.fromEntries(
    Object.entries(draft.errors).filter(([key]) => key.startsWith("formConfig")),
  );

  function change(next: FormConfig) {
    const same = JSON.stringify(next) === JSON.stringify(saved);
    draft.set({ formConfig: same ? base.formConfig : next }, Object.keys(errors));
  }

  return { config, errors, change };
}
