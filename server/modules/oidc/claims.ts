/**
 * What the provider says of a person, read into what an account here holds: the return path of
 * the flow, the access level from the person's groups, a username that follows the username
 * rules, the email and the full name, each cut to its column. Pure functions, tested alone.
 */
import { FULL_NAME_MAX, USERNAME_MAX, USERNAME_MIN } from "../../../core/limits";
import { emailSchema } from "../../../core/schemas/auth";
import type { OidcConfig } from "../../config";

const DEFAULT_RETURN_PATH = "/dashboard";
const RETURN_PATH_MAX = 500;
const PLACEHOLDER_ORIGIN = "http://return.invalid";

/**
 * Where to go after signing in: a path of this site only ("/cards?x=1"), never another site
 * ("//evil.example", "/\evil.example", "https://…"), never the API; else the dashboard.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > RETURN_PATH_MAX) {
    return DEFAULT_RETURN_PATH;
  }
  // Browsers read a backslash as a slash, so "/\evil.example" would leave the site.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!value.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith("//")) {
    return DEFAULT_RETURN_PATH;
  }
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith("/api/")) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** At most this many groups are read from the claim, each at most this long. */
const GROUPS_MAX = 1000;
const GROUP_NAME_MAX = 300;

/**
 * The access level the person's groups give: the highest level OIDC_GROUP_LEVELS maps any of
 * them to, or OIDC_DEFAULT_LEVEL when none is mapped. Undefined when no mapping is configured or
 * the provider did not send the claim: then nothing is known, and an account keeps its level.
 */
export function levelFromGroups(
  claims: Record<string, unknown>,
  settings: Pick<OidcConfig, "groupsClaim" | "groupLevels" | "defaultLevel">,
): number | undefined {
  if (settings.groupLevels.size === 0) return undefined;
  const claim = claims[settings.groupsClaim];
  let groups: unknown[];
  if (Array.isArray(claim)) groups = claim.slice(0, GROUPS_MAX);
  else if (typeof claim === "string") groups = [claim];
  else return undefined;
  let level: number | undefined;
  for (const group of groups) {
    if (typeof group !== "string" || group.length > GROUP_NAME_MAX) continue;
    const mapped = settings.groupLevels.get(group);
    if (mapped !== undefined && (level === undefined || mapped > level)) level = mapped;
  }
  return level ?? settings.defaultLevel;
}

const USERNAME_FALLBACK = "user";

/**
 * A username made of the claims under the username rules (3-20 of letters, digits, ".", "-",
 * "_"): preferred_username, else the email's local part; accents dropped, other characters
 * left out. A preferred_username that is an email address (as some providers send) gives its
 * local part.
 */
export function usernameBase(claims: Record<string, unknown>): string {
  const preferred = typeof claims.preferred_username === "string" ? claims.preferred_username : "";
  const email = typeof claims.email === "string" ? claims.email : "";
  const source = localPart(preferred.slice(0, 300)) || localPart(email.slice(0, 300));
  const cleaned = source
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, ".")
    .replace(/[^A-Za-z0-9._-]/g, "")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, USERNAME_MAX);
  return cleaned.length >= USERNAME_MIN ? cleaned : USERNAME_FALLBACK;
}

function localPart(text: string): string {
  const at = text.lastIndexOf("@");
  return (at === -1 ? text : text.slice(0, at)).trim();
}

/** The `attempt`-th name to try for `base`: the base itself, then base2, base3… within 20 characters. */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  const suffix = String(attempt + 1);
  return `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
}

/** The email of the claims if it passes the rule every account's email passes; else undefined. */
export function emailOf(claims: Record<string, unknown>): string | undefined {
  const parsed = emailSchema.safeParse(claims.email);
  return parsed.success ? parsed.data : undefined;
}

/** Whether the provider vouches for the email (some send the string "true"). */
export function emailVerified(claims: Record<string, unknown>): boolean {
  return claims.email_verified === true || claims.email_verified === "true";
}

/** The full name, cut to its column; null when there is none. */
export function fullNameOf(claims: Record<string, unknown>): string | null {
  const name = typeof claims.name === "string" ? claims.name.trim().slice(0, FULL_NAME_MAX).trim() : "";
  return name || null;
}
