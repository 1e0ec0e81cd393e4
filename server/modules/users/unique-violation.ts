import { uniqueConstraint } from "../../db/pg-error";
import { conflict, type HttpError } from "../../lib/http-error";

/** Turns a username/email unique violation into a 409 naming the field; other errors pass through. */
export function userConflict(error: unknown): HttpError | undefined {
  const constraint = uniqueConstraint(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes("email")) {
    return conflict("That email is already in use.", { email: "That email is already in use." });
  }
  return conflict("That username is already taken.", { username: "That username is already taken." });
}
