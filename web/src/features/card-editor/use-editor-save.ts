/**
 * The full editor's one way to save. Every change in the draft (Basic Info, Buttons, PWA
 * Settings, Form, Advanced, the sections' order) saves by itself a second after the last edit;
 * 'Save Changes' (and the PWA tab's Save) saves at once and confirms with a toast. A save sends
 * the whole card merged with the changes, validated with the server's schema, and
 * puts every message, the client's or the server's (400 fields, 409 slug), on its field.
 *
 * A refused autosave stays quiet but for the status line and the fields' messages (a failed
 * request also gets its toast, once): it is not sent again until the next edit or an explicit
 * save. Only an explicit save opens the tab in error and takes the focus to its first field,
 * so typing is never interrupted.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useCardFields } from "@/features/card-fields/card-fields-provider";
import { type Refusal, type SaveStatus, saveStatus } from "@/features/card-fields/save-status";
import { useCardSave } from "@/features/card-fields/use-card-save";
import { toast } from "@/lib/toast";
import { type CardChanges, changedFields } from "./card-draft";
import { AUTOSAVE_DELAY_MS, autosaveStep } from "./editor-autosave";
import type { EditorTab } from "./editor-tabs";
import { buildSavePayload, type FieldErrors, fieldErrorsFromServer, tabOfErrors } from "./save-payload";
import type { CardDraft } from "./use-card-draft";

/** Who asked for a save: the autosave, 'Save Changes', or the PWA Settings tab's Save. */
type SaveRequest = "auto" | "card" | "pwa";

/** The toasts of 'Save Changes' and of the PWA settings' save. */
const TEXTS = {
  card: { failureTitle: "Failed to save card", successTitle: "Changes saved", fix: "editor" },
  pwa: {
    failureTitle: "Save failed",
    fallback: "Failed to save PWA settings",
    successTitle: "Settings saved",
    fix: "tab",
  },
} as const;

export interface EditorSave {
  status: SaveStatus;
  /** An explicit save is asked for or on its way. */
  pending: boolean;
  /** Saves the draft as soon as no other save is on its way, confirmed with the requester's toast. */
  saveNow: (request: Exclude<SaveRequest, "auto">) => void;
  /** Saves the draft with `changes` laid over it now, unconfirmed (e.g. an uploaded icon). */
  saveWith: (changes: CardChanges) => Promise<boolean>;
}

/** The PWA texts ('Save failed') when the PWA settings are all a save carries. */
function textsFor(request: SaveRequest, changed: string[]) {
  if (request === "auto")
    return changed.length === 1 && changed[0] === "pwaSettings" ? TEXTS.pwa : TEXTS.card;
  return TEXTS[request];
}

export function useEditorSave(
  draft: CardDraft,
  { showTab, justSaved }: { showTab: (tab: EditorTab) => void; justSaved: boolean },
): EditorSave {
  const { card: base, saving } = useCardFields();
  const cardSave = useCardSave({ failureTitle: TEXTS.card.failureTitle });
  // The success toasts are this hook's to give: only an explicit save is confirmed with one.
  const pwaSave = useCardSave({ failureTitle: TEXTS.pwa.failureTitle, fallback: TEXTS.pwa.fallback });
  const [refused, setRefused] = useState<{ changes: CardChanges; why: Refusal } | null>(null);
  // An explicit save asked for: sent once no other save is on its way.
  const [asked, setAsked] = useState<Exclude<SaveRequest, "auto"> | null>(null);
  const [explicitSaves, setExplicitSaves] = useState(0);
  // What the callbacks read when they run: the values of the latest render, not of theirs.
  const latest = useRef({ draft, base });
  latest.current = { draft, base };

  const revealErrors = useCallback(
    (errors: FieldErrors) => {
      const tab = tabOfErrors(errors);
      if (tab) showTab(tab);
      // Once the tab has rendered, take keyboard and screen-reader users to the first message.
      window.setTimeout(() => {
        document.querySelector<HTMLElement>("[data-card-editor] [aria-invalid='true']")?.focus();
      }, 0);
    },
    [showTab],
  );

  const send = useCallback(
    async (request: SaveRequest, changes: CardChanges): Promise<boolean> => {
      const { draft, base } = latest.current;
      const texts = textsFor(request, changedFields(base, changes));
      const explicit = request !== "auto";
      const checked = buildSavePayload(base, changes);
      if (!checked.ok) {
        setRefused({ changes, why: "fields" });
        draft.setErrors(checked.errors);
        if (explicit) {
          revealErrors(checked.errors);
          toast({
            title: texts.failureTitle,
            description: `Please correct the fields marked in the ${texts.fix}.`,
            variant: "destructive",
          });
        }
        return false;
      }
      const result = await (texts === TEXTS.pwa ? pwaSave : cardSave).save(checked.payload);
      if (result.ok) {
        // Changes typed while the save was on its way stay in the draft and get their own save.
        latest.current.draft.settle(changes);
        setRefused(null);
        if (explicit) toast({ title: texts.successTitle, variant: "success" });
        return true;
      }
      const fields = fieldErrorsFromServer(result.fields);
      const hasFields = Object.keys(fields).length > 0;
      setRefused({ changes, why: hasFields ? "fields" : "failed" });
      if (hasFields) {
        latest.current.draft.setErrors(fields);
        if (explicit) revealErrors(fields);
      }
      return false;
    },
    [cardSave, pwaSave, revealErrors],
  );

  const unsaved = draft.dirty;
  const refusedNow = refused !== null && refused.changes === draft.changes;

  // The autosave: each edit (a new changes object) restarts the quiet time; a save landing
  // (`saving` turning false) looks again at what is left.
  const changes = draft.changes;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (autosaveStep({ unsaved, saving, refused: refusedNow }) === "save") void send("auto", changes);
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [changes, unsaved, refusedNow, saving, send]);

  // A whole-card save beside another save (a theme, an autosave) could send a field's old
  // value, or land before it: an explicit save waits for them instead.
  useEffect(() => {
    if (asked === null || saving) return;
    setAsked(null);
    setExplicitSaves((count) => count + 1);
    void send(asked, latest.current.draft.changes).finally(() => setExplicitSaves((count) => count - 1));
  }, [asked, saving, send]);

  const saveNow = useCallback((request: Exclude<SaveRequest, "auto">) => setAsked(request), []);

  const saveWith = useCallback(
    (changes: CardChanges) => send("auto", { ...latest.current.draft.changes, ...changes }),
    [send],
  );

  return {
    status: saveStatus({ unsaved, saving, refusal: refusedNow ? refused.why : null, justSaved }),
    pending: asked !== null || explicitSaves > 0,
    saveNow,
    saveWith,
  };
}
