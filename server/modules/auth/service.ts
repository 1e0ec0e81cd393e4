/** Sign-in, registration and password rules of the account layer. */
import { RESET_TOKEN_TTL_MS } from "../../../core/limits";
import type {
  LoginInput,
  RegisterInput,
  ResetConfirmInput,
  UpdatePasswordInput,
} from "../../../core/schemas/auth";
import { usernameKey } from "../../../core/username-key";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { HashingBusyError } from "../../lib/hash-limiter";
import { badRequest, forbidden } from "../../lib/http-error";
import { passwordHashing } from "../../lib/password-hashing";
import { hasPassword, needsRehash } from "../../lib/passwords";
import { hashToken, newToken } from "../../lib/tokens";
import { deleteUserSessions } from "../../plugins/sessions-repo";
import { takenConflict } from "../cards/taken-conflict";
import { deleteUserChallenges } from "../sign-in/challenges";
import { assertNamesFree } from "../user-records/assert-names-free";
import { findUserByEmail, findUserById, insertUser, updateUser } from "../user-records/repo";
import { throttleKey } from "./login-throttle";
import { consumeResetToken, deleteUserResetTokens, insertResetToken } from "./reset-repo";
import {
  checkSignInPassword,
  signInPassed as passedAllSteps,
  signInGuardOf,
  tooManyFailures,
} from "./verify-password";

export const RESET_ANSWER = "If your email is registered, you will receive a password reset link";
const INVALID_RESET_LINK = "This reset link is invalid or has expired. Please request a new one.";
const CURRENT_PASSWORD_WRONG = "Current password is incorrect";
const SIGNUP_CLOSED = "Registration is closed. Please ask an administrator to create an account for you.";

export function createAuthService(ctx: AppContext) {
  // Shared by every process when there may be several (LIMITS_STORE, server/cluster/).
  const guard = signInGuardOf(ctx);
  const logN = ctx.config.passwordScryptLogN;
  // Every hash and check waits for a core, or is turned away with 503 (decision 024).
  const passwords = passwordHashing(ctx.config.passwordHashQueue);

  /**
   * The first step of a sign-in: the password. A failure is counted and audited. Success clears
   * nothing yet: a second step may follow, and its wrong codes count on the same throttle, so
   * knowing the password never buys more guesses at the code (signInPassed clears it).
   */
  async function checkPassword(input: LoginInput, address: string): Promise<UserRow> {
    const user = await checkSignInPassword(ctx, input, address);
    // Hashes made cheaper on purpose (batch imports) get the full cost once the password is known.
    // When every core is busy, at a later sign-in: the person got in and is not turned away.
    if (needsRehash(user.password, logN)) {
      try {
        await updateUser(ctx.db, user.id, { password: await passwords.hash(input.password, logN) });
      } catch (error) {
        if (!(error instanceof HashingBusyError)) throw error;
      }
    }
    return user;
  }

  const signInPassed = (user: UserRow, address: string) => passedAllSteps(ctx, user, address);

  /** Refuses a second-step code while the account (or this address on it) is locked. */
  async function assertMayTry(user: UserRow, address: string): Promise<void> {
    const waitMs = await guard.retryAfterMs(throttleKey(user.username, address), usernameKey(user.username));
    if (waitMs > 0) throw tooManyFailures(waitMs);
  }

  /** A wrong second-step code counts as a wrong password would. */
  async function secondStepFailed(user: UserRow, address: string): Promise<void> {
    await guard.recordFailure(throttleKey(user.username, address), usernameKey(user.username));
  }

  async function register(input: RegisterInput): Promise<UserRow> {
    if (!ctx.config.allowSignup) throw forbidden(SIGNUP_CLOSED);
    await assertNamesFree(ctx.db, { username: input.username, email: input.email });
    try {
      return await insertUser(ctx.db, {
        username: input.username,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone || null,
        password: await passwords.hash(input.password, logN),
        accessLevel: 1,
      });
    } catch (error) {
      throw takenConflict(error) ?? error;
    }
  }

  /** Mails a single-use link valid for one hour; the caller answers the same either way. */
  async function requestReset(email: string): Promise<void> {
    const user = await findUserByEmail(ctx.db, email);
    // An account made to be claimed (decision 032) is taken over with its claim link only: a reset
    // link would let whoever reads that address, a stranger's when it was mistyped, skip the claim.
    if (!user || !hasPassword(user.password)) return;
    const token = newToken();
    await insertResetToken(ctx.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${ctx.config.appUrl}/reset-password?token=${token}`;
    await ctx.mailer.send({
      to: user.email,
      subject: "Reset your Cardfolio password",
      text: [
        `Hello ${user.fullName || user.username},`,
        "",
        "Someone asked to reset the password of your Cardfolio account.",
        `To choose a new password, open this link within one hour: ${link}`,
        "",
        "If it was not you, ignore this mail: your password stays as it is.",
      ].join("\n"),
    });
  }

  async function confirmReset(input: ResetConfirmInput): Promise<void> {
    const userId = await consumeResetToken(ctx.db, hashToken(input.token));
    if (userId === undefined) throw badRequest(INVALID_RESET_LINK);
    const updated = await updateUser(ctx.db, userId, {
      password: await passwords.hash(input.newPassword, logN),
    });
    // The owner proved they read their mail: a lock someone else's guesses caused ends here.
    if (updated) await guard.unlockAccount(usernameKey(updated.username));
    await deleteUserSessions(ctx.db, userId);
    await deleteUserResetTokens(ctx.db, userId);
    // A sign-in half done with the old password ends too.
    await deleteUserChallenges(ctx.db, userId);
  }

  /** Changes the password and ends every other session of the user. */
  async function updatePassword(
    user: UserRow,
    sessionId: number,
    input: UpdatePasswordInput,
  ): Promise<UserRow> {
    const current = await findUserById(ctx.db, user.id);
    if (!current || !(await passwords.verify(input.currentPassword, current.password))) {
      throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
    }
    const updated = await updateUser(ctx.db, user.id, {
      password: await passwords.hash(input.newPassword, logN),
    });
    await deleteUserSessions(ctx.db, user.id, sessionId);
    await deleteUserResetTokens(ctx.db, user.id);
    await deleteUserChallenges(ctx.db, user.id);
    return updated!;
  }

  return {
    checkPassword,
    signInPassed,
    assertMayTry,
    secondStepFailed,
    register,
    requestReset,
    confirmReset,
    updatePassword,
  };
}
