/**
 * How the history tables write a record: the time in the viewer's locale and zone, 'Unknown'
 * for a missing location or device (the word the exports use too), and a form
 * submission as 'label: value' lines with the labels of the card's form.
 */

const UNKNOWN = "Unknown";

export function orUnknown(value: string | null | undefined): string {
  const text = value?.trim();
  return text ? text : UNKNOWN;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An ISO time as the viewer reads dates; an unreadable one is shown as it came. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (Array.isArray(value)) return value.map(formatValue).join(", ");
  return JSON.stringify(value);
}

export interface FormLine {
  label: string;
  value: string;
}

/** A field of the card's form: the id the answers are stored under, and its label. */
export interface FieldLabel {
  id: string;
  label: string;
}

/**
 * The answers under their fields' labels, in the form's order; answers to fields since removed
 * from the form follow under their stored ids, in the order they were sent.
 */
export function formDataLines(formData: Record<string, unknown>, fields: FieldLabel[] = []): FormLine[] {
  const known = fields.filter((field) => Object.hasOwn(formData, field.id));
  const knownIds = new Set(known.map((field) => field.id));
  return [
    ...known.map((field) => ({ label: field.label, value: formatValue(formData[field.id]) })),
    ...Object.entries(formData)
      .filter(([id]) => !knownIds.has(id))
      .map(([id, value]) => ({ label: id, value: formatValue(value) })),
  ];
}
