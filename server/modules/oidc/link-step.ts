/**
 * "Link your account": the provider vouched for someone whose email an existing account holds,
 * and nothing yet proves that account is theirs. Its password, typed once, does: then the
 * identity is linked for good and the person signed in. The password is checked on the sign-in
 * throttle (auth/verify-password.ts), and the step's challenge takes at most 5 wrong answers.
 * Only the account the callback offered (the one holding the provider's email) can be linked.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SsoLinkInput } from "../../../core/schemas/sso";
import type { AppContext } from "../../context";
import { badRequest, conflict, HttpError, unauthorized } from "../../lib/http-error";
import { checkSignInPassword, countSignInFailure, signInPassed } from "../auth/verify-password";
import { createMfaService, WRONG_CODE } from "../mfa/service";
import { countWrongAnswer, readChallenge, takeChallenge } from "../sign-in/challenges";
import { completeSignIn } from "../sign-in/complete";
import { applyGroupLevel, IdentityTaken, linkIdentity } from "./accounts";
import type { LinkData } from "./flow";

const LINK_EXPIRED =
  "This link step has expired or was already used. Please sign in with single sign-on again.";
const LINK_ENDED =
  "Invalid username or password. That was the last try of this link step: please sign in with single sign-on again.";
const CODES_ENDED = "Too many wrong codes. Please sign in with single sign-on again.";
const CODE_NEEDED =
  "This account uses two-step verification: enter the 6-digit code from your authenticator app.";
const IDENTITY_TAKEN = "This identity at the provider is already linked to another account.";

const linkDataOf = (data: Record<string, unknown>): LinkData | undefined =>
  typeof data.issuer === "string" &&
  typeof data.subject === "string" &&
  typeof data.returnTo === "string" &&
  (data.level === null || typeof data.level === "number")
    ? (data as unknown as LinkData)
    : undefined;

export function linkStep(ctx: AppContext) {
  const mfa = createMfaService(ctx);
  /** Links and signs in; answers where the browser goes next. */
  return async function link(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const input = request.body as SsoLinkInput;
    const challenge = await readChallenge(ctx.db, request, ["oidc-link"]);
    const data = challenge && linkDataOf(challenge.data);
    if (!challenge || !data || challenge.userId === null) throw badRequest(LINK_EXPIRED);
    let user: Awaited<ReturnType<typeof checkSignInPassword>>;
    try {
      user = await checkSignInPassword(ctx, input, request.ip, (account) => account.id === challenge.userId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        if (!(await countWrongAnswer(ctx.db, challenge.id))) throw unauthorized(LINK_ENDED);
      }
      throw error;
    }
    // An account with an authenticator app is proved by its code too, as its own sign-in is.
    if (await mfa.isEnabled(user.id)) {
      const passed = input.code !== undefined && (await mfa.checkSecondStep(user.id, { code: input.code }));
      if (!passed) {
        if (input.code !== undefined) await countSignInFailure(ctx, user, request.ip);
        if (!(await countWrongAnswer(ctx.db, challenge.id))) throw unauthorized(CODES_ENDED);
        const message = input.code === undefined ? CODE_NEEDED : WRONG_CODE;
        throw new HttpError(401, message, { code: message });
      }
    }
    if (!(await takeChallenge(ctx.db, challenge.id))) throw badRequest(LINK_EXPIRED);
    await signInPassed(ctx, user, request.ip);
    try {
      await linkIdentity(ctx, user, { issuer: data.issuer, subject: data.subject }, "password", request.ip);
    } catch (error) {
      if (error instanceof IdentityTaken) throw conflict(IDENTITY_TAKEN);
      throw error;
    }
    const current = await applyGroupLevel(ctx, user, data.level ?? undefined, request.ip);
    await completeSignIn(ctx, request, reply, current, "oidc");
    return data.returnTo;
  };
}
