/**
 * The second step (decision 033): finishing a sign-in with a code, and the authenticator app's
 * setup on the account page. An account whose level requires a second step it has not set up
 * signs in through the setup itself: its `setup-required` challenge stands in for a session on
 * the setup routes only, and turning the app on starts the session.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageSchema } from "../../../core/schemas/api";
import { accountUserSchema } from "../../../core/schemas/auth";
import {
  mfaStatusSchema,
  recoveryCodesSchema,
  secondStepSchema,
  totpDisableSchema,
  totpEnableSchema,
  totpSetupSchema,
} from "../../../core/schemas/sign-in";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { HttpError, unauthorized } from "../../lib/http-error";
import { requireUser } from "../../plugins/sessions";
import { recordAudit } from "../audit/record";
import { type createMfaService, WRONG_CODE } from "../mfa/service";
import {
  type Challenge,
  clearChallengeCookie,
  countWrongAnswer,
  readChallenge,
  takeChallenge,
} from "../sign-in/challenges";
import { completeSignIn } from "../sign-in/complete";
import { presentUser } from "../user-records/presenter";
import { findUserById } from "../user-records/repo";
import type { createAuthService } from "./service";

const SIGN_IN_AGAIN = "Your sign-in has expired. Please sign in again.";
const TOO_MANY_WRONG = "Too many wrong codes. Please sign in again.";
const WRONG_RECOVERY_CODE = "That recovery code is not right, or it has been used.";

interface Deps {
  service: ReturnType<typeof createAuthService>;
  mfa: ReturnType<typeof createMfaService>;
  rateLimit: { max: number; timeWindow: string };
}

export async function secondStepRoutes(app: FastifyInstance, ctx: AppContext, deps: Deps): Promise<void> {
  const { service, mfa, rateLimit } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The challenge's account, or 401 when the sign-in is gone (expired, used, the account deleted). */
  async function challengedUser(challenge: Challenge | undefined): Promise<UserRow> {
    const user = challenge?.userId ? await findUserById(ctx.db, challenge.userId) : undefined;
    if (!user) throw unauthorized(SIGN_IN_AGAIN);
    return user;
  }

  api.post(
    "/api/login/totp",
    { schema: { body: secondStepSchema, response: { 200: accountUserSchema } }, config: { rateLimit } },
    async (request, reply) => {
      const challenge = await readChallenge(ctx.db, request, ["second-step"]);
      const user = await challengedUser(challenge);
      await service.assertMayTry(user, request.ip);
      const method = await mfa.checkSecondStep(user.id, request.body);
      if (!method) {
        const recovery = request.body.recoveryCode !== undefined;
        await service.secondStepFailed(user, request.ip);
        await recordAudit(ctx.db, {
          action: "sign-in",
          outcome: "failure",
          method: recovery ? "recovery-code" : "totp",
          subject: user,
          ip: request.ip,
          details: { reason: "wrong-code" },
        });
        if (!(await countWrongAnswer(ctx.db, challenge!.id))) {
          clearChallengeCookie(reply);
          throw unauthorized(TOO_MANY_WRONG);
        }
        const message = recovery ? WRONG_RECOVERY_CODE : WRONG_CODE;
        throw new HttpError(401, message, { [recovery ? "recoveryCode" : "code"]: message });
      }
      // Two right codes racing on one sign-in: one session.
      if (!(await takeChallenge(ctx.db, challenge!.id))) throw unauthorized(SIGN_IN_AGAIN);
      if (method === "recovery-code") {
        const left = await mfa.codesLeft(user.id);
        await recordAudit(ctx.db, {
          action: "recovery-code-used",
          actor: user,
          ip: request.ip,
          details: { left },
        });
      }
      await service.signInPassed(user, request.ip);
      await completeSignIn(ctx, request, reply, user, method);
      return presentUser(user);
    },
  );

  /** Who is setting the app up: the signed-in user, or an account led here by its sign-in. */
  async function setupActor(request: FastifyRequest): Promise<{ user: UserRow; challenge?: Challenge }> {
    if (request.user) return { user: request.user };
    const challenge = await readChallenge(ctx.db, request, ["setup-required"]);
    if (!challenge) throw unauthorized();
    return { user: await challengedUser(challenge), challenge };
  }

  api.get("/api/account/mfa", { schema: { response: { 200: mfaStatusSchema } } }, async (request) => {
    return mfa.status(requireUser(request));
  });

  api.post(
    "/api/account/totp",
    { schema: { response: { 200: totpSetupSchema } }, config: { rateLimit } },
    async (request) => mfa.beginSetup((await setupActor(request)).user),
  );

  api.post(
    "/api/account/totp/enable",
    { schema: { body: totpEnableSchema, response: { 200: recoveryCodesSchema } }, config: { rateLimit } },
    async (request, reply) => {
      const { user, challenge } = await setupActor(request);
      const recoveryCodes = await mfa.enable(user, request.body.code, request.ip);
      // Led here by a sign-in: the app is on, so the sign-in ends with a session.
      if (challenge && (await takeChallenge(ctx.db, challenge.id))) {
        await service.signInPassed(user, request.ip);
        await completeSignIn(ctx, request, reply, user, "totp");
      }
      return { recoveryCodes };
    },
  );

  api.post(
    "/api/account/totp/disable",
    { schema: { body: totpDisableSchema, response: { 200: messageSchema } }, config: { rateLimit } },
    async (request) => {
      await mfa.disable(requireUser(request), request.body, request.ip);
      return { message: "Two-step verification is off." };
    },
  );

  api.post(
    "/api/account/totp/recovery-codes",
    { schema: { body: totpEnableSchema, response: { 200: recoveryCodesSchema } }, config: { rateLimit } },
    async (request) => ({
      recoveryCodes: await mfa.renewCodes(requireUser(request), request.body.code, request.ip),
    }),
  );
}
