/**
 * A password checked on the sign-in throttle outside POST /api/login: single sign-on's "Link your
 * account" step (modules/oidc/) proves the account with its password once. It counts failures
 * on the very guard login counts on (per account and address, and the account's lock), so the
 * link step is no second door for guessing, and a lock from either holds for both.
 */
import type { LoginInput } from "../../../core/schemas/auth";
import { usernameKey } from "../../../core/username-key";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { tooManyRequests, unauthorized } from "../../lib/http-error";
import { passwordHashing } from "../../lib/password-hashing";
import { findUserByUsername } from "../user-records/repo";
import { databaseSignInGuard } from "./database-sign-in-guard";
import { throttleKey } from "./login-throttle";
import { memorySignInGuard, type SignInGuard } from "./sign-in-guard";

const INVALID_CREDENTIALS = "Invalid username or password";

function tooManyFailures(waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return tooManyRequests(
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/**
 * The app's one sign-in guard: in memory the counts live in the guard object, so login and every
 * other password check of the app must share it to count together.
 */
const memoryGuards = new WeakMap<AppContext, SignInGuard>();

export function signInGuardOf(ctx: AppContext): SignInGuard {
  if (ctx.config.limitsStore !== "memory") return databaseSignInGuard(ctx.db);
  let guard = memoryGuards.get(ctx);
  if (!guard) {
    guard = memorySignInGuard();
    memoryGuards.set(ctx, guard);
  }
  return guard;
}

/**
 * The account whose password `input` proves, if `accepts` it: else 401 with login's words, the
 * failure counted; 429 while the throttle holds. Takes as long for an unknown account as for a
 * known one (verifyAtCost), as login does.
 */
export async function verifySignInPassword(
  ctx: AppContext,
  input: LoginInput,
  address: string,
  accepts: (user: UserRow) => boolean = () => true,
): Promise<UserRow> {
  const guard = signInGuardOf(ctx);
  const account = usernameKey(input.username);
  const key = throttleKey(input.username, address);
  const waitMs = await guard.retryAfterMs(key, account);
  if (waitMs > 0) throw tooManyFailures(waitMs);
  const user = await findUserByUsername(ctx.db, input.username);
  const passwords = passwordHashing(ctx.config.passwordHashQueue);
  const valid = await passwords.verifyAtCost(input.password, user?.password, ctx.config.passwordScryptLogN);
  if (!user || !valid || !accepts(user)) {
    await guard.recordFailure(key, account);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await guard.reset(key, account);
  return user;
}
