/**
 * The full editor's one way to save: every change saves by itself once the typing has paused
 * (the PWA settings' rule, a save 1 s after the last edit, applied to every field). Pure, so
 * the rule is tested without a browser.
 */

/** The quiet time after the last edit before saving: 1 s. */
export const AUTOSAVE_DELAY_MS = 1000;

export interface AutosaveState {
  /** Whether the draft differs from the card as saved. */
  unsaved: boolean;
  /** Whether any save of the card is on its way. */
  saving: boolean;
  /** Whether these very changes were refused already (not a newer edit of them). */
  refused: boolean;
}

/**
 * What to do once the edits have been quiet for the delay:
 * - "idle": nothing to save, or these changes were refused already: the next edit or
 *   'Save Changes' tries again, never a loop of failure toasts;
 * - "wait": another save is on its way (its answer may settle these changes, and two saves of
 *   the card at once could land out of order), so look again once it has landed;
 * - "save": send the changes.
 */
export function autosaveStep({ unsaved, saving, refused }: AutosaveState): "idle" | "wait" | "save" {
  if (!unsaved || refused) return "idle";
  return saving ? "wait" : "save";
}
