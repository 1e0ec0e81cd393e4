/**
 * The audit trail for administrators (level 5): a page of events with filters, and the same
 * filters exported as CSV, streamed and formula-safe as every export.
 */
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AUDIT_ACTIONS,
  auditFiltersSchema,
  auditPageSchema,
  auditQuerySchema,
} from "../../../core/schemas/sign-in";
import type { AppContext } from "../../context";
import { attachmentDisposition } from "../../lib/content-disposition";
import { csvLine } from "../../lib/csv-export";
import { requireAllowed } from "../../plugins/sessions";
import { type AuditRow, auditEventsForExport, listAuditEvents } from "./repo";

const PAGE_SIZE = 50;
const EXPORT_BATCH = 500;

function present(row: AuditRow) {
  return { ...row, at: row.at.toISOString(), outcome: row.outcome as "success" | "failure" };
}

const CSV_HEADER = ["Time (UTC)", "Action", "Outcome", "Method", "By", "Whom", "Address", "Details"];

function csvRow(row: AuditRow): string {
  const label = AUDIT_ACTIONS[row.action as keyof typeof AUDIT_ACTIONS] ?? row.action;
  const details = Object.entries(row.details)
    .map(([key, value]) => `${key}=${value}`)
    .join("; ");
  return csvLine([
    row.at.toISOString(),
    label,
    row.outcome,
    row.method ?? "",
    row.actorName ?? "",
    row.subjectName ?? "",
    row.address ?? "",
    details,
  ]);
}

export async function auditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/audit-events",
    { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => {
      requireAllowed(request, "audit.read");
      const { before, ...filters } = request.query;
      // One more than a page tells whether another page follows.
      const rows = await listAuditEvents(ctx.db, filters, PAGE_SIZE + 1, before);
      const page = rows.slice(0, PAGE_SIZE);
      return {
        events: page.map(present),
        nextBefore: rows.length > PAGE_SIZE ? page.at(-1)!.id : null,
      };
    },
  );

  api.get(
    "/api/audit-events/export",
    { schema: { querystring: auditFiltersSchema, response: { 200: z.instanceof(Readable) } } },
    async (request, reply) => {
      requireAllowed(request, "audit.read");
      const filters = request.query;
      async function* lines() {
        // A byte-order mark, so spreadsheet programs read the file as UTF-8.
        yield `\uFEFF${csvLine(CSV_HEADER)}`;
        for await (const rows of auditEventsForExport(ctx.db, filters, EXPORT_BATCH)) {
          yield rows.map(csvRow).join("");
        }
      }
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", attachmentDisposition(`audit-log-${date}.csv`))
        .header("cache-control", "no-store")
        .send(Readable.from(lines(), { objectMode: false }));
    },
  );
}
