import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageSchema } from "../../../core/schemas/api";
import {
  accountUserSchema,
  loginSchema,
  registerSchema,
  resetConfirmSchema,
  resetRequestSchema,
  updatePasswordSchema,
} from "../../../core/schemas/auth";
import { authConfigSchema } from "../../../core/schemas/config";
import {
  mfaRequiredSchema,
  mfaSetupRequiredSchema,
  SECOND_STEP_METHODS,
} from "../../../core/schemas/sign-in";
import type { AppContext } from "../../context";
import { endSession, requireUser, startSession } from "../../plugins/sessions";
import { createMfaService } from "../mfa/service";
import { beginChallenge } from "../sign-in/challenges";
import { completeSignIn } from "../sign-in/complete";
import { mfaRequiredAt, readSignInSettings } from "../sign-in/settings";
import { refuseIfSsoOnly } from "../sign-in/sso-only";
import { presentUser } from "../user-records/presenter";
import { type ExpiredPurge, startExpiredPurge } from "./expired-purge";
import { secondStepRoutes } from "./second-step-routes";
import { createAuthService, RESET_ANSWER } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** Deletes expired sessions and dead reset links; tests await `runOnce()`. */
    expiredPurge: ExpiredPurge;
  }
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createAuthService(ctx);
  const mfa = createMfaService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A looser per-address limit on every route that checks or sets a password.
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: "1 minute" };
  const purge = startExpiredPurge({
    db: ctx.db,
    log: app.log,
    isRunner: ctx.coordinator.isRunner,
    auditRetentionDays: ctx.config.auditRetentionDays,
  });
  app.decorate("expiredPurge", purge);
  // preClose: before the database closes in onClose.
  app.addHook("preClose", () => purge.close());

  // Error answers (4xx/5xx) come from the one error handler and are not listed in the schemas.
  const userAnswer = { 200: accountUserSchema };
  const messageAnswer = { 200: messageSchema };

  api.get("/api/user", { schema: { response: userAnswer } }, async (request) =>
    presentUser(requireUser(request)),
  );

  api.get("/api/config/auth", { schema: { response: { 200: authConfigSchema } } }, async () => ({
    allowSignup: ctx.config.allowSignup,
    // The sign-in page's button, only when a provider is configured (modules/oidc/).
    ...(ctx.config.oidc && { sso: { label: ctx.config.oidc.label, startUrl: "/api/auth/oidc/start" } }),
  }));

  // 200 is the user signed in, or the step that must come first (decision 033).
  const loginAnswer = { 200: z.union([accountUserSchema, mfaRequiredSchema, mfaSetupRequiredSchema]) };
  api.post(
    "/api/login",
    { schema: { body: loginSchema, response: loginAnswer }, config: { rateLimit } },
    async (request, reply) => {
      const user = await service.checkPassword(request.body, request.ip);
      const settings = await readSignInSettings(ctx.db, ctx.config);
      await refuseIfSsoOnly(ctx, user, "password", request.ip, settings);
      if (await mfa.isEnabled(user.id)) {
        await beginChallenge(ctx, request, reply, { userId: user.id, purpose: "second-step" });
        return { mfaRequired: true as const, methods: [...SECOND_STEP_METHODS] };
      }
      if (mfaRequiredAt(settings, user.accessLevel)) {
        await beginChallenge(ctx, request, reply, { userId: user.id, purpose: "setup-required" });
        return { mfaSetupRequired: true as const };
      }
      await service.signInPassed(user, request.ip);
      await completeSignIn(ctx, request, reply, user, "password");
      return presentUser(user);
    },
  );

  await secondStepRoutes(app, ctx, { service, mfa, rateLimit });

  api.post(
    "/api/register",
    { schema: { body: registerSchema, response: { 201: accountUserSchema } }, config: { rateLimit } },
    async (request, reply) => {
      const user = await service.register(request.body);
      await startSession(ctx, request, reply, user);
      return reply.status(201).send(presentUser(user));
    },
  );

  api.post("/api/logout", { schema: { response: messageAnswer } }, async (request, reply) => {
    await endSession(ctx, request, reply);
    return { message: "Logged out" };
  });

  api.post(
    "/api/reset-password",
    { schema: { body: resetRequestSchema, response: messageAnswer }, config: { rateLimit } },
    async (request) => {
      try {
        await service.requestReset(request.body.email);
      } catch (error) {
        // A failing mail server must not reveal that the address exists.
        request.log.error({ err: error }, "password reset mail failed");
      }
      return { message: RESET_ANSWER };
    },
  );

  api.post(
    "/api/reset-password/confirm",
    { schema: { body: resetConfirmSchema, response: messageAnswer }, config: { rateLimit } },
    async (request) => {
      await service.confirmReset(request.body);
      return { message: "Your password has been reset. You can now sign in." };
    },
  );

  api.post(
    "/api/update-password",
    { schema: { body: updatePasswordSchema, response: userAnswer }, config: { rateLimit } },
    async (request) => {
      const user = requireUser(request);
      return presentUser(await service.updatePassword(user, request.sessionId!, request.body));
    },
  );
}
