/**
 * POST /api/form-submissions: a visitor's answers to a card's form, as JSON from
 * the page's script or as a plain HTML form post when JavaScript is off. JSON is answered
 * 201 / 202 (a known bot, not counted) or the error handler's body; a form post is answered
 * with a 303 back to the card's page, which then says how it went (server/render/form-outcome.ts).
 *
 * The route lives in a plugin of its own: the urlencoded parser and the error handler that
 * turns refusals of form posts into that redirect apply here and nowhere else.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema } from "../../../core/schemas/ids";
import type { AppContext } from "../../context";
import { describeError } from "../../plugins/error-handler";
import { type FormRefusal, outcomeLocation } from "../../render/form-outcome";
import { loadLocationDatabase } from "../visitors/location";
import { createVisitorOf } from "../visitors/visitor";
import { agentFacts } from "../visitors/visitor-agent";
import { isFormPost, registerFormPostParser } from "./form-post";
import { type LeadDigests, startLeadDigests } from "./lead-digest";
import { CARD_BUSY, createFormService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** Mails the digests of held lead mails; tests await `runOnce()`. */
    leadDigests: LeadDigests;
  }
}

/** Twenty long answers of 5000 characters fit; anything much larger is not a person typing. */
const BODY_LIMIT = 128 * 1024;

const submissionBody = z.object({
  cardId: idSchema("cardId must be a positive whole number"),
  /** Checked against the card's form by the service. */
  formData: z.unknown(),
  /** The honeypot: people never see it, so anything in it was put there by a program. */
  website: z.unknown().optional(),
});

/** 201: stored; 202: a known bot, answered but not counted. Errors: the error handler's. */
const answers = {
  201: z.object({ ok: z.literal(true) }),
  202: z.object({ ok: z.literal(true), counted: z.literal(false) }),
};

const REFUSALS: Record<number, FormRefusal> = { 400: "invalid", 404: "closed", 413: "large", 429: "busy" };

const honeypotFilled = (value: unknown) =>
  value !== undefined && value !== null && String(value).trim() !== "";

/** The card page a form post came from, by its Referer, when it is one of ours. */
export function refererSlug(request: FastifyRequest): string | undefined {
  try {
    const referer = new URL(request.headers.referer ?? "");
    if (referer.origin !== new URL(`${request.protocol}://${request.host}`).origin) return undefined;
    return /^\/view\/([A-Za-z0-9_-]{1,60})$/.exec(referer.pathname)?.[1];
  } catch {
    return undefined;
  }
}

export async function formRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  loadLocationDatabase();
  const service = createFormService(ctx, app.log);
  const visitorOf = await createVisitorOf(ctx.db);
  const digests = startLeadDigests({
    db: ctx.db,
    mailer: ctx.mailer,
    log: app.log,
    appUrl: ctx.config.appUrl,
    perHour: ctx.config.leadMailsPerCardPerHour,
    // Without SMTP nothing is held, and a held mail never goes to the log (visitors' names and addresses).
    isRunner: () => ctx.config.smtpUrl !== undefined && ctx.coordinator.isRunner(),
  });
  app.decorate("leadDigests", digests);
  // preClose: before the database closes in onClose.
  app.addHook("preClose", () => digests.close());

  /** The page a refused form post goes back to: its card's, or the one it was sent from. */
  async function pageSlug(request: FastifyRequest): Promise<string | undefined> {
    const cardId = (request.body as { cardId?: unknown } | undefined)?.cardId;
    const known = idSchema("").safeParse(cardId).success ? await service.slugOf(cardId as number) : undefined;
    return known ?? refererSlug(request);
  }

  const sent = (reply: FastifyReply, slug: string) =>
    reply.redirect(outcomeLocation(slug, { kind: "sent" }), 303);

  await app.register(async (scope) => {
    registerFormPostParser(scope, BODY_LIMIT);

    scope.setErrorHandler(async (error, request, reply) => {
      const { status, body, unexpected } = describeError(error as Error);
      if (unexpected) request.log.error({ err: error }, "request failed");
      const slug = isFormPost(request) ? await pageSlug(request).catch(() => undefined) : undefined;
      if (slug === undefined) return reply.status(status).send(body);
      const fields = Object.keys(body.fields ?? {})
        .filter((name) => name.startsWith("formData."))
        .map((name) => name.slice("formData.".length));
      // Both limits answer 429: the card's hourly one (CARD_BUSY) and the address's.
      const reason = body.message === CARD_BUSY ? "full" : (REFUSALS[status] ?? "failed");
      return reply.redirect(outcomeLocation(slug, { kind: "error", reason, fields }), 303);
    });

    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/form-submissions",
      {
        schema: { body: submissionBody, response: answers },
        bodyLimit: BODY_LIMIT,
        // Per address. Counted once the body is read, so a refused form post can still be sent
        // back to its card's page.
        config: {
          rateLimit: { max: ctx.config.formRateLimitPerMinute, timeWindow: "1 minute", hook: "preHandler" },
        },
      },
      async (request, reply) => {
        const { cardId, formData, website } = request.body;
        const formPost = isFormPost(request);
        // Answered as if accepted, so a program learns nothing; nothing is stored.
        if (honeypotFilled(website)) {
          const slug = formPost ? await service.slugOf(cardId) : undefined;
          return slug ? sent(reply, slug) : reply.status(201).send({ ok: true });
        }
        const agent = agentFacts(request.headers["user-agent"]);
        if (agent.bot) {
          const slug = formPost ? await service.slugOf(cardId) : undefined;
          return slug ? sent(reply, slug) : reply.status(202).send({ ok: true, counted: false });
        }
        const visitor = await visitorOf(request, cardId, agent.device);
        const { slug } = await service.submit({ cardId, formData }, visitor);
        return formPost ? sent(reply, slug) : reply.status(201).send({ ok: true });
      },
    );
  });
}
