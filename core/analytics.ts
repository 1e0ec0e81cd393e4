/**
 * The analytics rules, used by the screen, the server's export and its
 * series: rates, averages, the Smart Insights text, the periods of each time range (weekly
 * periods are numbered within their month) and the export's file name.
 */
import type { AnalyticsRange, ExportScope } from "./schemas/analytics";

/** 'Average daily views is total views divided by 30.' */
const AVERAGE_DAYS = 30;

/** A ratio as a percentage; no views means 0, never NaN or Infinity. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

export interface Totals {
  views: number;
  clicks: number;
  saves: number;
}

export interface Rates {
  /** Clicks divided by views. */
  clickThrough: number;
  /** Saves divided by views. */
  save: number;
  /** (Clicks + saves) divided by views. */
  engagement: number;
  /** Saves divided by views. */
  conversion: number;
  totalInteractions: number;
  averageDailyViews: number;
}

export function ratesOf({ views, clicks, saves }: Totals): Rates {
  return {
    clickThrough: percentOf(clicks, views),
    save: percentOf(saves, views),
    engagement: percentOf(clicks + saves, views),
    conversion: percentOf(saves, views),
    totalInteractions: clicks + saves,
    averageDailyViews: views / AVERAGE_DAYS,
  };
}

/** The figures of one time range (GET /api/analytics/{id} `rangeSummary`). */
export interface RangeFigures extends Totals {
  /** Local days the range spans, today included. */
  days: number;
  uniqueVisitors: number;
  clickingVisitors: number;
  savingVisitors: number;
  engagedVisitors: number;
}

/**
 * The screen's rates, per visitor: one visitor clicking ten links is one visitor who clicked.
 * Click-through is the share of unique visitors who clicked at least once; save (and
 * conversion) the share who saved the contact; engagement the share who did either. Average
 * daily views are the range's views over its days.
 */
export function visitorRatesOf(figures: RangeFigures): Rates {
  const { uniqueVisitors } = figures;
  return {
    clickThrough: percentOf(figures.clickingVisitors, uniqueVisitors),
    save: percentOf(figures.savingVisitors, uniqueVisitors),
    engagement: percentOf(figures.engagedVisitors, uniqueVisitors),
    conversion: percentOf(figures.savingVisitors, uniqueVisitors),
    totalInteractions: figures.clicks + figures.saves,
    averageDailyViews: figures.days > 0 ? figures.views / figures.days : 0,
  };
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The Smart Insights paragraphs for a range, in visitors: the pace reads 'excellently' above
 * 50 views and 'well' above 20; strong engagement is said above 15% engagement or 5% conversion.
 */
export function rangeInsights(figures: RangeFigures, window: string): string[] {
  const rates = visitorRatesOf(figures);
  const pace =
    figures.views > 50
      ? "performing excellently"
      : figures.views > 20
        ? "performing well"
        : "performing steadily";
  const insights = [
    `Your card is ${pace} with ${plural(figures.views, "view", "views")} from ${plural(figures.uniqueVisitors, "visitor", "visitors")} in the ${window}.`,
  ];
  if (rates.engagement > 15 || rates.conversion > 5) {
    insights.push(
      `Strong engagement: ${formatPercent(rates.engagement)} of visitors click a link or save the contact, and ${formatPercent(rates.conversion)} save it.`,
    );
  }
  return insights;
}

/** What a range covers, as its figures are labelled: 'last 30 days', 'last 12 months'. */
export function rangeWindow(range: AnalyticsRange, from: string): string {
  if (range === "daily") return "last 30 days";
  if (range === "weekly") return "last 3 months";
  if (range === "monthly") return "last 12 months";
  return `years since ${from.slice(0, 4)}`;
}

/** Local days from `from` to `today` (both YYYY-MM-DD), both included. */
export function daysBetween(from: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Rates on screen carry 1 or 2 decimals; the export overview always 2. */
export function formatPercent(value: number, decimals: 1 | 2 = 1): string {
  return `${value.toFixed(decimals)}%`;
}

/* ---- Periods ---- */

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date in `timeZone` at `instant`. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Week of the month: days 1-7 are week 1, 8-14 week 2, and so on (29-31 are week 5). */
export const weekOfMonth = (day: number) => Math.ceil(day / 7);

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function shiftDays({ year, month, day }: LocalDate, by: number): LocalDate {
  const d = new Date(Date.UTC(year, month - 1, day + by));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function shiftMonths({ year, month }: LocalDate, by: number): LocalDate {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

/** How many periods each range shows (yearly: every year from the first event). */
const RANGE_SPAN = { daily: 30, weekly: 3, monthly: 12 } as const;

/**
 * The keys of the periods a range shows, oldest first, ending with the one holding `now`:
 * daily the last 30 days (2026-11-23), weekly the weeks of this and the two previous months
 * (2026-11-W4), monthly the last 12 months (2026-11), yearly each year from `firstYear` (2026).
 * The server's SQL groups by the same keys.
 */
export function periodKeys(range: AnalyticsRange, now: Date, timeZone: string, firstYear?: number): string[] {
  const today = localDate(now, timeZone);
  const keys: string[] = [];
  if (range === "daily") {
    for (let back = RANGE_SPAN.daily - 1; back >= 0; back--) {
      const d = shiftDays(today, -back);
      keys.push(`${d.year}-${pad(d.month)}-${pad(d.day)}`);
    }
  } else if (range === "weekly") {
    for (let back = RANGE_SPAN.weekly - 1; back >= 0; back--) {
      const m = shiftMonths(today, -back);
      const lastWeek = back === 0 ? weekOfMonth(today.day) : weekOfMonth(daysInMonth(m.year, m.month));
      for (let week = 1; week <= lastWeek; week++) keys.push(`${m.year}-${pad(m.month)}-W${week}`);
    }
  } else if (range === "monthly") {
    for (let back = RANGE_SPAN.monthly - 1; back >= 0; back--) {
      const m = shiftMonths(today, -back);
      keys.push(`${m.year}-${pad(m.month)}`);
    }
  } else {
    const from = Math.min(firstYear ?? today.year, today.year);
    for (let year = from; year <= today.year; year++) keys.push(String(year));
  }
  return keys;
}

/** The local date (YYYY-MM-DD) a period key starts on: 2026-11-W4 starts on 2026-11-22. */
export function periodStartDate(range: AnalyticsRange, key: string): string {
  if (range === "daily") return key;
  if (range === "weekly") {
    const [month, week] = key.split("-W");
    return `${month}-${pad(1 + 7 * (Number(week) - 1))}`;
  }
  if (range === "monthly") return `${key}-01`;
  return `${key}-01-01`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A period key as the chart's axis shows it: 'Nov 23', 'Nov W4', 'Nov 2026', '2026'. */
export function periodLabel(range: AnalyticsRange, key: string): string {
  const [year, month, rest] = key.split("-");
  const monthName = MONTHS[Number(month) - 1] ?? month;
  if (range === "daily") return `${monthName} ${Number(rest)}`;
  if (range === "weekly") return `${monthName} ${rest}`;
  if (range === "monthly") return `${monthName} ${year}`;
  return key;
}

/* ---- Export ---- */

/** `{card name or slug}-analytics-{scope}-{YYYY-MM-DD}.csv`, safe as a file name. */
export function exportFileName(
  card: { name: string | null; slug: string },
  scope: ExportScope,
  date: string,
): string {
  const base =
    (card.name ?? "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
      .replace(/[\u0000-\u001f\u007f"*/:<>?\\|]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || card.slug;
  return `${base}-analytics-${scope}-${date}.csv`;
}
