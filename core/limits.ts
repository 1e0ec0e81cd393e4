/** Limits and constants of the product, and our own length bounds. */
export const PRODUCT_NAME = "Cardfolio";
/** Prefix of downloaded files such as `cardfolio-{slug}.png`. */
export const PRODUCT_FILE_PREFIX = "cardfolio";

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
/** Upper bound so a hash cannot be made to run on megabytes of input. */
export const PASSWORD_MAX = 200;
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 40;
/** A card's slug, the last part of /view/{slug}. */
export const SLUG_MIN = 3;
export const SLUG_MAX = 60;

export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const MOBILE_BREAKPOINT_PX = 768;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A session's "last seen" is written again only once it is this old: at most one write per
 * session per five minutes, so signed-in reads stay reads.
 */
export const SESSION_SEEN_EVERY_MS = 5 * 60 * 1000;
/** The account page lists at most this many sessions, the most recently used first. */
export const SESSIONS_LISTED_MAX = 100;

/** Sign-in throttling: failures of one username from one address within the window. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Sign-in back-off per account, whatever the address: after this many failures each further
 * one locks the account's sign-in twice as long as the last, from 1 s up to 15 minutes.
 * Failures are forgotten after a day without one; a success or a reset by mail clears them.
 */
export const ACCOUNT_FREE_FAILURES = 10;
export const ACCOUNT_BASE_LOCK_MS = 1000;
export const ACCOUNT_MAX_LOCK_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
