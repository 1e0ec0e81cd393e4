/**
 * The open API's analytics: one card's summary over a period, from the analytics screen's own
 * figures and under its access rule (policy "analytics.view": the owner, or level 4 and up).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { analyticsQuerySchema, analyticsResponseSchema } from "../../../core/schemas/analytics";
import { CARD_ID_MESSAGE, idParamSchema } from "../../../core/schemas/ids";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { createAnalyticsService } from "../analytics/service";
import { loadTimeZoneCheck } from "../analytics/time-zones";

const cardParams = z.object({ id: idParamSchema(CARD_ID_MESSAGE).describe("The card's id") });

const summaryQuery = z.object({
  range: analyticsQuerySchema.shape.range.describe(
    "The period: days of the last month (daily), weeks, months or years, from its first period's start to now",
  ),
  tz: analyticsQuerySchema.shape.tz.describe("The IANA time zone the periods are counted in"),
});

const { rangeSummary, summary, series } = analyticsResponseSchema.shape;
const cardAnalyticsSchema = z.object({
  cardId: z.number(),
  range: analyticsResponseSchema.shape.range,
  tz: z.string(),
  /** Since the card was made. */
  allTime: z.object({ views: z.number(), clicks: z.number(), saves: z.number(), submissions: z.number() }),
  /** In the period: from its first day (`from`, a local date) to now, over `days` days. */
  period: rangeSummary,
  /** One point per day, week, month or year of the period, oldest first. */
  series,
});
type AllTime = z.infer<typeof summary>;

const allTimeOf = (totals: AllTime) => ({
  views: totals.totalViews,
  clicks: totals.totalClicks,
  saves: totals.totalSaves,
  submissions: totals.totalSubmissions,
});

export async function apiV1AnalyticsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createAnalyticsService(ctx);
  const checkTimeZone = await loadTimeZoneCheck(ctx.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/v1/cards/:id/analytics",
    {
      config: { scope: "analytics:read" },
      schema: {
        tags: ["Analytics"],
        summary: "A card's analytics summary",
        description:
          "Views, clicks, saves, form submissions and unique visitors over a period, and all-time totals. " +
          "Unique visitors are counted per day, as the analytics screen counts them.",
        params: cardParams,
        querystring: summaryQuery,
        response: { 200: cardAnalyticsSchema },
      },
    },
    async (request) => {
      const { range, tz } = request.query;
      const figures = await service.overview(
        requireUser(request),
        request.params.id,
        range,
        checkTimeZone(tz),
      );
      return {
        cardId: figures.card.id,
        range: figures.range,
        tz: figures.tz,
        allTime: allTimeOf(figures.summary),
        period: figures.rangeSummary,
        series: figures.series,
      };
    },
  );
}
