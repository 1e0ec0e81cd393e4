import type { BusinessCard } from "@core/card";
import type { UpdateCardInput } from "@core/schemas/card";
import type { QuickFieldKey } from "./quick-fields";

/**
 * The PUT body for one field. Website and About may also live in `customizations` (older
 * cards); the card shows the column first and falls back to that copy, so when the copy
 * exists it is changed too, or clearing the field would bring the old text back. The server
 * merges `customizations`, so the rest of that object (custom CSS) is untouched.
 */
export function fieldChanges(card: BusinessCard, key: QuickFieldKey, value: string | null): UpdateCardInput {
  if ((key === "website" || key === "about") && card.customizations?.[key]) {
    return { [key]: value, customizations: { [key]: value } };
  }
  return { [key]: value };
}
