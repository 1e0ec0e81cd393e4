/**
 * The contact exchange's API:
 * - POST /api/card-exchange: a visitor's details, as JSON from the page's script (201 with what
 *   became of the contact file; 202 for a known bot, nothing stored) or as a plain HTML form post
 *   when JavaScript is off (a 303 back to the card's page, which says how it went:
 *   server/render/exchange-outcome.ts). In a plugin of its own, like the visitor form's route: the
 *   urlencoded parser and the error handler that redirects refused form posts apply here alone.
 * - GET / PUT /api/cards/{cardId}/exchange: the owner's settings (the card editor's access rule).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EXCHANGE_CARD_BUSY } from "../../../core/exchange";
import {
  exchangeAnswerSchema,
  exchangeBodySchema,
  exchangeSettingsInputSchema,
  exchangeSettingsSchema,
} from "../../../core/schemas/exchange";
import { cardIdParams, idSchema } from "../../../core/schemas/ids";
import type { AppContext } from "../../context";
import { describeError } from "../../plugins/error-handler";
import { requireUser } from "../../plugins/sessions";
import {
  EXCHANGE_FIELDS,
  type ExchangeField,
  type ExchangeOutcome,
  type ExchangeRefusal,
  exchangeOutcomeLocation,
} from "../../render/exchange-outcome";
import { isFormPost, postedCardId, registerFormPostParser } from "../forms/form-post";
import { refererSlug } from "../forms/routes";
import { createVisitorOf } from "../visitors/visitor";
import { agentFacts } from "../visitors/visitor-agent";
import { createExchangeService } from "./service";

/** Five fields and a note of 2000 characters fit many times over; more is not a person typing. */
const BODY_LIMIT = 32 * 1024;

const answers = {
  201: exchangeAnswerSchema,
  202: z.object({ ok: z.literal(true), counted: z.literal(false) }),
};

const REFUSALS: Record<number, ExchangeRefusal> = {
  400: "invalid",
  404: "closed",
  413: "large",
  429: "busy",
};

const honeypotFilled = (value: unknown) =>
  value !== undefined && value !== null && String(value).trim() !== "";

/** The form's fields as the JSON body carries them; a ticked box is `true`, an unticked one absent. */
function exchangePostBody(params: URLSearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = {
    cardId: postedCardId(params),
    consent: params.has("consent"),
    sendMeTheContact: params.has("sendMeTheContact"),
  };
  for (const name of ["name", "email", "phone", "company", "note", "website"]) {
    if (params.has(name)) body[name] = params.get(name);
  }
  return body;
}

export async function exchangeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createExchangeService(ctx, app.log);
  const visitorOf = await createVisitorOf(ctx.db);

  /** The page a refused form post goes back to: its card's, or the one it was sent from. */
  async function pageSlug(request: FastifyRequest): Promise<string | undefined> {
    const cardId = (request.body as { cardId?: unknown } | undefined)?.cardId;
    const known = idSchema("").safeParse(cardId).success ? await service.slugOf(cardId as number) : undefined;
    return known ?? refererSlug(request);
  }

  const back = (reply: FastifyReply, slug: string, outcome: ExchangeOutcome) =>
    reply.redirect(exchangeOutcomeLocation(slug, outcome), 303);

  await app.register(async (scope) => {
    registerFormPostParser(scope, BODY_LIMIT, exchangePostBody);

    scope.setErrorHandler(async (error, request, reply) => {
      const { status, body, unexpected } = describeError(error as Error);
      if (unexpected) request.log.error({ err: error }, "request failed");
      const slug = isFormPost(request) ? await pageSlug(request).catch(() => undefined) : undefined;
      if (slug === undefined) return reply.status(status).send(body);
      const named = Object.keys(body.fields ?? {});
      const fields = EXCHANGE_FIELDS.filter((field: ExchangeField) => named.includes(field));
      // Both limits answer 429: the card's hourly one and the address's.
      const reason = body.message === EXCHANGE_CARD_BUSY ? "full" : (REFUSALS[status] ?? "failed");
      return back(reply, slug, { kind: "error", reason, fields });
    });

    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/card-exchange",
      {
        schema: { body: exchangeBodySchema, response: answers },
        bodyLimit: BODY_LIMIT,
        // Per address, as the visitor form's. Counted once the body is read, so a refused form
        // post can still be sent back to its card's page.
        config: {
          rateLimit: { max: ctx.config.formRateLimitPerMinute, timeWindow: "1 minute", hook: "preHandler" },
        },
      },
      async (request, reply) => {
        const details = request.body;
        const formPost = isFormPost(request);
        const agent = agentFacts(request.headers["user-agent"]);
        // Answered as if accepted, so a program learns nothing; nothing is stored or mailed.
        if (honeypotFilled(details.website) || agent.bot) {
          const slug = formPost ? await service.slugOf(details.cardId) : undefined;
          if (slug) return back(reply, slug, { kind: "sent", contactMail: "notAsked" });
          return reply.status(202).send({ ok: true, counted: false });
        }
        const visitor = await visitorOf(request, details.cardId, agent.device);
        const { slug, contactMail } = await service.exchange(details, visitor);
        if (formPost) return back(reply, slug, { kind: "sent", contactMail });
        return reply.status(201).send({ ok: true, contactMail });
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/cards/:cardId/exchange",
    { schema: { params: cardIdParams, response: { 200: exchangeSettingsSchema } } },
    async (request) => service.settings(requireUser(request), request.params.cardId),
  );
  api.put(
    "/api/cards/:cardId/exchange",
    {
      schema: {
        params: cardIdParams,
        body: exchangeSettingsInputSchema,
        response: { 200: exchangeSettingsSchema },
      },
    },
    async (request) => service.saveSettings(requireUser(request), request.params.cardId, request.body),
  );
}
