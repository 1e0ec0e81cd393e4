/**
 * The conversation history's API:
 * GET /api/salesbot/{cardId}/conversations ({conversations, analytics}, filtered and paged),
 * GET /api/salesbot/conversation/{conversationId} (one, with its messages), and
 * GET /api/salesbot/{cardId}/conversations/export (the filtered list as CSV, streamed).
 */
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conversationDetailSchema,
  conversationFiltersSchema,
  conversationsQuerySchema,
  conversationsResponseSchema,
} from "../../../../core/salesbot/conversations";
import { cardIdParams, idParamSchema } from "../../../../core/schemas/ids";
import type { AppContext } from "../../../context";
import { attachmentDisposition } from "../../../lib/content-disposition";
import { csvLine } from "../../../lib/csv-export";
import { requireUser } from "../../../plugins/sessions";
import { conversationsForExport } from "./conversation-history-repo";
import { CONVERSATION_CSV_HEADER, conversationCsvLine } from "./conversations-csv";
import { createConversationsService } from "./conversations-service";

const conversationParams = z.object({
  conversationId: idParamSchema("Conversation id must be a positive whole number"),
});

/** Conversations read per query while exporting: a few hundred transcripts of up to 60 messages. */
const EXPORT_BATCH = 200;

/** 'Jane Roe-conversations-2026-11-24.csv', like the analytics export's name. */
function exportFileName(card: { name: string | null; slug: string }, date: string): string {
  return `${card.name?.trim() || card.slug}-conversations-${date}.csv`;
}

export async function conversationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createConversationsService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/salesbot/:cardId/conversations",
    {
      schema: {
        params: cardIdParams,
        querystring: conversationsQuerySchema,
        response: { 200: conversationsResponseSchema },
      },
    },
    async (request) => service.list(requireUser(request), request.params.cardId, request.query),
  );

  api.get(
    "/api/salesbot/conversation/:conversationId",
    { schema: { params: conversationParams, response: { 200: conversationDetailSchema } } },
    async (request) => service.one(requireUser(request), request.params.conversationId),
  );

  api.get(
    "/api/salesbot/:cardId/conversations/export",
    {
      schema: {
        params: cardIdParams,
        querystring: conversationFiltersSchema,
        response: { 200: z.instanceof(Readable) },
      },
    },
    async (request, reply) => {
      const card = await service.readableCard(requireUser(request), request.params.cardId);
      const filters = request.query;
      async function* lines() {
        // A byte-order mark, so spreadsheet programs read the file as UTF-8.
        yield `\uFEFF${csvLine(CONVERSATION_CSV_HEADER)}`;
        for await (const rows of conversationsForExport(ctx.db, card.id, filters, EXPORT_BATCH)) {
          yield rows.map(conversationCsvLine).join("");
        }
      }
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", attachmentDisposition(exportFileName(card, date)))
        .header("cache-control", "no-store")
        .send(Readable.from(lines(), { objectMode: false }));
    },
  );
}
