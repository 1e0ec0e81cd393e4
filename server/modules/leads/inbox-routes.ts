/**
 * The leads inbox for signed-in users. One list route for both inboxes, chosen by the query:
 * GET /api/leads?cardId= (a card's leads) or ?organizationId= (its owners' and admins' view of
 * every card of the organisation), with `q`, `status` and `cursor`; GET /api/leads/export with the
 * same filters streams them all as CSV. GET /api/leads/{id} is a lead with its timeline, PATCH
 * sets its status and notes.
 */
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  inboxPageSchema,
  leadDetailSchema,
  leadIdParams,
  leadPatchSchema,
  leadSchema,
  leadsFiltersSchema,
  leadsQuerySchema,
} from "../../../core/schemas/leads";
import type { AppContext } from "../../context";
import { attachmentDisposition } from "../../lib/content-disposition";
import { csvLine } from "../../lib/csv-export";
import { requireUser } from "../../plugins/sessions";
import { createInboxService } from "./inbox-service";
import { LEADS_CSV_HEADER, leadCsvLine } from "./leads-csv";

export async function inboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const inbox = createInboxService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/leads",
    { schema: { querystring: leadsQuerySchema, response: { 200: inboxPageSchema } } },
    async (request) => inbox.list(requireUser(request), request.query),
  );

  api.get(
    "/api/leads/export",
    { schema: { querystring: leadsFiltersSchema, response: { 200: z.instanceof(Readable) } } },
    async (request, reply) => {
      // The access check comes before the first byte: a refusal is a proper 403 or 404.
      const pages = await inbox.exportRows(requireUser(request), request.query);
      async function* lines() {
        // A byte-order mark, so spreadsheet programs read the file as UTF-8.
        yield `\uFEFF${csvLine(LEADS_CSV_HEADER)}`;
        for await (const rows of pages) yield rows.map(leadCsvLine).join("");
      }
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", attachmentDisposition(`leads-${date}.csv`))
        .header("cache-control", "no-store")
        .send(Readable.from(lines(), { objectMode: false }));
    },
  );

  api.get(
    "/api/leads/:id",
    { schema: { params: leadIdParams, response: { 200: leadDetailSchema } } },
    async (request) => inbox.detail(requireUser(request), request.params.id),
  );

  api.patch(
    "/api/leads/:id",
    { schema: { params: leadIdParams, body: leadPatchSchema, response: { 200: leadSchema } } },
    async (request) => inbox.update(requireUser(request), request.params.id, request.body),
  );
}
