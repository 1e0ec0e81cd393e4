/** Postgres reports a unique violation as 23505 with the index name in `constraint`. */
export function uniqueConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  // drizzle wraps driver errors; the Postgres error may be the cause.
  for (let depth = 0; current && depth < 3; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === "23505") return e.constraint ?? "";
    current = e.cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueConstraint(error) !== undefined;
}
