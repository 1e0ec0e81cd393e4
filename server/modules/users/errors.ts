/**
 * The errors of user accounts, each text written once: registration, the profile, user
 * management and the batch upload (spec 000 §2, §4; spec 001 §2, §4, §7) answer with these.
 */
import { uniqueConstraint } from "../../db/pg-error";
import { badRequest, conflict, forbidden, type HttpError, notFound } from "../../lib/http-error";
import { type SlugField, slugTaken } from "../cards/errors";

const USER_NOT_FOUND = "User not found";
export const USERNAME_TAKEN = "That username is already taken.";
export const EMAIL_IN_USE = "That email is already in use.";
const LAST_ADMIN_KEPT = "The last Admin account cannot be deleted. Make another user an Admin first.";

export const userNotFound = () => notFound(USER_NOT_FOUND);
export const usernameTaken = () => conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
export const emailInUse = () => conflict(EMAIL_IN_USE, { email: EMAIL_IN_USE });
export const lastAdminKept = () => forbidden(LAST_ADMIN_KEPT);

/**
 * A unique violation met by a write (another request took the name or card URL between the
 * check and the write) as the same 409 the check gives; undefined for any other error.
 * `slugField` is the form field a taken card URL is shown on.
 */
export function takenConflict(error: unknown, slugField: SlugField = "cardSlug"): HttpError | undefined {
  const constraint = uniqueConstraint(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes("slug")) return slugTaken(slugField);
  if (constraint.includes("email")) return emailInUse();
  return usernameTaken();
}

/* ---- The batch upload (spec 001 §2, §4) ---- */

export const BULK_EMPTY = "No users to upload: the list is empty.";
const BULK_RACE =
  "Some of these users or card URLs were created by someone else during the upload. Nothing was imported; please try again.";
/** Why a row was skipped: its card URL is taken (the row itself cannot be changed, so no "choose another"). */
export const BULK_SLUG_TAKEN = "That card URL is already taken.";
const BULK_NO_FREE_SLUGS = "Could not find free card URLs for every user; please try again.";

export const bulkEmpty = () => badRequest(BULK_EMPTY);
export const bulkRace = () => conflict(BULK_RACE);
export const bulkNoFreeSlugs = () => conflict(BULK_NO_FREE_SLUGS);
