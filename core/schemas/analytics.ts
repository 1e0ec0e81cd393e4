/**
 * The analytics API. GET /api/analytics/{id} keeps the specification's field
 * names (summary, views, clicks, saves, submissions) but sends figures computed by the database
 * and only the first page of each history; later pages come from
 * GET /api/analytics/{id}/{kind}?cursor=…, newest first.
 */
import { z } from "zod";
import { VIEW_SOURCES } from "../view-sources";
import { cursorParamSchema } from "./cursor";

export const ANALYTICS_RANGES = ["daily", "weekly", "monthly", "yearly"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const HISTORY_KINDS = ["views", "clicks", "saves", "submissions"] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Rows per history page. */
export const HISTORY_PAGE_SIZE = 25;
const MAX_HISTORY_PAGE_SIZE = 200;

export const EXPORT_SCOPES = [
  "all",
  "views",
  "clicks",
  "saves",
  "submissions",
  "overview",
  "engagement",
  "timing",
  "devices",
  "geographic",
  "sources",
] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

const TZ_MESSAGE = "tz must be an IANA time zone name, such as Europe/Berlin";

/** A time-zone name both the browser and the database know; checked again by the server. */
const timeZoneSchema = z
  .string(TZ_MESSAGE)
  .min(1, TZ_MESSAGE)
  .max(64, TZ_MESSAGE)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, TZ_MESSAGE);

export const analyticsQuerySchema = z.object({
  range: z.enum(ANALYTICS_RANGES, `range must be one of ${ANALYTICS_RANGES.join(", ")}`).default("daily"),
  tz: timeZoneSchema.default("UTC"),
});

export const historyQuerySchema = z.object({
  cursor: cursorParamSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, `limit must be 1 to ${MAX_HISTORY_PAGE_SIZE}`)
    .max(MAX_HISTORY_PAGE_SIZE, `limit must be 1 to ${MAX_HISTORY_PAGE_SIZE}`)
    .default(HISTORY_PAGE_SIZE),
});

export const exportQuerySchema = z.object({
  scope: z.enum(EXPORT_SCOPES, `scope must be one of ${EXPORT_SCOPES.join(", ")}`).default("all"),
  range: analyticsQuerySchema.shape.range,
  tz: analyticsQuerySchema.shape.tz,
  /** A random id the screen polls for the export's progress (GET …/export/progress/{token}). */
  progress: z.uuid("progress must be a UUID").optional(),
});

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Pass as `cursor` for the next, older page; null on the last page. */
    nextCursor: z.string().nullable(),
  });

/** ISO 8601 times throughout. */
const viewRecordSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  viewerLocation: z.string().nullable(),
  viewerDevice: z.string().nullable(),
  /** Where the view came from (core/view-sources.ts). */
  source: z.enum(VIEW_SOURCES),
});
const clickRecordSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  linkType: z.string(),
  linkId: z.string(),
  /** What the link said ('Book a call', 'LinkedIn', 'Open in Maps'): core/link-labels.ts. */
  linkLabel: z.string(),
  clickerDevice: z.string().nullable(),
});
const saveRecordSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  saverLocation: z.string().nullable(),
  saverDevice: z.string().nullable(),
});
const submissionRecordSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  formData: z.record(z.string(), z.unknown()),
  submitterLocation: z.string().nullable(),
  submitterDevice: z.string().nullable(),
});

const viewPageSchema = page(viewRecordSchema);
const clickPageSchema = page(clickRecordSchema);
const savePageSchema = page(saveRecordSchema);
const submissionPageSchema = page(submissionRecordSchema);

export const historyPageSchemas = {
  views: viewPageSchema,
  clicks: clickPageSchema,
  saves: savePageSchema,
  submissions: submissionPageSchema,
} as const;

const countOf = <K extends string>(key: K) =>
  z.object({ [key]: z.string(), count: z.number() } as { [P in K]: z.ZodString } & { count: z.ZodNumber });

export const analyticsResponseSchema = z.object({
  card: z.object({ id: z.number(), name: z.string().nullable(), slug: z.string() }),
  range: z.enum(ANALYTICS_RANGES),
  tz: z.string(),
  summary: z.object({
    totalViews: z.number(),
    totalClicks: z.number(),
    totalSaves: z.number(),
    totalSubmissions: z.number(),
  }),
  /**
   * The figures of the range asked for, from its first period's start (`from`, a local date) to
   * now, over `days` local days: the screen's tiles and panels. `summary` stays all-time.
   * Unique visitors are distinct daily visitor hashes; the `…Visitors` counts are the visitors
   * who clicked, saved, or did either at least once, for rates per visitor.
   */
  rangeSummary: z.object({
    from: z.string(),
    days: z.number(),
    views: z.number(),
    clicks: z.number(),
    saves: z.number(),
    submissions: z.number(),
    uniqueVisitors: z.number(),
    clickingVisitors: z.number(),
    savingVisitors: z.number(),
    engagedVisitors: z.number(),
  }),
  /** Counts over the last 7 and 30 days, ending now. */
  recent: z.object({
    views7d: z.number(),
    clicks7d: z.number(),
    saves7d: z.number(),
    views30d: z.number(),
    clicks30d: z.number(),
    saves30d: z.number(),
  }),
  /**
   * One point per period of the range, oldest first, empty periods included. `period` is the
   * key of core/analytics.ts periodKeys: 2026-11-23, 2026-11-W4, 2026-11 or 2026.
   */
  series: z.array(z.object({ period: z.string(), views: z.number(), clicks: z.number(), saves: z.number() })),
  /** In the range, like every list below: clicks by link type, views by device and by country. */
  clicksByType: z.array(countOf("linkType")),
  devices: z.array(countOf("device")),
  locations: z.array(countOf("location")),
  /** Views by where they came from: the QR code, an NFC tag, an email signature, ... */
  sources: z.array(z.object({ source: z.enum(VIEW_SOURCES), count: z.number() })),
  /** Clicks per link, named by its label, with the unique visitors who clicked it. */
  clicksByLink: z.array(
    z.object({
      linkType: z.string(),
      linkId: z.string(),
      label: z.string(),
      count: z.number(),
      visitors: z.number(),
    }),
  ),
  views: viewPageSchema,
  clicks: clickPageSchema,
  saves: savePageSchema,
  submissions: submissionPageSchema,
});

export const exportProgressSchema = z.object({
  /** Rows written so far, and the rows the export will have (estimated from the roll-ups). */
  rows: z.number(),
  total: z.number(),
  done: z.boolean(),
});

export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
export type HistoryPage<K extends HistoryKind> = z.infer<(typeof historyPageSchemas)[K]>;
export type ExportProgress = z.infer<typeof exportProgressSchema>;

/** GET /api/analytics/summaries: the totals of each of the signed-in user's own cards. */
export const analyticsSummariesSchema = z.array(
  z.object({
    cardId: z.number(),
    totalViews: z.number(),
    totalClicks: z.number(),
    totalSaves: z.number(),
    totalSubmissions: z.number(),
  }),
);
export type AnalyticsSummaries = z.infer<typeof analyticsSummariesSchema>;
