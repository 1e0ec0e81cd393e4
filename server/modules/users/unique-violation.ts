import { conflict, type HttpError } from "../../lib/http-error";

/** Postgres reports a unique violation as 23505 with the index name in `constraint`. */
function uniqueConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  // drizzle wraps driver errors; the Postgres error may be the cause.
  for (let depth = 0; current && depth < 3; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === "23505") return e.constraint ?? "";
    current = e.cause;
  }
  return undefined;
}

/** Turns a username/email unique violation into a 409 naming the field; other errors pass through. */
export function userConflict(error: unknown): HttpError | undefined {
  const constraint = uniqueConstraint(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes("email")) {
    return conflict("That email is already in use.", { email: "That email is already in use." });
  }
  return conflict("That username is already taken.", { username: "That username is already taken." });
}
