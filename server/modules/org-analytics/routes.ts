/**
 * GET /api/organizations/{orgId}/analytics and …/analytics/export: an organisation's figures by
 * team and member, as JSON for the screen and as a CSV file, over the analytics ranges.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { analyticsQuerySchema } from "../../../core/schemas/analytics";
import { orgAnalyticsSchema } from "../../../core/schemas/org-analytics";
import { orgParams } from "../../../core/schemas/organizations";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { loadTimeZoneCheck } from "../analytics/time-zones";
import { createOrgAnalyticsService } from "./service";

export async function orgAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createOrgAnalyticsService(ctx);
  const checkTimeZone = await loadTimeZoneCheck(ctx.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/organizations/:orgId/analytics",
    {
      schema: { params: orgParams, querystring: analyticsQuerySchema, response: { 200: orgAnalyticsSchema } },
    },
    async (request) => {
      const { range, tz } = request.query;
      return service.overview(requireUser(request), request.params.orgId, range, checkTimeZone(tz));
    },
  );

  api.get(
    "/api/organizations/:orgId/analytics/export",
    { schema: { params: orgParams, querystring: analyticsQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const { range, tz } = request.query;
      const file = await service.exportCsv(
        requireUser(request),
        request.params.orgId,
        range,
        checkTimeZone(tz),
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );
}
