/**
 * The PWA Settings tab's state: its edits live in the editor's draft, so
 * the preview, the status line, Reset and 'Save Changes' all see them, and they save as every
 * other change of the editor does (useEditorSave): by themselves 1 s after the last edit, or at
 * once with the tab's Save ('Settings saved'). An uploaded or removed icon is saved at once.
 */
import type { PwaSettings } from "@core/card";
import { useCallback, useRef } from "react";
import type { FieldErrors } from "@/features/card-editor/save-payload";
import type { CardDraft } from "@/features/card-editor/use-card-draft";
import type { EditorSave } from "@/features/card-editor/use-editor-save";
import { type PwaIconKey, pwaErrorKeys, withPwaChange } from "./pwa-settings";

export interface PwaSettingsState {
  settings: PwaSettings;
  errors: FieldErrors;
  /** The tab's Save was pressed and its save has not landed yet. */
  saving: boolean;
  change: (change: Partial<PwaSettings>) => void;
  /** Puts an uploaded icon (or null: removed) in the settings and saves them now. */
  setIcon: (key: PwaIconKey, url: string | null) => Promise<boolean>;
  /** The tab's Save: at once, confirmed with 'Settings saved'. */
  saveNow: () => void;
}

export function usePwaSettings(draft: CardDraft, saver: EditorSave): PwaSettingsState {
  // The callbacks read the latest render's draft, not the one of the render that made them.
  const latest = useRef(draft);
  latest.current = draft;

  const change = useCallback((patch: Partial<PwaSettings>) => {
    const draft = latest.current;
    draft.set({ pwaSettings: withPwaChange(draft.card.pwaSettings, patch) }, pwaErrorKeys(patch));
  }, []);

  const { saveWith, saveNow } = saver;
  const setIcon = useCallback(
    (key: PwaIconKey, url: string | null) => {
      const draft = latest.current;
      const next = withPwaChange(draft.card.pwaSettings, { icons: { [key]: url } });
      draft.set({ pwaSettings: next }, pwaErrorKeys({ icons: { [key]: url } }));
      // The draft above is read on the next render; the save must carry the icon now.
      return saveWith({ pwaSettings: next });
    },
    [saveWith],
  );

  return {
    settings: draft.card.pwaSettings ?? {},
    errors: draft.errors,
    saving: saver.pending,
    change,
    setIcon,
    saveNow: useCallback(() => saveNow("pwa"), [saveNow]),
  };
}
