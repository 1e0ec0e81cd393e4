/**
 * The WebAuthn challenge a passkey answer must sign, kept in the browser's sign-in challenge.
 * Taken before the answer is checked: of two requests with one challenge one goes on, and an
 * answer is never checked twice (a replayed one finds no challenge).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { clearChallengeCookie, readChallenge, takeChallenge } from "../sign-in/challenges";

/** The expected challenge, taken for good; undefined when there is none to take (for `userId`, when given). */
export async function takeWebAuthnChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: "passkey-register" | "passkey-sign-in",
  userId?: number,
): Promise<string | undefined> {
  const challenge = await readChallenge(ctx.db, request, [purpose]);
  const expected = challenge?.data.challenge;
  if (!challenge || (userId !== undefined && challenge.userId !== userId) || typeof expected !== "string") {
    return undefined;
  }
  if (!(await takeChallenge(ctx.db, challenge.id))) return undefined;
  clearChallengeCookie(reply);
  return expected;
}
