/**
 * When the PWA Settings tab saves by itself (spec 000 §4: pending edits are saved 1 second
 * after the last edit). Pure, so the decision is tested without a browser.
 */
import type { PwaSettings } from "@core/card";
import { sameValue } from "./card-draft";

/** Spec 000 §9 'PWA save debounce 1 s': the quiet time after the last edit before saving. */
export const PWA_SAVE_DEBOUNCE_MS = 1000;

export interface AutosaveState {
  /** The draft's settings, if they were edited. */
  pending: PwaSettings | undefined;
  /** The settings as the server last returned them. */
  saved: PwaSettings | undefined;
  /** Whether any save of the card is on its way. */
  saving: boolean;
  /** The edit whose last save failed or was refused (same object): not tried again by itself. */
  failed: PwaSettings | undefined;
}

/** Whether the draft holds PWA edits that differ from the saved settings ("" and unset alike). */
export function isUnsaved(pending: PwaSettings | undefined, saved: PwaSettings | undefined): boolean {
  return pending !== undefined && !sameValue(pending, saved ?? {});
}

/**
 * What to do once the edits have been quiet for the debounce time:
 * - "idle": nothing to save (no edit, the edit matches what is saved, or its save already
 *   failed: the next edit or Save tries again, never a loop of failure toasts);
 * - "wait": another save is on its way (its answer may settle these edits, and two saves of the
 *   card at once could land out of order), so look again once it has landed;
 * - "save": send the edits.
 */
export function autosaveStep({ pending, saved, saving, failed }: AutosaveState): "idle" | "wait" | "save" {
  if (!isUnsaved(pending, saved) || pending === failed) return "idle";
  return saving ? "wait" : "save";
}
