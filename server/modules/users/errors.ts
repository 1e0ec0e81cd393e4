/**
 * The errors of user management, each text written once: the last administrator kept, and the
 * batch upload's. An account's own errors (not found, name taken) are the user
 * records' (modules/user-records/errors.ts).
 */
import { badRequest, conflict, forbidden } from "../../lib/http-error";

const LAST_ADMIN_KEPT = "The last Admin account cannot be deleted. Make another user an Admin first.";

export const lastAdminKept = () => forbidden(LAST_ADMIN_KEPT);

/* ---- The batch upload ---- */

export const BULK_EMPTY = "No users to upload: the list is empty.";
const BULK_RACE =
  "Some of these users or card URLs were created by someone else during the upload. Nothing was imported; please try again.";
/** Why a row was skipped: its card URL is taken (the row itself cannot be changed, so no "choose another"). */
export const BULK_SLUG_TAKEN = "That card URL is already taken.";
const BULK_NO_FREE_SLUGS = "Could not find free card URLs for every user; please try again.";
const BULK_ORG_CHANGED =
  "The organisation, or a template or team the file names, was deleted during the upload. Nothing was imported; please check the file again.";

export const bulkEmpty = () => badRequest(BULK_EMPTY);
export const bulkRace = () => conflict(BULK_RACE);
export const bulkNoFreeSlugs = () => conflict(BULK_NO_FREE_SLUGS);
export const bulkOrgChanged = () => conflict(BULK_ORG_CHANGED);
