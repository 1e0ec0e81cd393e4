/**
 * What this device remembers of the session for when the server cannot be asked:
 * a minimal copy of the last signed-in user (id, username, display name, access level — never a
 * token, never the e-mail or phone) and the last known sign-up setting. The copy is written on a
 * successful GET /api/user and removed on sign-out and on a real 401; it only lets the shell and
 * the screens saved on this device show while the session cannot be checked. The server still
 * decides every request.
 */
import type { AuthConfig } from "@core/schemas/config";
import type { User } from "./types";

export const STORED_USER_KEY = "cardfolio.lastUser";
export const STORED_SIGNUP_KEY = "cardfolio.signupConfig";

/** The fields kept: enough to draw the shell and apply the access policy's menus. */
export interface StoredUser {
  id: number;
  username: string;
  fullName: string | null;
  accessLevel: number;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, quota): nothing is remembered.
  }
}

/** The minimal copy of `user` that may be stored. */
function minimalUser(user: StoredUser): StoredUser {
  return { id: user.id, username: user.username, fullName: user.fullName, accessLevel: user.accessLevel };
}

function isStoredUser(value: unknown): value is StoredUser {
  const user = value as Partial<StoredUser> | null;
  return (
    typeof user === "object" &&
    user !== null &&
    typeof user.id === "number" &&
    typeof user.username === "string" &&
    user.username.length > 0 &&
    (user.fullName === null || typeof user.fullName === "string") &&
    typeof user.accessLevel === "number"
  );
}

/** Remembers the signed-in user (minimal copy); `null` (signed out, 401) forgets it. */
export function rememberUser(user: StoredUser | null): void {
  write(STORED_USER_KEY, user ? JSON.stringify(minimalUser(user)) : null);
}

export function forgetUser(): void {
  write(STORED_USER_KEY, null);
}

/** One object per stored text, so that a screen re-rendering gets the same user each time. */
let lastParsed: { raw: string; user: User } | undefined;

/**
 * The remembered user as the screens take it, or null. The fields not kept are empty: nothing
 * that needs them (the account form) can be used without the server anyway.
 */
export function storedUser(): User | null {
  const raw = read(STORED_USER_KEY);
  if (raw === null) return null;
  if (lastParsed?.raw === raw) return lastParsed.user;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStoredUser(parsed)) return null;
  const user: User = { ...minimalUser(parsed), email: "", phone: null, createdAt: "" };
  lastParsed = { raw, user };
  return user;
}

export function rememberSignupConfig(config: AuthConfig): void {
  write(STORED_SIGNUP_KEY, JSON.stringify({ allowSignup: config.allowSignup }));
}

/** The last sign-up setting the server gave, or null when none was seen on this device. */
export function storedSignupConfig(): AuthConfig | null {
  const raw = read(STORED_SIGNUP_KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as { allowSignup?: unknown };
    return typeof parsed.allowSignup === "boolean" ? { allowSignup: parsed.allowSignup } : null;
  } catch {
    return null;
  }
}
