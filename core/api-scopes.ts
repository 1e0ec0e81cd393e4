/**
 * What a personal API token may do (the open API under /api/v1). A token acts as its user, never
 * beyond the user's own access rules, and only where one of its scopes names the action.
 */
export const API_SCOPES = [
  "cards:read",
  "cards:write",
  "leads:read",
  "leads:write",
  "analytics:read",
  "webhooks:manage",
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Tokens begin with this, so a leaked one is recognised by secret scanners and people alike. */
export const API_TOKEN_PREFIX = "cfp_";
/** A user holds at most this many live tokens. */
export const API_TOKENS_PER_USER = 50;
/** A token lives at most this long (days); the form offers shorter ones. */
export const API_TOKEN_MAX_DAYS = 365;
