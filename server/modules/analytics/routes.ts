/**
 * The analytics API: the screen's figures, the paged histories, the
 * streamed CSV export with its progress, and the dashboard's per-card totals. Every route is for
 * the card's owner or level 4+ (core/policy.ts "analytics.view").
 */
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { exportFileName } from "../../../core/analytics";
import { readFormConfig } from "../../../core/form-config";
import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  analyticsSummariesSchema,
  exportProgressSchema,
  exportQuerySchema,
  HISTORY_KINDS,
  historyPageSchemas,
  historyQuerySchema,
} from "../../../core/schemas/analytics";
import { idParamSchema } from "../../../core/schemas/ids";
import type { AppContext } from "../../context";
import { attachmentDisposition } from "../../lib/content-disposition";
import { notFound, tooManyRequests } from "../../lib/http-error";
import { requireUser } from "../../plugins/sessions";
import { planExport } from "./export/export-scopes";
import { ExportProgressRegistry } from "./export/progress";
import { createAnalyticsService } from "./service";
import { loadTimeZoneCheck } from "./time-zones";

const ID_MESSAGE = "Card id must be a positive whole number";
const cardParams = z.object({ id: idParamSchema(ID_MESSAGE) });

/** The CSV file, streamed: Fastify sends a stream as it is, unserialized. */
const exportAnswer = { 200: z.instanceof(Readable) };

const NO_DATA = "No data available to export.";
const EXPORT_BUSY = "Two exports are already running. Please wait for one to finish.";
const UNKNOWN_EXPORT = "No export with that progress token is running.";
/** Exports one user may run at once: each reads a card's whole history. */
const MAX_EXPORTS_PER_USER = 2;
const PIECE_SIZE = 64 * 1024;

export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createAnalyticsService(ctx);
  const checkTimeZone = await loadTimeZoneCheck(ctx.db);
  const progress = new ExportProgressRegistry();
  const runningExports = new Map<number, number>();
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/analytics/summaries",
    { schema: { response: { 200: analyticsSummariesSchema } } },
    async (request) => service.summaries(requireUser(request)),
  );

  api.get(
    "/api/analytics/:id",
    {
      schema: {
        params: cardParams,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema },
      },
    },
    async (request) => {
      const { range, tz } = request.query;
      return service.overview(requireUser(request), request.params.id, range, checkTimeZone(tz));
    },
  );

  for (const kind of HISTORY_KINDS) {
    api.get(
      `/api/analytics/:id/${kind}`,
      {
        schema: {
          params: cardParams,
          querystring: historyQuerySchema,
          response: { 200: historyPageSchemas[kind] },
        },
      },
      async (request) =>
        service.history(
          requireUser(request),
          request.params.id,
          kind,
          request.query.cursor,
          request.query.limit,
        ),
    );
  }

  api.get(
    "/api/analytics/:id/export",
    { schema: { params: cardParams, querystring: exportQuerySchema, response: exportAnswer } },
    async (request, reply) => {
      const user = requireUser(request);
      const { scope, range, tz } = request.query;
      const timeZone = checkTimeZone(tz);
      const card = await service.loadReadable(user, request.params.id);
      const now = new Date();
      const plan = await planExport({
        db: ctx.db,
        cardId: card.id,
        cardName: card.name ?? card.slug,
        formFields: readFormConfig(card.formConfig).fields,
        scope,
        range,
        timeZone,
        now,
      });
      if (!plan) throw notFound(NO_DATA);
      const running = runningExports.get(user.id) ?? 0;
      if (running >= MAX_EXPORTS_PER_USER) throw tooManyRequests(EXPORT_BUSY);
      // Before the export counts as running: a refusal here (429) leaves nothing to undo.
      const tracked = request.query.progress
        ? progress.start(request.query.progress, user.id, plan.rows)
        : null;
      runningExports.set(user.id, running + 1);
      // The response closes once, whether the file was sent or the download was dropped.
      reply.raw.once("close", () => {
        const left = (runningExports.get(user.id) ?? 1) - 1;
        if (left > 0) runningExports.set(user.id, left);
        else runningExports.delete(user.id);
      });

      const { lines } = plan;
      /** The file in pieces of about 64 KB (one write per line would cost more than the rows). */
      async function* pieces() {
        let written = -1; // the header is not a row
        // A byte-order mark, so spreadsheet programs read the file as UTF-8.
        let piece = "\uFEFF";
        for await (const line of lines()) {
          piece += line;
          written++;
          if (piece.length >= PIECE_SIZE) {
            yield piece;
            piece = "";
            if (tracked) progress.advance(tracked, written);
          }
        }
        yield piece;
        if (tracked) {
          progress.advance(tracked, written);
          progress.finish(tracked);
        }
      }
      const date = now.toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", attachmentDisposition(exportFileName(card, scope, date)))
        .header("cache-control", "no-store")
        .send(Readable.from(pieces(), { objectMode: false }));
    },
  );

  api.get(
    "/api/analytics/:id/export/progress/:token",
    {
      schema: {
        params: cardParams.extend({ token: z.uuid("token must be a UUID") }),
        response: { 200: exportProgressSchema },
      },
    },
    async (request) => {
      const entry = progress.read(request.params.token, requireUser(request).id);
      if (!entry) throw notFound(UNKNOWN_EXPORT);
      return { rows: entry.rows, total: entry.total, done: entry.done };
    },
  );
}
