/**
 * Single sign-on's routes (decision 033, item 4): the start and the callback are browser
 * navigations answered with redirects (the callback's failures too: to the sign-in page, which
 * says what went wrong); the link step is JSON, as the sign-in page's other forms are. They are
 * registered whether or not a provider is configured, and say so when none is.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ssoLinkAnswerSchema, ssoLinkSchema } from "../../../core/schemas/sso";
import type { SsoErrorCode } from "../../../core/sso";
import type { AppContext } from "../../context";
import { notFound, serviceUnavailable } from "../../lib/http-error";
import { createSsoFlow, SsoFailure } from "./flow";
import { linkStep } from "./link-step";
import { ProviderUnavailable, providerClient } from "./provider-client";

const NOT_CONFIGURED = "Single sign-on is not set up on this server.";
const UNAVAILABLE =
  "Single sign-on is not available right now: the identity provider cannot be reached. Please try again in a few minutes.";

/** The sign-in page, telling why single sign-on did not finish. */
const failedAt = (code: SsoErrorCode) => `/auth?sso_error=${code}`;

/** Whether the request is a browser's navigation (a page is wanted), not a program's call. */
function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes("text/html");
}

export async function oidcRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const settings = ctx.config.oidc;
  const provider = settings && providerClient(settings, app.log);
  const flow = settings && provider && createSsoFlow(ctx, settings, provider);
  const link = settings && linkStep(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Each start stores a challenge, and each callback may make an account: per address, as sign-in.
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: "1 minute" };

  /** A start that cannot go to the provider: a page for a browser, else the JSON error. */
  function refuseStart(reply: FastifyReply, request: FastifyRequest, code: "not-configured" | "unavailable") {
    if (wantsPage(request)) return reply.redirect(failedAt(code), 302);
    throw code === "unavailable" ? serviceUnavailable(UNAVAILABLE) : notFound(NOT_CONFIGURED);
  }

  api.get("/api/auth/oidc/start", { config: { rateLimit } }, async (request, reply) => {
    if (!flow) return refuseStart(reply, request, "not-configured");
    const returnTo = (request.query as Record<string, unknown> | undefined)?.returnTo;
    try {
      return reply.redirect(await flow.start(request, reply, returnTo), 302);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      request.log.warn({ err: error }, "single sign-on: the provider cannot be reached");
      return refuseStart(reply, request, "unavailable");
    }
  });

  // Never a 500: whatever fails, the person lands on the sign-in page with the reason.
  api.get("/api/auth/oidc/callback", { config: { rateLimit } }, async (request, reply) => {
    if (!flow) return reply.redirect(failedAt("not-configured"), 302);
    try {
      return reply.redirect(await flow.callback(request, reply), 302);
    } catch (error) {
      const failure = error instanceof SsoFailure ? error : new SsoFailure("invalid", "unexpected error");
      if (!(error instanceof SsoFailure)) request.log.error({ err: error }, "single sign-on callback failed");
      else
        request.log.info({ reason: failure.code, detail: failure.detail }, "single sign-on did not finish");
      await flow.recordFailure(request, failure).catch((auditError: unknown) => {
        request.log.error({ err: auditError }, "single sign-on: the failure's audit event was not written");
      });
      return reply.redirect(failedAt(failure.code), 302);
    }
  });

  api.post(
    "/api/auth/oidc/link",
    {
      schema: { body: ssoLinkSchema, response: { 200: ssoLinkAnswerSchema } },
      config: { rateLimit },
    },
    async (request, reply) => {
      if (!link) throw notFound(NOT_CONFIGURED);
      return { returnTo: await link(request, reply) };
    },
  );
}
