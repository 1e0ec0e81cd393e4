/**
 * The chart series of a range: one point per period in the visitor's time zone, oldest first,
 * empty periods included (core/analytics.ts periodKeys), counted from the roll-ups.
 */
import { periodKeys, periodStartDate } from "../../../core/analytics";
import type { AnalyticsRange, AnalyticsResponse } from "../../../core/schemas/analytics";
import type { Db } from "../../db/client";
import { countsInPeriods, type EventKind, firstEventYear } from "./repo";

const SERIES_KINDS = { view: "views", click: "clicks", save: "saves" } as const;

/** One point per period, zeros where nothing happened. */
function seriesOf(
  keys: string[],
  counts: { index: number; kind: EventKind; n: number }[],
): AnalyticsResponse["series"] {
  const points = keys.map((period) => ({ period, views: 0, clicks: 0, saves: 0 }));
  for (const { index, kind, n } of counts) {
    const point = points[index];
    if (point && kind !== "submission") point[SERIES_KINDS[kind]] += n;
  }
  return points;
}

/** The range's periods in `timeZone`, the events in each, and the local date the first one starts on. */
export async function seriesFor(db: Db, cardId: number, range: AnalyticsRange, timeZone: string, now: Date) {
  const firstYear = range === "yearly" ? await firstEventYear(db, cardId, timeZone) : undefined;
  const keys = periodKeys(range, now, timeZone, firstYear);
  const starts = keys.map((key) => periodStartDate(range, key));
  return {
    series: seriesOf(keys, await countsInPeriods(db, cardId, timeZone, starts)),
    from: starts[0] as string,
  };
}
