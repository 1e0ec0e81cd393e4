/**
 * The PWA Settings tab's state (spec 000 §2, §4, §8): its edits live in the editor's draft
 * (so the preview, 'Unsaved changes', Reset and 'Save Changes' all see them), and are saved by
 * themselves 1 s after the last edit, or at once with the tab's Save, through the editors' one
 * save hook. Used by the editor itself, not the tab: switching tabs keeps the timer running.
 */
import type { PwaSettings } from "@core/card";
import { useCallback, useEffect, useRef, useState } from "react";
import { useCardFields } from "@/features/card-fields/card-fields-provider";
import { useCardSave } from "@/features/card-fields/use-card-save";
import { toast } from "@/lib/toast";
import { autosaveStep, isUnsaved, PWA_SAVE_DEBOUNCE_MS } from "./pwa-autosave";
import { checkPwaSettings, type PwaIconKey, pwaErrorKeys, withPwaChange } from "./pwa-settings";
import { type FieldErrors, fieldErrorsFromServer } from "./save-payload";
import type { CardDraft } from "./use-card-draft";

const SAVE_FAILED = "Save failed";
const SAVE_FAILED_TEXT = "Failed to save PWA settings";
const SETTINGS_SAVED = "Settings saved";

/** "saved": the last save went through and nothing was edited since. */
export type PwaSaveStatus = "idle" | "pending" | "saving" | "saved";

export interface PwaSettingsState {
  settings: PwaSettings;
  errors: FieldErrors;
  status: PwaSaveStatus;
  saving: boolean;
  change: (change: Partial<PwaSettings>) => void;
  /** Puts an uploaded icon (or null: removed) in the settings and saves them now. */
  setIcon: (key: PwaIconKey, url: string | null) => Promise<boolean>;
  /** The tab's Save: at once, confirmed with 'Settings saved'. */
  saveNow: () => void;
}

/** The messages of the PWA fields replaced by `next`, the others kept. */
function withPwaErrors(current: FieldErrors, next: FieldErrors): FieldErrors {
  const kept = Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith("pwaSettings")));
  return { ...kept, ...next };
}

export function usePwaSettings(draft: CardDraft): PwaSettingsState {
  const { card: base, saving } = useCardFields();
  const { save } = useCardSave({ failureTitle: SAVE_FAILED, fallback: SAVE_FAILED_TEXT });
  const [savedOnce, setSavedOnce] = useState(false);
  const pending = draft.changes.pwaSettings;
  const failed = useRef<PwaSettings | undefined>(undefined);
  // What the callbacks read when they run: the values of the latest render, not of theirs.
  const latest = useRef({ draft, base, pending });
  latest.current = { draft, base, pending };

  /** Sends the pending edits; true when nothing is left unsaved. */
  const send = useCallback(
    async (confirm: boolean): Promise<boolean> => {
      const { draft, base, pending } = latest.current;
      if (pending === undefined || !isUnsaved(pending, base.pwaSettings)) {
        if (confirm) toast({ title: SETTINGS_SAVED, variant: "success" });
        return true;
      }
      const checked = checkPwaSettings(pending);
      if (!checked.ok) {
        // Not sent: the messages go on their fields, and the next edit tries again.
        failed.current = pending;
        draft.setErrors(withPwaErrors(draft.errors, checked.errors));
        if (confirm) {
          toast({
            title: SAVE_FAILED,
            description: "Please correct the fields marked in the tab.",
            variant: "destructive",
          });
        }
        return false;
      }
      const result = await save({ pwaSettings: checked.value });
      if (!result.ok) {
        failed.current = pending;
        const fields = fieldErrorsFromServer(result.fields);
        if (Object.keys(fields).length > 0)
          latest.current.draft.setErrors(withPwaErrors(latest.current.draft.errors, fields));
        return false;
      }
      // Edits made while the save was on its way stay in the draft and get their own save.
      latest.current.draft.settle({ pwaSettings: pending });
      setSavedOnce(true);
      if (confirm) toast({ title: SETTINGS_SAVED, variant: "success" });
      return true;
    },
    [save],
  );

  // The debounce: each edit (a new pending object) restarts the quiet time; a save landing
  // (`saving` turning false) looks again at what is left.
  useEffect(() => {
    if (pending === undefined) return;
    const timer = window.setTimeout(() => {
      const step = autosaveStep({
        pending,
        saved: latest.current.base.pwaSettings,
        saving,
        failed: failed.current,
      });
      if (step === "save") void send(false);
    }, PWA_SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, saving, send]);

  const change = useCallback((patch: Partial<PwaSettings>) => {
    const { draft } = latest.current;
    setSavedOnce(false);
    draft.set({ pwaSettings: withPwaChange(draft.card.pwaSettings, patch) }, pwaErrorKeys(patch));
  }, []);

  const setIcon = useCallback(
    async (key: PwaIconKey, url: string | null) => {
      const { draft } = latest.current;
      const next = withPwaChange(draft.card.pwaSettings, { icons: { [key]: url } });
      draft.set({ pwaSettings: next }, pwaErrorKeys({ icons: { [key]: url } }));
      // The draft above is read on the next render; the save must send it now.
      latest.current = { ...latest.current, pending: next };
      return send(false);
    },
    [send],
  );

  const saveNow = useCallback(() => void send(true), [send]);

  const dirty = isUnsaved(pending, base.pwaSettings);
  const status: PwaSaveStatus = saving ? "saving" : dirty ? "pending" : savedOnce ? "saved" : "idle";

  return {
    settings: draft.card.pwaSettings ?? {},
    errors: draft.errors,
    status,
    saving,
    change,
    setIcon,
    saveNow,
  };
}
