/**
 * The eleven export kinds, each as CSV lines produced on demand: the record kinds
 * read the event tables in keyset pages, so a card with millions of events streams in constant
 * memory; the summary kinds come from the roll-ups. Dates are local to the visitor's time zone,
 * which the header names. A missing address, location or device reads 'Unknown'.
 */
import { formatPercent, percentOf, ratesOf } from "../../../../core/analytics";
import type { AnalyticsRange, ExportScope, HistoryKind } from "../../../../core/schemas/analytics";
import { viewSourceLabel } from "../../../../core/view-sources";
import type { Db } from "../../../db/client";
import { csvLine } from "../../../lib/csv-export";
import type { Cursor } from "../../../lib/cursor";
import {
  countsByHourAndWeekday,
  countsByPeriod,
  countsSince,
  type EventKind,
  type HistoryRow,
  historyPage,
  type KindCounts,
  talliesOf,
  totalsOf,
} from "../repo";

export interface ExportRequest {
  db: Db;
  cardId: number;
  cardName: string;
  /** The card's form fields now, in order: the submissions export has a column for each. */
  formFields: { id: string; label: string }[];
  scope: ExportScope;
  range: AnalyticsRange;
  timeZone: string;
  now: Date;
}

export interface ExportPlan {
  /** How many data rows the file will have (for the progress bar). */
  rows: number;
  lines: () => AsyncGenerator<string>;
}

/** Rows read per query while streaming. */
const CHUNK = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN = "Unknown";
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const KIND_OF: Record<HistoryKind, EventKind> = {
  views: "view",
  clicks: "click",
  saves: "save",
  submissions: "submission",
};
const TYPE_LABEL: Record<HistoryKind, string> = {
  views: "View",
  clicks: "Click",
  saves: "Save",
  submissions: "Form Submission",
};
const RECORD_KINDS: HistoryKind[] = ["views", "clicks", "saves", "submissions"];

const known = (value: string | null | undefined) => (value ? value : UNKNOWN);
const formDataText = (data: unknown) => (typeof data === "string" ? data : JSON.stringify(data ?? {}));

/** Every event of one kind, newest first, a chunk at a time. */
async function* recordsOf(request: ExportRequest, kind: HistoryKind): AsyncGenerator<HistoryRow> {
  let cursor: Cursor | null = null;
  for (;;) {
    const chunk = await historyPage(request.db, kind, request.cardId, cursor, CHUNK, request.timeZone);
    yield* chunk;
    const last = chunk.at(-1);
    if (chunk.length < CHUNK || !last) return;
    cursor = { timestamp: last.timestamp, id: last.id };
  }
}

const dateHeader = (timeZone: string) => `Date and Time (${timeZone})`;

const VISITOR_HEADERS = ["IP Address", "Location", "Device"];

function recordHeader(request: ExportRequest, kind: HistoryKind): string[] {
  const when = dateHeader(request.timeZone);
  if (kind === "clicks") return [when, "Link Type", "Link ID", ...VISITOR_HEADERS];
  if (kind === "submissions") {
    return [when, ...request.formFields.map((f) => f.label), "Other Answers", ...VISITOR_HEADERS];
  }
  if (kind === "views") return [when, ...VISITOR_HEADERS, "Source"];
  return [when, ...VISITOR_HEADERS];
}

/**
 * A submission's answers: one cell per field of the form as it is now, so a spreadsheet can sort
 * and filter them, then the answers to fields since removed, as JSON.
 */
function answerCells(request: ExportRequest, data: unknown): string[] {
  const answers: Record<string, unknown> = typeof data === "object" && data !== null ? { ...data } : {};
  const cells = request.formFields.map((field) => {
    const answer = answers[field.id];
    delete answers[field.id];
    return answer === undefined || answer === null ? "" : String(answer);
  });
  return [...cells, Object.keys(answers).length > 0 ? JSON.stringify(answers) : ""];
}

