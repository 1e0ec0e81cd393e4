/**
 * Whether the card's organisation template leaves a field to its owner, for every field widget of
 * both editors. The rule and its wording are core's (templatePolicyOf), the same the server
 * refuses a save with, so the editors never offer what a save would be refused for.
 */
import type { BusinessCard } from "@core/card";
import { isTemplateField, type TemplatePolicy, templatePolicyOf } from "@core/card-template";
import { useEditedCard } from "./card-fields-provider";

const OWN_FIELD: TemplatePolicy = { state: "default", reason: null };

/** The policy of any card field: the person's own fields (name, title, slug…) are never a template's. */
export function fieldPolicy(card: Pick<BusinessCard, "template">, field: string): TemplatePolicy {
  return isTemplateField(field) ? templatePolicyOf(card.template, field) : OWN_FIELD;
}

/** The policy of `field` on the card being edited. */
export function useFieldPolicy(field: string): TemplatePolicy {
  return fieldPolicy(useEditedCard(), field);
}
