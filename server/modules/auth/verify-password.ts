/**
 * The first step of every password sign-in: POST /api/login, and single sign-on's "Link your
 * account" step (modules/oidc/), which proves an account with its password once. Both count
 * failures on the one guard (per account and address, and the account's lock), so the link step
 * is no second door for guessing, and a lock from either holds for both. Success clears nothing:
 * a second step may follow, and signInPassed clears the counts once every step is done.
 */
import type { LoginInput } from "../../../core/schemas/auth";
import { usernameKey } from "../../../core/username-key";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { tooManyRequests, unauthorized } from "../../lib/http-error";
import { passwordHashing } from "../../lib/password-hashing";
import { recordAudit } from "../audit/record";
import { findUserByUsername } from "../user-records/repo";
import { databaseSignInGuard } from "./database-sign-in-guard";
import { throttleKey } from "./login-throttle";
import { memorySignInGuard, type SignInGuard } from "./sign-in-guard";

const INVALID_CREDENTIALS = "Invalid username or password";

export function tooManyFailures(waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return tooManyRequests(
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/**
 * The app's one sign-in guard: in memory the counts live in the guard object, so login and every
 * other password check of the app must share it to count together. Shared by every process when
 * there may be several (LIMITS_STORE, server/cluster/).
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
 * failure counted and audited; 429 while the throttle holds. Takes as long for an unknown account
 * or a cheaply hashed one as for any other (verifyAtCost).
 */
export async function checkSignInPassword(
  ctx: AppContext,
  input: LoginInput,
  address: string,
  accepts: (user: UserRow) => boolean = () => true,
): Promise<UserRow> {
  const guard = signInGuardOf(ctx);
  // Unknown accounts are counted too, so a lock never tells which accounts exist.
  const account = usernameKey(input.username);
  const key = throttleKey(input.username, address);
  const waitMs = await guard.retryAfterMs(key, account);
  if (waitMs > 0) throw tooManyFailures(waitMs);
  const user = await findUserByUsername(ctx.db, input.username);
  const passwords = passwordHashing(ctx.config.passwordHashQueue);
  const valid = await passwords.verifyAtCost(input.password, user?.password, ctx.config.passwordScryptLogN);
  if (!user || !valid || !accepts(user)) {
    await guard.recordFailure(key, account);
    await recordAudit(ctx.db, {
      action: "sign-in",
      outcome: "failure",
      method: "password",
      // The account tried, not who tried it: a failure's actor is unknown.
      subject: user ?? { name: input.username.trim() },
      ip: address,
      details: { reason: !user ? "unknown-account" : valid ? "not-this-account" : "wrong-password" },
    });
    throw unauthorized(INVALID_CREDENTIALS);
  }
  return user;
}

/** Every step of a sign-in passed: the account's and the address's failures are forgotten. */
export async function signInPassed(ctx: AppContext, user: UserRow, address: string): Promise<void> {
  await signInGuardOf(ctx).reset(throttleKey(user.username, address), usernameKey(user.username));
}

/** A wrong second-step code, after a right password, counts as a wrong password would. */
export async function countSignInFailure(ctx: AppContext, user: UserRow, address: string): Promise<void> {
  await signInGuardOf(ctx).recordFailure(throttleKey(user.username, address), usernameKey(user.username));
}