function recordCells(request: ExportRequest, kind: HistoryKind, row: HistoryRow): string[] {
  const visitor = [known(row.ip), known(row.location), known(row.device)];
  const when = row.localTime ?? row.timestamp;
  if (kind === "clicks") return [when, row.linkType ?? "", row.linkId ?? "", ...visitor];
  if (kind === "submissions") return [when, ...answerCells(request, row.formData), ...visitor];
  if (kind === "views") return [when, ...visitor, viewSourceLabel(row.source)];
  return [when, ...visitor];
}

function recordPlan(request: ExportRequest, kind: HistoryKind, totals: KindCounts): ExportPlan {
  return {
    rows: totals[KIND_OF[kind]],
    async *lines() {
      yield csvLine(recordHeader(request, kind));
      for await (const row of recordsOf(request, kind)) yield csvLine(recordCells(request, kind, row));
    },
  };
}

function allPlan(request: ExportRequest, totals: KindCounts): ExportPlan {
  return {
    rows: totals.view + totals.click + totals.save + totals.submission,
    async *lines() {
      yield csvLine([
        "Type",
        dateHeader(request.timeZone),
        "Link Type",
        "Link ID",
        "Form Data",
        "IP Address",
        "Location",
        "Device",
        "Source",
      ]);
      for (const kind of RECORD_KINDS) {
        for await (const row of recordsOf(request, kind)) {
          yield csvLine([
            TYPE_LABEL[kind],
            row.localTime ?? row.timestamp,
            row.linkType ?? "",
            row.linkId ?? "",
            kind === "submissions" ? formDataText(row.formData) : "",
            known(row.ip),
            known(row.location),
            known(row.device),
            kind === "views" ? viewSourceLabel(row.source) : "",
          ]);
        }
      }
    },
  };
}

/** A plan whose lines are all known up front (the summary kinds). */
function fixedPlan(header: string[], body: (string | number)[][]): ExportPlan {
  return {
    rows: body.length,
    async *lines() {
      yield csvLine(header);
      for (const cells of body) yield csvLine(cells);
    },
  };
}

async function overviewPlan(request: ExportRequest, totals: KindCounts): Promise<ExportPlan> {
  const { db, cardId, now } = request;
  const [last7, last30] = await Promise.all([
    countsSince(db, cardId, new Date(now.getTime() - 7 * DAY_MS)),
    countsSince(db, cardId, new Date(now.getTime() - 30 * DAY_MS)),
  ]);
  const rates = ratesOf({ views: totals.view, clicks: totals.click, saves: totals.save });
  return fixedPlan(
    ["Metric", "Value"],
    [
      ["Card", request.cardName],
      ["Total Views", totals.view],
      ["Total Clicks", totals.click],
      ["Total Saves", totals.save],
      ["Total Form Submissions", totals.submission],
      ["Views (last 7 days)", last7.view],
      ["Views (last 30 days)", last30.view],
      ["Clicks (last 30 days)", last30.click],
      ["Average Daily Views", rates.averageDailyViews.toFixed(2)],
      ["Click-Through Rate", formatPercent(rates.clickThrough, 2)],
      ["Save Rate", formatPercent(rates.save, 2)],
      ["Engagement Rate", formatPercent(rates.engagement, 2)],
      ["Conversion Rate", formatPercent(rates.conversion, 2)],
      ["Total Interactions", rates.totalInteractions],
    ],
  );
}

/** Every period with events, oldest first, in the range's grouping. */
async function engagementPlan(request: ExportRequest): Promise<ExportPlan> {
  const counts = await countsByPeriod(request.db, request.cardId, request.range, request.timeZone, null);
  const periods = new Map<string, Record<EventKind, number>>();
  for (const { period, kind, n } of counts) {
    const row = periods.get(period) ?? { view: 0, click: 0, save: 0, submission: 0 };
    row[kind] += n;
    periods.set(period, row);
  }
  const body = [...periods.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, c]) => {
      const rates = ratesOf({ views: c.view, clicks: c.click, saves: c.save });
      return [
        period,
        c.view,
        c.click,
        c.save,
        formatPercent(rates.clickThrough, 2),
        formatPercent(rates.save, 2),
        formatPercent(rates.engagement, 2),
      ];
    });
  return fixedPlan(
    ["Period", "Views", "Clicks", "Saves", "Click-Through Rate", "Save Rate", "Engagement Rate"],
    body,
  );
}

