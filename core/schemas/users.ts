/**
 * User management (spec 001 §2 "User management", §5 "User form", §7): the create/edit
 * dialog and the bodies of POST /api/users and PATCH /api/users/{id}, plus the list query
 * and the shapes the API answers with. The same schemas validate the form and the routes.
 */
import { z } from "zod";
import { MAX_LEVEL, MIN_LEVEL, managesLevel } from "../access";
import { FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../limits";
import { emailSchema, usernameSchema } from "./auth";
import { slugSchema } from "./card";

export const FULL_NAME_MIN = 2;
export const USERS_PAGE_SIZE_DEFAULT = 50;
export const USERS_PAGE_SIZE_MAX = 200;
export const USERS_SEARCH_MAX = 100;

export const USER_MESSAGES = {
  username: "Username must be at least 3 characters",
  email: "Please enter a valid email",
  fullName: "Full name must be at least 2 characters",
  password: "Password must be at least 6 characters",
  accessLevel: "Access level must be a number from 1 to 5",
  cardSlug: "Slug must be at least 3 characters",
} as const;

export const userFullNameSchema = z
  .string({ error: USER_MESSAGES.fullName })
  .trim()
  .min(FULL_NAME_MIN, USER_MESSAGES.fullName)
  .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`);

export const userPasswordSchema = z
  .string({ error: USER_MESSAGES.password })
  .min(PASSWORD_MIN, USER_MESSAGES.password)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const accessLevelSchema = z
  .number({ error: USER_MESSAGES.accessLevel })
  .int(USER_MESSAGES.accessLevel)
  .min(MIN_LEVEL, USER_MESSAGES.accessLevel)
  .max(MAX_LEVEL, USER_MESSAGES.accessLevel);

/** Blank (or absent, or null) means "not given"; otherwise the card slug rules apply. */
const optionalSlug = z
  .string({ error: USER_MESSAGES.cardSlug })
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(slugSchema.optional())
  .nullish()
  .transform((v) => v ?? undefined);

/** Blank, absent or null password means "keep the current one" (edit only). */
const optionalPassword = z
  .string({ error: USER_MESSAGES.password })
  .transform((v) => (v === "" ? undefined : v))
  .pipe(userPasswordSchema.optional())
  .nullish()
  .transform((v) => v ?? undefined);

/** POST /api/users and the dialog in create mode. */
export const createUserSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  fullName: userFullNameSchema,
  password: userPasswordSchema,
  accessLevel: accessLevelSchema.default(1),
  cardSlug: optionalSlug,
});
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserValues = z.output<typeof createUserSchema>;

/** PATCH /api/users/{id} and the dialog in edit mode: every field optional; blank password keeps it. */
export const updateUserSchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  fullName: userFullNameSchema.optional(),
  password: optionalPassword,
  accessLevel: accessLevelSchema.optional(),
  cardSlug: optionalSlug,
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUserValues = z.output<typeof updateUserSchema>;

const PAGE_MESSAGE = "Page must be a whole number from 1";
const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${USERS_PAGE_SIZE_MAX}`;

/** GET /api/users query. Without page/pageSize the answer is the spec's plain list (bounded). */
export const listUsersQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(USERS_SEARCH_MAX, `Search must be at most ${USERS_SEARCH_MAX} characters`)
    .optional(),
  page: z.coerce
    .number(PAGE_MESSAGE)
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(1_000_000, PAGE_MESSAGE)
    .optional(),
  pageSize: z.coerce
    .number(PAGE_SIZE_MESSAGE)
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(USERS_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)
    .optional(),
});
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;

/** One row of the users table (spec 001 §7 GET /api/users). */
export interface UserListItem {
  id: number;
  username: string;
  fullName: string | null;
  email: string;
  cardSlug: string | null;
  accessLevel: number;
}

