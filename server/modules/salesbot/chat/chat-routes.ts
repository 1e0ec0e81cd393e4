/**
 * The chat on the public card (contract in core/salesbot/chat-api.ts), for anyone:
 * GET /api/salesbot/{cardId}/welcome and POST /api/salesbot/{cardId}/chat. The reply is JSON, or
 * Server-Sent Events with `Accept: text/event-stream`. Known bots are refused; each address is
 * rate-limited here, each session and each address's new conversations by the service.
 *
 * The welcome reads a session id only from the X-Chat-Session header: the id reads the transcript
 * back, and a URL is written to request logs (a `sessionId` query is ignored, and redacted from
 * the log by server/lib/log-redaction.ts, for widgets loaded before the change).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  chatRequestSchema,
  chatResponseSchema,
  welcomeResponseSchema,
} from "../../../../core/salesbot/chat-api";
import {
  CHAT_SESSION_HEADER,
  SESSION_ID_INVALID,
  SESSION_ID_PATTERN,
} from "../../../../core/salesbot/chat-limits";
import { cardIdParams } from "../../../../core/schemas/ids";
import type { AppContext } from "../../../context";
import { publicOrigin } from "../../../lib/public-origin";
import { agentFacts } from "../../visitors/visitor-agent";
import { createSalesbotEngine } from "../engine/select-engine";
import { createChatService } from "./chat-service";
import { chatBotRefused } from "./errors";
import { streamReply } from "./stream-reply";

const welcomeHeaders = z.object({
  [CHAT_SESSION_HEADER]: z.string().regex(SESSION_ID_PATTERN, SESSION_ID_INVALID).optional(),
});

function wantsStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes("text/event-stream");
}

export async function salesbotChatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createChatService(ctx, createSalesbotEngine(ctx, app.log), app.log);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Both chat routes, before the body is read: known bots are refused, and each address is
  // rate-limited so that one visitor (or script) cannot flood the engine.
  const visitorRoute = {
    config: { rateLimit: { max: ctx.config.chatRateLimitPerMinute, timeWindow: "1 minute" } },
    onRequest: async (request: FastifyRequest) => {
      if (agentFacts(request.headers["user-agent"]).bot) throw chatBotRefused();
    },
  };
  const origin = (request: FastifyRequest) => publicOrigin(ctx.config, request);

  api.get(
    "/api/salesbot/:cardId/welcome",
    {
      ...visitorRoute,
      schema: { params: cardIdParams, headers: welcomeHeaders, response: { 200: welcomeResponseSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const sessionId = request.headers[CHAT_SESSION_HEADER];
      return service.welcome(request.params.cardId, sessionId, origin(request));
    },
  );

  api.post(
    "/api/salesbot/:cardId/chat",
    {
      ...visitorRoute,
      schema: { params: cardIdParams, body: chatRequestSchema, response: { 200: chatResponseSchema } },
    },
    async (request, reply) => {
      const visitor = {
        ip: request.ip,
        device: agentFacts(request.headers["user-agent"]).device,
        origin: origin(request),
      };
      const run = await service.prepareMessage(request.params.cardId, request.body, visitor);
      reply.header("cache-control", "no-store");
      if (wantsStream(request)) return streamReply(reply, run);
      const gone = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) gone.abort(new Error("The visitor went away"));
      });
      return run({ signal: gone.signal });
    },
  );
}
