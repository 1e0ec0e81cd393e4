/**
 * A value written as a PostgreSQL literal, for the one place where a statement's values cannot
 * travel as parameters: EXECUTE of a prepared statement on PGlite (prepared-statement.ts).
 * Strings are written as escape strings (E'…'), whose rules do not depend on the server's
 * standard_conforming_strings; array elements are always double-quoted, so no element text
 * (a comma, a brace, 'NULL', spaces at either end) can be read as anything but itself.
 */

function quoted(text: string): string {
  // PostgreSQL's text cannot hold NUL: refuse it here rather than let the server cut it.
  if (text.includes("\0")) throw new TypeError("A literal cannot hold the NUL character");
  return `E'${text.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

function number(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError(`Not a finite number: ${value}`);
  return String(value);
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return number(value);
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
  throw new TypeError(`No array literal for a ${typeof value} element`);
}

/** `value` as an SQL literal: NULL, a number, a boolean, a string, or a one-dimensional array of those. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return number(value);
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") return quoted(value);
  if (Array.isArray(value)) return quoted(`{${value.map(arrayElement).join(",")}}`);
  throw new TypeError(`No SQL literal for a ${typeof value}`);
}
