/**
 * A value written as a PostgreSQL literal, for the one place where a statement's values cannot
 * travel as parameters: EXECUTE of a prepared statement on PGlite (prepared-statement.ts).
 * Strings are written as escape strings (E'…'), whose rules do not depend on the server's
 * standard_conforming_strings; array elements are always double-quoted, so no element text
 * (a comma, a brace, 'NULL', spaces at either end) can be read as anything but itself.
 */

/** A value this cannot write exactly: the caller sends the statement with parameters instead. */
export class NotLiteralError extends TypeError {}

function quoted(text: string): string {
  // PostgreSQL's text cannot hold NUL: refuse it here rather than let the server cut it.
  if (text.includes("\0")) throw new NotLiteralError("A literal cannot hold the NUL character");
  return `E'${text.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

function number(value: number): string {
  if (!Number.isFinite(value)) throw new NotLiteralError(`Not a finite number: ${value}`);
  return String(value);
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return number(value);
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
  throw new NotLiteralError(`No array literal for a ${typeof value} element`);
}

/**
 * `value` as an SQL literal: NULL, a number, a boolean, a string, or a one-dimensional array of
 * those. Every one is a quoted literal of no type yet, as a bound parameter's text is, so the
 * statement gives it the same type and checks it the same way ('1.5' for an integer fails
 * instead of being rounded).
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return quoted(number(value));
  if (typeof value === "boolean") return quoted(String(value));
  if (typeof value === "string") return quoted(value);
  if (Array.isArray(value)) return quoted(`{${value.map(arrayElement).join(",")}}`);
  throw new NotLiteralError(`No SQL literal for a ${typeof value}`);
}
