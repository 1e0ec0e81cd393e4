/**
 * User management: the create/edit dialog and the bodies of POST /api/users and
 * PATCH /api/users/{id}, plus the list query and the shapes the API answers with. The same
 * schemas validate the form and the routes.
 */
import { z } from "zod";
import { MAX_LEVEL, MIN_LEVEL } from "../access";
import { FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../limits";
import { emailSchema, usernameSchema } from "./auth";
import { slugSchema } from "./card";
import { idSchema } from "./ids";

const FULL_NAME_MIN = 2;
export const USERS_PAGE_SIZE_DEFAULT = 50;
const USERS_PAGE_SIZE_MAX = 200;
export const USERS_SEARCH_MAX = 100;

const USER_MESSAGES = {
  username: "Username must be at least 3 characters",
  email: "Please enter a valid email",
  fullName: "Full name must be at least 2 characters",
  password: "Password must be at least 6 characters",
  accessLevel: "Access level must be a number from 1 to 5",
  cardSlug: "Slug must be at least 3 characters",
} as const;

/** User management's full name, also an invitation's (core/schemas/claims.ts). */
export const userFullNameSchema = z
  .string({ error: USER_MESSAGES.fullName })
  .trim()
  .min(FULL_NAME_MIN, USER_MESSAGES.fullName)
  .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`);

const userPasswordSchema = z
  .string({ error: USER_MESSAGES.password })
  .min(PASSWORD_MIN, USER_MESSAGES.password)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const accessLevelSchema = z
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

/** One row of the users table (GET /api/users); also what create and edit answer. */
export const userListItemSchema = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  cardSlug: z.string().nullable(),
  accessLevel: z.number(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** GET /api/users?page=..&pageSize=..[&search=..] */
const usersPageSchema = z.object({
  users: z.array(userListItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type UsersPage = z.infer<typeof usersPageSchema>;

/** GET /api/users: the spec's plain list without paging parameters, else one page. */
export const usersListAnswerSchema = z.union([z.array(userListItemSchema), usersPageSchema]);

/**
 * POST /api/users/bulk and /bulk/check: the rows (each checked on its own, so one bad row does
 * not refuse the rest) and, for an upload made for an organisation, its id: every created
 * person joins it as a member, in the row's team, with a card from the row's template.
 */
export const bulkBodySchema = z.object({
  users: z.array(z.unknown(), { error: "users must be a list" }),
  organizationId: idSchema("Organisation id must be a positive whole number").optional(),
});

/** Why a bulk row was not created. The last two: a name the organisation has no template or team of. */
const BULK_REASONS = [
  "invalid",
  "duplicate_in_file",
  "username_taken",
  "email_taken",
  "slug_taken",
  "level_not_allowed",
  "template_not_found",
  "team_not_found",
] as const;
export type BulkReason = (typeof BULK_REASONS)[number];

/** One entry per submitted row, in the order sent (`index` is the position in `users`). */
const bulkRowResultSchema = z.discriminatedUnion("status", [
  z.object({
    index: z.number(),
    username: z.string(),
    status: z.literal("created"),
    id: z.number(),
    cardSlug: z.string(),
  }),
  z.object({
    index: z.number(),
    username: z.string(),
    status: z.literal("skipped"),
    reason: z.enum(BULK_REASONS),
    message: z.string(),
  }),
]);
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

/** POST /api/users/bulk answer. */
export const bulkUploadResultSchema = z.object({
  created: z.number(),
  skipped: z.number(),
  results: z.array(bulkRowResultSchema),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

/**
 * POST /api/users/bulk/check answer: the upload's checks run without writing anything (a dry
 * run), one entry per submitted row; an invalid row has the reason and message the upload
 * would give it.
 */
const bulkCheckRowSchema = z.discriminatedUnion("status", [
  z.object({
    index: z.number(),
    username: z.string(),
    status: z.literal("valid"),
    /** In an organisation's upload: the names, as the organisation spells them, the row will use. */
    template: z.string().optional(),
    team: z.string().optional(),
  }),
  z.object({
    index: z.number(),
    username: z.string(),
    status: z.literal("invalid"),
    reason: z.enum(BULK_REASONS),
    message: z.string(),
  }),
]);
export type BulkCheckRow = z.infer<typeof bulkCheckRowSchema>;
export const bulkCheckResultSchema = z.object({
  valid: z.number(),
  invalid: z.number(),
  results: z.array(bulkCheckRowSchema),
});
export type BulkCheckResult = z.infer<typeof bulkCheckResultSchema>;

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
