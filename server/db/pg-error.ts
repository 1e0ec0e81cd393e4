/**
 * What PostgreSQL said when a write failed, read the same way for both drivers: drizzle wraps
 * the driver's error, so the PostgreSQL error (with its SQLSTATE `code` and, for constraint
 * violations, the `constraint` name) may be a cause a level or two down.
 */
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

/** The error in `error`'s chain of causes whose SQLSTATE is `code`, if any. */
function withCode(error: unknown, code: string): { constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const e = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (e.code === code) return e;
    current = e.cause;
  }
  return undefined;
}

/** The index a unique violation names ("" when unnamed), or undefined for any other error. */
export function uniqueConstraint(error: unknown): string | undefined {
  const found = withCode(error, UNIQUE_VIOLATION);
  return found ? (found.constraint ?? "") : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueConstraint(error) !== undefined;
}

/** A row names another that is not there (e.g. an event for a card deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return withCode(error, FOREIGN_KEY_VIOLATION) !== undefined;
}
