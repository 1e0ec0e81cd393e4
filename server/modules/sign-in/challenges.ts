/**
 * Sign-in challenges (decision 033): a sign-in between its steps. The first step (a password,
 * the start of a passkey's or the provider's flow) stores a row and hands its token to the
 * browser in the `cf_signin` cookie; the next step reads the row by that cookie, counts its
 * attempts and takes it once. The database keeps only the token's SHA-256.
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { signInChallenges } from "../../db/schema";
import { hashToken, newToken } from "../../lib/tokens";

export const SIGN_IN_COOKIE = "cf_signin";

export type ChallengePurpose =
  /** The password was right; a code from the authenticator app (or a recovery code) is awaited. */
  | "second-step"
  /** The password was right, but the account's level requires a second step it has not set up. */
  | "setup-required"
  /** A signed-in person is adding a passkey. */
  | "passkey-register"
  /** Someone is signing in with a passkey, nobody known yet. */
  | "passkey-sign-in"
  /** The browser was sent to the identity provider. */
  | "oidc"
  /** The provider vouched for someone whose existing account must prove itself with its password. */
  | "oidc-link";

export interface Challenge {
  id: number;
  userId: number | null;
  purpose: ChallengePurpose;
  data: Record<string, unknown>;
  attempts: number;
}

/** How long each kind of challenge lasts. */
const CHALLENGE_TTL_MS: Record<ChallengePurpose, number> = {
  "second-step": 5 * 60_000,
  "setup-required": 10 * 60_000,
  "passkey-register": 5 * 60_000,
  "passkey-sign-in": 5 * 60_000,
  oidc: 10 * 60_000,
  "oidc-link": 10 * 60_000,
};

/** Wrong answers a challenge takes before it is dropped and the sign-in starts over. */
const CHALLENGE_MAX_ATTEMPTS = 5;

/**
 * Stores a challenge and sets its cookie; a challenge the browser held before is dropped.
 * SameSite=Lax, not Strict: the provider's redirect back to the callback is a cross-site
 * navigation, which a Strict cookie would not follow.
 */
export async function beginChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  challenge: { userId: number | null; purpose: ChallengePurpose; data?: Record<string, unknown> },
): Promise<void> {
  await dropChallenge(ctx, request, reply);
  const token = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS[challenge.purpose]);
  await ctx.db.insert(signInChallenges).values({
    tokenHash: hashToken(token),
    userId: challenge.userId,
    purpose: challenge.purpose,
    data: challenge.data ?? {},
    expiresAt,
  });
  reply.setCookie(SIGN_IN_COOKIE, token, {
    path: "/api",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.cookieSecure,
    expires: expiresAt,
  });
}

function challengeTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header?.includes(SIGN_IN_COOKIE)) return undefined;
  const token = request.server.parseCookie(header)[SIGN_IN_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

/** The browser's live challenge of one of `purposes`, or undefined. */
export async function readChallenge(
  db: Db,
  request: FastifyRequest,
  purposes: readonly ChallengePurpose[],
): Promise<Challenge | undefined> {
  const token = challengeTokenOf(request);
  if (!token) return undefined;
  const [row] = await db
    .select({
      id: signInChallenges.id,
      userId: signInChallenges.userId,
      purpose: signInChallenges.purpose,
      data: signInChallenges.data,
      attempts: signInChallenges.attempts,
    })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, hashToken(token)), gt(signInChallenges.expiresAt, new Date())))
    .limit(1);
  if (!row || !purposes.includes(row.purpose as ChallengePurpose)) return undefined;
  return row as Challenge;
}

/**
 * Counts a wrong answer. False when that was the last one allowed: the challenge is then gone,
 * and the sign-in starts over from its first step.
 */
export async function countWrongAnswer(db: Db, challengeId: number): Promise<boolean> {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(eq(signInChallenges.id, challengeId), lt(signInChallenges.attempts, CHALLENGE_MAX_ATTEMPTS - 1)),
    )
    .returning({ attempts: signInChallenges.attempts });
  if (row) return true;
  await db.delete(signInChallenges).where(eq(signInChallenges.id, challengeId));
  return false;
}

/**
 * Takes the challenge for good: true for exactly one of two requests racing with the same
 * cookie, so one challenge never finishes two sign-ins.
 */
export async function takeChallenge(db: Db, challengeId: number): Promise<boolean> {
  const taken = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, challengeId))
    .returning({ id: signInChallenges.id });
  return taken.length === 1;
}

/** Forgets the browser's challenge, if any, and clears its cookie. */
async function dropChallenge(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = challengeTokenOf(request);
  if (!token) return;
  await ctx.db.delete(signInChallenges).where(eq(signInChallenges.tokenHash, hashToken(token)));
  reply.clearCookie(SIGN_IN_COOKIE, { path: "/api" });
}

export function clearChallengeCookie(reply: FastifyReply): void {
  reply.clearCookie(SIGN_IN_COOKIE, { path: "/api" });
}

/** Ends every sign-in under way for the account (its password changed). */
export async function deleteUserChallenges(db: Db, userId: number): Promise<void> {
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
}

/** The expired-rows purge's part. */
export async function deleteExpiredChallenges(db: Db): Promise<void> {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date()));
}
