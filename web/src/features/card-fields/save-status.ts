/**
 * Where an editor's changes are, said the same way in both editors' headers: 'Saving...',
 * 'Unsaved changes', why changes were not saved, and 'Saved' for 3 seconds after each save.
 * Pure, so the order of the states is tested without a browser.
 */

/** Why the changes on screen are not saved: a field's message, or a save that failed. */
export type Refusal = "fields" | "failed";

export type SaveStatus = "idle" | "unsaved" | "saving" | "saved" | "invalid" | "failed";

/**
 * The status line's state. A save on its way comes first; then changes not saved, refused ones
 * saying why; then 'Saved' for the 3 seconds after the last save (the quick editor's indicator).
 */
export function saveStatus({
  unsaved,
  saving,
  refusal,
  justSaved,
}: {
  unsaved: boolean;
  saving: boolean;
  /** Why the changes on screen were refused, if they were. */
  refusal: Refusal | null;
  justSaved: boolean;
}): SaveStatus {
  if (saving) return "saving";
  if (unsaved && refusal === "fields") return "invalid";
  if (unsaved && refusal === "failed") return "failed";
  if (unsaved) return "unsaved";
  return justSaved ? "saved" : "idle";
}