/** GET /api/users?page=..&pageSize=..[&search=..] */
export interface UsersPage {
  users: UserListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** Why a bulk row was not created. */
export const BULK_REASONS = [
  "invalid",
  "duplicate_in_file",
  "username_taken",
  "email_taken",
  "slug_taken",
  "level_not_allowed",
] as const;
export type BulkReason = (typeof BULK_REASONS)[number];

/** One entry per submitted row, in the order sent (`index` is the position in `users`). */
export type BulkRowResult =
  | { index: number; username: string; status: "created"; id: number; cardSlug: string }
  | { index: number; username: string; status: "skipped"; reason: BulkReason; message: string };

/** POST /api/users/bulk answer. */
export interface BulkUploadResult {
  created: number;
  skipped: number;
  results: BulkRowResult[];
}

/**
 * POST /api/users/bulk with `Accept: application/x-ndjson` answers 200 with one JSON event per
 * line while it works (decision 004): progress of each phase, then the result or an error.
 * Without that header the answer is the plain BulkUploadResult.
 */
export const BULK_PROGRESS_MEDIA_TYPE = "application/x-ndjson";
export type BulkPhase = "checking" | "hashing" | "saving";
export interface BulkProgress {
  phase: BulkPhase;
  /** Rows of this phase done so far, out of `total`. */
  done: number;
  total: number;
}
export type BulkStreamEvent =
  | ({ type: "progress" } & BulkProgress)
  | { type: "result"; result: BulkUploadResult }
  | { type: "error"; status: number; message: string };

/* ---- Who may do what (spec 001 §6; enforced by the server, mirrored by the screen) ---- */

interface Actor {
  id: number;
  accessLevel: number;
}

export const USERS_DENIAL =
  "Access Denied: You do not have permission to view this page. This page requires admin privileges. Please contact your administrator.";
export const LEVEL_ABOVE_OWN = "You cannot give a user an access level above your own.";
export const TARGET_ABOVE_OWN = "You cannot change a user whose access level is above your own.";
export const DELETE_ABOVE_OWN = "You cannot delete a user whose access level is above your own.";
export const OWN_LEVEL_FIXED = "You cannot change your own access level.";
export const LEVEL_OF_PEER = "You can only give access levels below your own.";
export const TARGET_PEER = "You cannot change another user at your own access level.";
export const DELETE_PEER = "You cannot delete another user at your own access level.";
export const FIRST_USER_KEPT = "The first administrator account cannot be deleted.";
export const SELF_DELETE_HERE = "You cannot delete your own account here. Use Account settings to delete it.";

/** Why `actor` may not give `level` (create, edit, bulk), or undefined. */
export function levelDenial(actor: Actor, level: number): string | undefined {
  if (managesLevel(actor, level)) return undefined;
  return level > actor.accessLevel ? LEVEL_ABOVE_OWN : LEVEL_OF_PEER;
}

/** The levels `actor` may give: those below their own, or every level for level 5. */
export function assignableLevels(actor: Actor): number[] {
  return [1, 2, 3, 4, 5].filter((level) => levelDenial(actor, level) === undefined);
}

/** Why `actor` may not edit `target` (with `nextLevel`, if changing it), or undefined. */
export function userEditDenial(actor: Actor, target: Actor, nextLevel?: number): string | undefined {
  const self = actor.id === target.id;
  if (!self && !managesLevel(actor, target.accessLevel)) {
    return target.accessLevel > actor.accessLevel ? TARGET_ABOVE_OWN : TARGET_PEER;
  }
  if (nextLevel !== undefined && nextLevel !== target.accessLevel) {
    if (self) return OWN_LEVEL_FIXED;
    return levelDenial(actor, nextLevel);
  }
  return undefined;
}

/** Why `actor` may not delete `target`, or undefined. */
export function userDeleteDenial(actor: Actor, target: Actor): string | undefined {
  if (target.id === 1) return FIRST_USER_KEPT;
  if (actor.id === target.id) return SELF_DELETE_HERE;
  if (!managesLevel(actor, target.accessLevel)) {
    return target.accessLevel > actor.accessLevel ? DELETE_ABOVE_OWN : DELETE_PEER;
  }
  return undefined;
}
