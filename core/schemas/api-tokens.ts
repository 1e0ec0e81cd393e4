/**
 * Personal API tokens: the account page's form and list, the administrators' list, and the
 * bodies of /api/account/tokens and /api/admin/api-tokens.
 *
 * Who may create which token: every signed-in user (policy "apiTokens.create"), with any scope.
 * Each scope names actions a level-1 user can already do on their own cards in the app (read and
 * edit their card, read its analytics, work its leads, manage its webhooks), and a token never
 * grants more than its user has: every /api/v1 request is checked against the same access rules
 * as the app (core/policy.ts) with the user's level at that moment. So a level-1 token with
 * `cards:write` still cannot delete a card (level 5) or edit someone else's.
 */
import { z } from "zod";
import { API_SCOPES, API_TOKEN_MAX_DAYS, API_TOKENS_PER_USER, type ApiScope } from "../api-scopes";
import { idParamSchema } from "./ids";

/** What each scope lets a token do, one line each (the form's checkboxes and the reference page). */
export const API_SCOPE_DESCRIPTIONS: Record<ApiScope, string> = {
  "cards:read": "List and read your cards.",
  "cards:write": "Create, change and delete cards, as far as your access level allows.",
  "leads:read": "List and read the leads of your cards.",
  "leads:write": "Change a lead's status and notes.",
  "analytics:read": "Read the views, clicks, saves and visitors of your cards.",
  "webhooks:manage": "Register, change and remove webhooks, and read their deliveries.",
};

/** The expiries the form offers (days); the longest is the limit. */
export const API_TOKEN_EXPIRY_CHOICES = [30, 90, API_TOKEN_MAX_DAYS] as const;
/** A token made without `expiresInDays` lives this long. */
export const API_TOKEN_DEFAULT_DAYS = 90;
const NAME_MAX = 100;
export const API_TOKEN_LIMIT_MESSAGE = `You already have ${API_TOKENS_PER_USER} live API tokens. Revoke one you no longer use first.`;

export const createApiTokenSchema = z.object({
  name: z
    .string({ error: "Give the token a name." })
    .trim()
    .min(1, "Give the token a name.")
    .max(NAME_MAX, `A token's name is at most ${NAME_MAX} characters.`),
  scopes: z
    .array(z.enum(API_SCOPES, `Scopes are ${API_SCOPES.join(", ")}.`), {
      error: "Choose the token's scopes.",
    })
    .min(1, "Choose at least one scope.")
    .max(API_SCOPES.length, "Name each scope once.")
    .refine((scopes) => new Set(scopes).size === scopes.length, "Name each scope once."),
  expiresInDays: z
    .number({ error: "The expiry is a number of days." })
    .int("The expiry is a whole number of days.")
    .min(1, `A token lives 1 to ${API_TOKEN_MAX_DAYS} days.`)
    .max(API_TOKEN_MAX_DAYS, `A token lives 1 to ${API_TOKEN_MAX_DAYS} days.`)
    .optional(),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

/** The answer to creating a token: the token itself, this once. */
export const createdApiTokenSchema = z.object({ id: z.number(), token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

const API_TOKEN_STATUSES = ["live", "revoked", "expired"] as const;
export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];

/** A token as its lists show it; never the token or its hash. Times are ISO 8601. */
export const apiTokenSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** `cfp_` and the token's first characters, to tell tokens apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  status: z.enum(API_TOKEN_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The account's own tokens: the live ones first, then the most recent revoked or expired ones. */
export const ownApiTokensSchema = z.object({ tokens: z.array(apiTokenSchema) });
export const OWN_TOKENS_LISTED = API_TOKENS_PER_USER * 2;

const ADMIN_TOKENS_PAGE_MAX = 100;
export const adminApiTokensQuerySchema = z.object({
  /** The next page: tokens older than this id. */
  before: idParamSchema("before must be a token id").optional(),
  limit: z.coerce
    .number()
    .int(`limit must be 1 to ${ADMIN_TOKENS_PAGE_MAX}`)
    .min(1, `limit must be 1 to ${ADMIN_TOKENS_PAGE_MAX}`)
    .max(ADMIN_TOKENS_PAGE_MAX, `limit must be 1 to ${ADMIN_TOKENS_PAGE_MAX}`)
    .default(50),
});

const adminApiTokenSchema = apiTokenSchema.extend({
  owner: z.object({ id: z.number(), username: z.string() }),
});
export type AdminApiToken = z.infer<typeof adminApiTokenSchema>;
export const adminApiTokensPageSchema = z.object({
  tokens: z.array(adminApiTokenSchema),
  /** Pass as `before` for the next, older page; null on the last. */
  nextBefore: z.number().nullable(),
});
export type AdminApiTokensPage = z.infer<typeof adminApiTokensPageSchema>;

export const apiTokenParams = z.object({ id: idParamSchema("Token id must be a positive whole number") });
