/**
 * What the three charts (Overview, Clicks, Engagement) draw, and the same figures as text:
 * each chart has a one-line summary and a table beside it for people who cannot see the chart.
 */
import { periodLabel, type Totals } from "@core/analytics";
import type { AnalyticsRange, AnalyticsResponse } from "@core/schemas/analytics";

/** The five chart colours of analytics.css, in order: views, clicks, saves, then two more. */
export const CHART_COLORS = [
  "var(--chart-1)",
  "var(--chart-2)",
  "var(--chart-3)",
  "var(--chart-4)",
  "var(--chart-5)",
];

export interface OverviewPoint {
  label: string;
  views: number;
  clicks: number;
  saves: number;
}

/** The series with each period labelled as the axis shows it ('Nov 23', 'Nov W4', 'Nov 2026', '2026'). */
export function overviewPoints(range: AnalyticsRange, series: AnalyticsResponse["series"]): OverviewPoint[] {
  return series.map(({ period, views, clicks, saves }) => ({
    label: periodLabel(range, period),
    views,
    clicks,
    saves,
  }));
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export function overviewSummary(points: OverviewPoint[]): string {
  if (points.length === 0) return "No periods to show.";
  const sum = (key: "views" | "clicks" | "saves") => points.reduce((total, point) => total + point[key], 0);
  const first = points[0].label;
  const last = points[points.length - 1].label;
  const span = first === last ? first : `${first} to ${last}`;
  const text = `${span}: ${count(sum("views"), "view", "views")}, ${count(sum("clicks"), "click", "clicks")} and ${count(sum("saves"), "save", "saves")}.`;
  const busiest = points.reduce((best, point) => (point.views > best.views ? point : best), points[0]);
  return busiest.views > 0
    ? `${text} Most views: ${busiest.label} (${busiest.views.toLocaleString("en-US")}).`
    : text;
}

/** The kinds of link the public page reports (card-view's data-track values), as people name them. */
const LINK_TYPE_LABELS: Record<string, string> = {
  phone: "Phone",
  email: "Email",
  website: "Website",
  social: "Social link",
  custom: "Custom button",
  cta: "Salesbot button",
  map: "Map",
};

export function linkTypeLabel(linkType: string): string {
  const known = LINK_TYPE_LABELS[linkType];
  if (known) return known;
  const words = linkType.replace(/[-_]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Unknown";
}

export interface ClickBar {
  label: string;
  count: number;
}

/** Clicks per link type, most clicked first. */
export function clickBars(clicksByType: AnalyticsResponse["clicksByType"]): ClickBar[] {
  return clicksByType
    .map(({ linkType, count }) => ({ label: linkTypeLabel(linkType), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export function clicksSummary(bars: ClickBar[]): string {
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  if (total === 0) return "No clicks yet.";
  return `${count(total, "click", "clicks")}: ${bars.map((bar) => `${bar.label} ${bar.count.toLocaleString("en-US")}`).join(", ")}.`;
}

export interface EngagementSlice {
  name: "Views" | "Clicks" | "Saves";
  value: number;
}

/** The range's events by kind: the engagement pie. */
export function engagementSlices(figures: Totals): EngagementSlice[] {
  return [
    { name: "Views", value: figures.views },
    { name: "Clicks", value: figures.clicks },
    { name: "Saves", value: figures.saves },
  ];
}

/** A slice's share of all events, in whole percent points with one decimal; never NaN. */
export function sliceShare(slice: EngagementSlice, slices: EngagementSlice[]): number {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return total > 0 ? (slice.value / total) * 100 : 0;
}

export function engagementSummary(slices: EngagementSlice[]): string {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  if (total === 0) return "No events recorded yet.";
  return `${count(total, "event", "events")}: ${slices
    .map(
      (slice) =>
        `${slice.name} ${slice.value.toLocaleString("en-US")} (${sliceShare(slice, slices).toFixed(1)}%)`,
    )
    .join(", ")}.`;
}
