/**
 * How the history tables write a record: the time in the viewer's locale and zone, 'Unknown'
 * for a missing location or device (the export's word for it, spec 001 §5), and a form
 * submission as 'label: value' lines.
 */

export const UNKNOWN = "Unknown";

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

/** The submitted fields in the order they were sent. */
export function formDataLines(formData: Record<string, unknown>): FormLine[] {
  return Object.entries(formData).map(([label, value]) => ({ label, value: formatValue(value) }));
}