/** 24 local hours, then 7 weekdays. */
async function timingPlan(request: ExportRequest): Promise<ExportPlan> {
  const counts = await countsByHourAndWeekday(request.db, request.cardId, request.timeZone);
  const hours = Array.from({ length: 24 }, () => ({ view: 0, click: 0, save: 0, submission: 0 }));
  const weekdays = Array.from({ length: 7 }, () => ({ view: 0, click: 0, save: 0, submission: 0 }));
  for (const { hour, weekday, kind, n } of counts) {
    hours[hour]![kind] += n;
    weekdays[weekday]![kind] += n;
  }
  return fixedPlan(
    ["Bucket Type", "Bucket", "Views", "Clicks", "Saves", "Form Submissions"],
    [
      ...hours.map((c, hour) => [
        "Hour",
        `${String(hour).padStart(2, "0")}:00`,
        c.view,
        c.click,
        c.save,
        c.submission,
      ]),
      ...weekdays.map((c, day) => ["Weekday", WEEKDAYS[day]!, c.view, c.click, c.save, c.submission]),
    ],
  );
}

/** Devices or locations, largest total first. */
async function dimensionPlan(request: ExportRequest, dimension: "device" | "location"): Promise<ExportPlan> {
  const tallies = (await talliesOf(request.db, request.cardId)).filter((t) => t.dimension === dimension);
  const byValue = new Map<string, Record<EventKind, number>>();
  for (const { value, kind, n } of tallies) {
    const row = byValue.get(value) ?? { view: 0, click: 0, save: 0, submission: 0 };
    row[kind] += n;
    byValue.set(value, row);
  }
  const total = (c: Record<EventKind, number>) => c.view + c.click + c.save + c.submission;
  const body = [...byValue.entries()]
    .sort(([a, x], [b, y]) => total(y) - total(x) || a.localeCompare(b))
    .map(([value, c]) => [value, c.view, c.click, c.save, c.submission, total(c)]);
  return fixedPlan(
    [dimension === "device" ? "Device" : "Location", "Views", "Clicks", "Saves", "Form Submissions", "Total"],
    body,
  );
}

/** Views by where they came from, all time, largest first, with each source's share. */
async function sourcesPlan(request: ExportRequest, totals: KindCounts): Promise<ExportPlan> {
  const tallies = (await talliesOf(request.db, request.cardId)).filter(
    (t) => t.kind === "view" && t.dimension === "source",
  );
  const body = tallies.map(({ value, n }) => [
    viewSourceLabel(value),
    n,
    formatPercent(percentOf(n, totals.view), 2),
  ]);
  return fixedPlan(["Source", "Views", "Share of Views"], body);
}

/** The export of `request.scope`, or null when there is nothing to export. */
export async function planExport(request: ExportRequest): Promise<ExportPlan | null> {
  const totals = await totalsOf(request.db, request.cardId);
  const scope = request.scope;
  if (scope === "views" || scope === "clicks" || scope === "saves" || scope === "submissions") {
    return totals[KIND_OF[scope]] > 0 ? recordPlan(request, scope, totals) : null;
  }
  if (totals.view + totals.click + totals.save + totals.submission === 0) return null;
  switch (scope) {
    case "all":
      return allPlan(request, totals);
    case "overview":
      return overviewPlan(request, totals);
    case "engagement":
      return engagementPlan(request);
    case "timing":
      return timingPlan(request);
    case "devices":
      return dimensionPlan(request, "device");
    case "geographic":
      return dimensionPlan(request, "location");
    case "sources":
      return totals.view > 0 ? sourcesPlan(request, totals) : null;
  }
}
