/**
 * Calendly's routes. For the card's owner (salesbot.configure):
 *   GET    /api/calendly/{cardId}/status        connected? which account and event type (never the token)
 *   POST   /api/calendly/{cardId}/connect       {token}: checked with Calendly, stored encrypted
 *   GET    /api/calendly/{cardId}/event-types   the account's active event types
 *   PUT    /api/calendly/{cardId}/event-type    {eventTypeUri}: one of those
 *   DELETE /api/calendly/{cardId}               forget the token
 * For visitors: POST /api/calendly/{cardId}/schedule-link {eventTypeUri, name, email, phone,
 * notes, sessionId} → {schedulingUrl}. The event type is always the one the owner chose; the
 * body's eventTypeUri is accepted, so the body keeps its documented shape, but not trusted. sessionId must name a live
 * conversation of this card in which the visitor wrote (403 otherwise); one link per conversation
 * every few minutes, and the card's hourly and daily caps (429 past them).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_ID_INVALID, SESSION_ID_PATTERN } from "../../../core/salesbot/chat-limits";
import { calendlyEventTypeSchema, calendlyStatusSchema } from "../../../core/schemas/calendly";
import { cardIdParams } from "../../../core/schemas/ids";
import type { AppContext } from "../../context";
import { forbidden } from "../../lib/http-error";
import { requireUser } from "../../plugins/sessions";
import { agentFacts } from "../visitors/visitor-agent";
import { createCalendlyService } from "./calendly-service";

const connectBody = z.object({
  token: z
    .string("Token is required")
    .trim()
    .min(1, "Token is required")
    .max(2000, "The token must be at most 2,000 characters"),
});

const eventTypeBody = z.object({
  eventTypeUri: z.string("Choose an event type").max(2000, "Choose one of your Calendly event types"),
});

const scheduleBody = z.object({
  eventTypeUri: z.string().max(2000, "eventTypeUri must be at most 2,000 characters").optional(),
  name: z
    .string("Please enter your name")
    .trim()
    .min(1, "Please enter your name")
    .max(200, "Your name must be at most 200 characters"),
  email: z.email("Please enter a valid email").max(254, "Please enter a valid email"),
  phone: z.string().trim().max(60, "The phone number must be at most 60 characters").optional(),
  notes: z.string().max(1000, "Notes must be at most 1,000 characters").optional(),
  sessionId: z.string().regex(SESSION_ID_PATTERN, SESSION_ID_INVALID).optional(),
});

const botRefused = () => forbidden("Automated clients cannot request a scheduling link.");

export async function calendlyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createCalendlyService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/calendly/:cardId/status",
    { schema: { params: cardIdParams, response: { 200: calendlyStatusSchema } } },
    async (request) => service.status(requireUser(request), request.params.cardId),
  );

  api.post(
    "/api/calendly/:cardId/connect",
    { schema: { params: cardIdParams, body: connectBody, response: { 200: calendlyStatusSchema } } },
    async (request) => service.connect(requireUser(request), request.params.cardId, request.body.token),
  );

  api.get(
    "/api/calendly/:cardId/event-types",
    {
      schema: {
        params: cardIdParams,
        response: {
          200: z.object({
            eventTypes: z.array(calendlyEventTypeSchema),
          }),
        },
      },
    },
    async (request) => ({
      eventTypes: await service.listEventTypes(requireUser(request), request.params.cardId),
    }),
  );

  api.put(
    "/api/calendly/:cardId/event-type",
    { schema: { params: cardIdParams, body: eventTypeBody, response: { 200: calendlyStatusSchema } } },
    async (request) =>
      service.chooseEventType(requireUser(request), request.params.cardId, request.body.eventTypeUri),
  );

  api.delete(
    "/api/calendly/:cardId",
    { schema: { params: cardIdParams, response: { 200: calendlyStatusSchema } } },
    async (request) => service.disconnect(requireUser(request), request.params.cardId),
  );

  api.post(
    "/api/calendly/:cardId/schedule-link",
    {
      schema: {
        params: cardIdParams,
        body: scheduleBody,
        response: { 200: z.object({ schedulingUrl: z.string() }) },
      },
      // Each link is a call to Calendly on the owner's account: per address, as the chat is.
      config: { rateLimit: { max: ctx.config.chatRateLimitPerMinute, timeWindow: "1 minute" } },
    },
    async (request) => {
      if (agentFacts(request.headers["user-agent"]).bot) throw botRefused();
      const { name, email, sessionId } = request.body;
      return {
        schedulingUrl: await service.schedulingLink(request.params.cardId, { name, email, sessionId }),
      };
    },
  );
}
