/**
 * CSV as every export writes it (the analytics export, the assistant's conversations): every
 * value quoted, inner quotes doubled, lines ended by CRLF (RFC 4180). A value a spreadsheet would
 * run as a formula (one starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe, so it is shown as text (decision 012), except a phone number such as '+1 555 0100'
 * or a plain signed number, which can call nothing and reads correctly as it is.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
/** Digits with the separators phone numbers use; no letters, so no function or reference. */
const PHONE_NUMBER = /^\+?[\d\s().-]{3,40}$/;
const SIGNED_NUMBER = /^[+-]?\d+(\.\d+)?$/;

function neutraliseFormula(value: string): string {
  if (!FORMULA_START.test(value)) return value;
  if (PHONE_NUMBER.test(value) && /\d/.test(value) && !/^[+-]?\s/.test(value)) return value;
  if (SIGNED_NUMBER.test(value)) return value;
  return `'${value}`;
}

export function csvCell(value: string | number): string {
  const text = typeof value === "number" ? String(value) : neutraliseFormula(value);
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvLine(values: (string | number)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
