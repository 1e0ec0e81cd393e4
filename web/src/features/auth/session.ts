/**
 * Checking the session with GET /api/user. A user answer is remembered on
 * this device and 401 (or no sign of a session at all, core/session-hint.ts) forgets it: only the server saying the session is gone signs the person
 * out. Any other failure (no network, a 5xx, the service worker's offline answer) leaves the
 * remembered user in place and is rethrown, so the screens can say the server was not reached.
 */
import type { AuthConfig } from "@core/schemas/config";
import { hasSignedInHint } from "@core/session-hint";
import { apiRequest } from "@/lib/api";
import { getOrNullOn401 } from "@/lib/query-client";
import { USER_PATH } from "@/lib/read-paths";
import {
  forgetUser,
  rememberSignupConfig,
  rememberUser,
  storedSignupConfig,
  storedUser,
} from "./stored-user";
import type { User } from "./types";

/** How often an unanswered session check is tried again while the banner shows. */
export const SESSION_RETRY_MS = 15_000;

/**
 * Whether this browser may be signed in: the server's hint is there. Without it there is no
 * session (a check would get a 401); never signed in where there is no document (the pages
 * written at build time, entries/prerender.tsx).
 */
export const mayBeSignedIn = (): boolean =>
  typeof document !== "undefined" && hasSignedInHint(document.cookie);

export async function checkSession(
  get: (url: string) => Promise<User | null> = getOrNullOn401<User>,
  hinted: () => boolean = mayBeSignedIn,
): Promise<User | null> {
  const user = hinted() ? await get(USER_PATH) : null;
  if (user) rememberUser(user);
  else forgetUser();
  return user;
}

/**
 * The user the screens go on with: the server's answer when there is one (null = signed out),
 * else, while the check fails, the copy remembered on this device; undefined while loading.
 */
export function userToShow(answer: User | null | undefined, checkFailed: boolean): User | null | undefined {
  if (answer !== undefined) return answer;
  return checkFailed ? storedUser() : undefined;
}

/** GET /api/config/auth, or the last answer seen on this device when the server cannot be reached. */
export async function loadSignupConfig(
  get: (url: string) => Promise<AuthConfig> = (url) => apiRequest<AuthConfig>("GET", url),
): Promise<AuthConfig> {
  try {
    const config = await get("/api/config/auth");
    rememberSignupConfig(config);
    return config;
  } catch (error) {
    const saved = storedSignupConfig();
    if (saved) return saved;
    throw error;
  }
}
