/**
 * A write that meets a unique index (another request took the name or card URL between the
 * service's check and its write) answers the same 409 the check gives: a taken card URL on the
 * form field `slugField`, a taken email, or a taken username; undefined for any other error.
 * Every service that writes names or slugs in a transaction (registration, the profile, user
 * management, cards) passes its failure through here. It sits with cards, which build on the user
 * records, so it may name both kinds of conflict.
 */
import { uniqueConstraint } from "../../db/pg-error";
import type { HttpError } from "../../lib/http-error";
import { emailInUse, usernameTaken } from "../user-records/errors";
import { type SlugField, slugTaken } from "./errors";

export function takenConflict(error: unknown, slugField: SlugField = "cardSlug"): HttpError | undefined {
  const constraint = uniqueConstraint(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes("slug")) return slugTaken(slugField);
  if (constraint.includes("email")) return emailInUse();
  return usernameTaken();
}
