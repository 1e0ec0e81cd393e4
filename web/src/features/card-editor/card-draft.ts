/**
 * The editor's unsaved edits (editing is local until saved). The draft is a
 * set of changed fields laid over the card as the server last returned it, so a refetch of
 * the card never throws away what the user typed.
 */
import type { BusinessCard, CardCustomizations } from "@core/card";

/** The fields the full editor changes locally and sends with 'Save Changes'. */
export type DraftField =
  | "name"
  | "title"
  | "company"
  | "email"
  | "phone"
  | "address"
  | "website"
  | "about"
  | "videoUrl"
  | "slug"
  | "customButtons"
  | "formConfig"
  | "customizations"
  | "pwaSettings";

export type CardChanges = Partial<Pick<BusinessCard, DraftField>>;

/** The card as the preview shows it: the saved card with the changes laid over it. */
export function mergeDraft(base: BusinessCard, changes: CardChanges): BusinessCard {
  return {
    ...base,
    ...changes,
    customizations: { ...base.customizations, ...changes.customizations },
  };
}

/**
 * "", null and a missing value all mean "empty", so typing into a field and deleting the
 * text again leaves nothing unsaved.
 */
function normalize(value: unknown): unknown {
  if (value === "" || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(normalize);
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => [key, normalize(inner)] as const)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

/** The changed fields that really differ from the saved card. */
export function changedFields(base: BusinessCard, changes: CardChanges): DraftField[] {
  return (Object.keys(changes) as DraftField[]).filter((key) => !sameValue(changes[key], base[key]));
}

/**
 * The website lives both on the card and in customizations.website; the
 * about text likewise in customizations.about. Both copies change together, so whichever
 * one a reader prefers shows the same text.
 */
export function withMirroredField(
  current: BusinessCard,
  field: "website" | "about",
  value: string,
): CardChanges {
  const customizations: CardCustomizations = { ...current.customizations, [field]: value };
  return { [field]: value, customizations };
}
