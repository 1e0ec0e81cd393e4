/**
 * The editor's changes to a visitor form, as plain functions over the form
 * configuration: add, change, move and remove fields. A field's id is the stable key of its
 * stored answers, so it is made from the label only while the field is new (not yet saved).
 */
import { moveItem } from "@core/card-order";
import type { FormConfig } from "@core/form-config";
import {
  FIELD_ID_PATTERN,
  FORM_FIELD_TYPE_NAMES,
  type FormField,
  type FormFieldType,
} from "@core/form-fields";

/** What a new field of each type is labelled until the owner names it. */
const NEW_LABELS: Record<FormFieldType, string> = {
  ...FORM_FIELD_TYPE_NAMES,
  text: "Subject",
  longText: "Message",
};

/** A label as an id: lower case a-z, 0-9 and hyphens ("What's your budget?" → "whats-your-budget"). */
export function idFromLabel(label: string): string {
  return (
    label
      .normalize("NFKD")
      // The accents NFKD took apart from their letters.
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .replace(/-+$/, "")
  );
}

/** `wanted`, or `wanted-2`, `wanted-3`…: the first one no other field has. */
export function uniqueId(wanted: string, taken: Iterable<string>): string {
  const others = new Set(taken);
  if (!others.has(wanted)) return wanted;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${wanted.slice(0, 40 - suffix.length)}${suffix}`;
    if (!others.has(candidate)) return candidate;
  }
}

function idFor(label: string, type: FormFieldType, taken: Iterable<string>): string {
  const fromLabel = idFromLabel(label);
  return uniqueId(FIELD_ID_PATTERN.test(fromLabel) ? fromLabel : idFromLabel(NEW_LABELS[type]), taken);
}

export function addField(config: FormConfig, type: FormFieldType): FormConfig {
  const label = NEW_LABELS[type];
  const field: FormField = {
    id: idFor(
      label,
      type,
      config.fields.map((f) => f.id),
    ),
    type,
    label,
    required: false,
    ...(type === "choice" ? { options: [] } : {}),
  };
  return { ...config, fields: [...config.fields, field] };
}

export function changeField(
  config: FormConfig,
  index: number,
  change: Partial<Omit<FormField, "id" | "type">>,
): FormConfig {
  return {
    ...config,
    fields: config.fields.map((field, i) => (i === index ? { ...field, ...change } : field)),
  };
}

/**
 * The ids to save: a field saved before keeps its id (its stored answers are under it); a new
 * one takes its id from its label as it is now. While editing, ids stay as they were made, so
 * React's keys (and the focus in a field being typed in) never change under the owner's hands.
 */
export function withFinalIds(config: FormConfig, savedIds: ReadonlySet<string>): FormConfig {
  const taken = new Set(config.fields.filter((field) => savedIds.has(field.id)).map((field) => field.id));
  const fields = config.fields.map((field) => {
    if (savedIds.has(field.id)) return field;
    const id = idFor(field.label, field.type, taken);
    taken.add(id);
    return id === field.id ? field : { ...field, id };
  });
  return { ...config, fields };
}

/** Moves a field one place up (-1) or down (+1); at either end it stays. */
export function moveField(config: FormConfig, index: number, step: -1 | 1): FormConfig {
  const target = index + step;
  if (target < 0 || target >= config.fields.length) return config;
  return { ...config, fields: moveItem(config.fields, index, target) };
}

export function removeField(config: FormConfig, index: number): FormConfig {
  return { ...config, fields: config.fields.filter((_, i) => i !== index) };
}
