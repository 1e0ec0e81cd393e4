/**
 * The analytics queries. Figures come from the roll-ups the tracking statement keeps
 * (server/db/schema/analytics.ts): totals and grouped counts from the tallies, windows and
 * series from the 15-minute buckets, grouped in the visitor's time zone. Only the history
 * pages read the event tables, through their (card, time, id) indexes.
 */
import { type SQL, sql } from "drizzle-orm";
import type { AnalyticsRange, HistoryKind } from "../../../core/schemas/analytics";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import type { Cursor } from "../../lib/cursor";

export type EventKind = "view" | "click" | "save" | "submission";
export type KindCounts = Record<EventKind, number>;

const noCounts = (): KindCounts => ({ view: 0, click: 0, save: 0, submission: 0 });

function countsByKind(list: { kind: string; n: number | string }[]): KindCounts {
  const counts = noCounts();
  for (const row of list) {
    if (row.kind in counts) counts[row.kind as EventKind] = Number(row.n);
  }
  return counts;
}

/** All-time counts per kind: every event has exactly one device tally. */
export async function totalsOf(db: Db, cardId: number): Promise<KindCounts> {
  return countsByKind(
    await rows(
      db,
      sql`select kind, sum(n)::float8 as n from analytics_tallies
          where card_id = ${cardId} and dimension = 'device' group by kind`,
    ),
  );
}

/** Counts per kind since `since` (to 15 minutes: a bucket counts when it starts inside the window). */
export async function countsSince(db: Db, cardId: number, since: Date): Promise<KindCounts> {
  return countsByKind(
    await rows(
      db,
      sql`select kind, sum(n)::float8 as n from analytics_buckets
          where card_id = ${cardId} and bucket >= ${since.toISOString()}::timestamptz group by kind`,
    ),
  );
}

/** The SQL text (to_char) of each range's period key, matching core/analytics.ts periodKeys. */
function periodKeySql(range: AnalyticsRange, local: SQL): SQL {
  switch (range) {
    case "daily":
      return sql`to_char(${local}, 'YYYY-MM-DD')`;
    case "weekly":
      return sql`to_char(${local}, 'YYYY-MM') || '-W' || ceil(extract(day from ${local}) / 7)::int`;
    case "monthly":
      return sql`to_char(${local}, 'YYYY-MM')`;
    case "yearly":
      return sql`to_char(${local}, 'YYYY')`;
  }
}

export interface PeriodCount {
  period: string;
  kind: EventKind;
  n: number;
}

/**
 * Events per period and kind, grouped in `timeZone`, from the local date `fromDate`
 * (YYYY-MM-DD) on, or from the first event when null: every period with events, for the export.
 */
export async function countsByPeriod(
  db: Db,
  cardId: number,
  range: AnalyticsRange,
  timeZone: string,
  fromDate: string | null,
): Promise<PeriodCount[]> {
  const local = sql`(bucket at time zone ${timeZone})`;
  const from = fromDate ? sql`and bucket >= (${fromDate}::timestamp at time zone ${timeZone})` : sql``;
  const list = await rows<{ period: string; kind: EventKind; n: number }>(
    db,
    sql`select ${periodKeySql(range, local)} as period, kind, sum(n)::float8 as n
        from analytics_buckets where card_id = ${cardId} ${from} group by 1, 2`,
  );
  return list.map((row) => ({ period: row.period, kind: row.kind, n: Number(row.n) }));
}

/**
 * Events per period and kind (views, clicks and saves) for the periods starting on the local
 * dates `startDates` (ascending; the last period runs on). Each bucket is placed by a binary
 * search among the periods' start instants (width_bucket), worked out once per period, rather
 * than by converting and formatting every bucket's time: about three times faster over a
 * year's buckets.
 */
export async function countsInPeriods(
  db: Db,
  cardId: number,
  timeZone: string,
  startDates: string[],
): Promise<{ index: number; kind: EventKind; n: number }[]> {
  const list = await rows<{ index: number; kind: EventKind; n: number }>(
    db,
    // Materialised: inlined, the planner may rebuild the array for every bucket it joins
    // (seen on PGlite: 623 times, 12 ms, for a weekly chart over a year of buckets).
    sql`with starts as materialized (
          select array_agg(d::timestamp at time zone ${timeZone} order by d) as s
          from unnest(${sql.param(startDates)}::date[]) as d
        )
        select width_bucket(b.bucket, starts.s) - 1 as index, b.kind, sum(b.n)::float8 as n
        from analytics_buckets b cross join starts
        where b.card_id = ${cardId} and b.kind in ('view', 'click', 'save') and b.bucket >= starts.s[1]
        group by 1, 2`,
  );
  return list.map((row) => ({ index: Number(row.index), kind: row.kind, n: Number(row.n) }));
}

/** The local year of the card's first view, click or save, if any (each a walk down the index). */
export async function firstEventYear(db: Db, cardId: number, timeZone: string): Promise<number | undefined> {
  const first = (kind: EventKind) =>
    sql`(select min(bucket) from analytics_buckets where card_id = ${cardId} and kind = ${kind})`;
  const [row] = await rows<{ year: number | null }>(
    db,
    sql`select extract(year from least(${first("view")}, ${first("click")}, ${first("save")}) at time zone ${timeZone})::int as year`,
  );
  return row?.year == null ? undefined : Number(row.year);
}

export interface Tally {
  kind: EventKind;
  dimension: "device" | "location" | "link_type" | "source";
  value: string;
  n: number;
}

/** Every all-time tally of the card (a few hundred rows at most: devices, countries, link types, sources). */
export async function talliesOf(db: Db, cardId: number): Promise<Tally[]> {
  const list = await rows<Tally>(
    db,
    sql`select kind, dimension, value, n::float8 as n from analytics_tallies
        where card_id = ${cardId} order by n desc, value`,
  );
  return list.map((row) => ({ ...row, n: Number(row.n) }));
}

export interface HourWeekdayCount {
  hour: number;
  /** 0 is Sunday. */
  weekday: number;
  kind: EventKind;
  n: number;
}

/** Events by local hour of day and weekday in `timeZone` (the export's timing scope). */
export async function countsByHourAndWeekday(
  db: Db,
  cardId: number,
  timeZone: string,
): Promise<HourWeekdayCount[]> {
  const local = sql`(bucket at time zone ${timeZone})`;
  const list = await rows<HourWeekdayCount>(
    db,
    sql`select extract(hour from ${local})::int as hour, extract(dow from ${local})::int as weekday,
               kind, sum(n)::float8 as n
        from analytics_buckets where card_id = ${cardId} group by 1, 2, 3`,
  );
  return list.map((row) => ({ ...row, n: Number(row.n) }));
}

/* ---- History ---- */

interface HistoryTable {
  table: string;
  /** Columns besides id and timestamp, as `"column" as "field"`. */
  fields: string;
}

/** What each history shows, plus the address and location the export adds. */
const HISTORY: Record<HistoryKind, HistoryTable> = {
  views: {
    table: "card_views",
    fields: `viewer_ip as "ip", viewer_location as "location", viewer_device as "device", source as "source"`,
  },
  clicks: {
    table: "card_clicks",
    fields: `link_type as "linkType", link_id as "linkId", link_label as "linkLabel", clicker_ip as "ip", clicker_location as "location", clicker_device as "device"`,
  },
  saves: {
    table: "card_saves",
    fields: `saver_ip as "ip", saver_location as "location", saver_device as "device"`,
  },
  submissions: {
    table: "form_submissions",
    fields: `form_data as "formData", submitter_ip as "ip", submitter_location as "location", submitter_device as "device"`,
  },
};

export interface HistoryRow {
  id: string;
  /** UTC with microseconds, as the cursor carries it. */
  timestamp: string;
  ip: string | null;
  location: string | null;
  device: string | null;
  /** A view's source (core/view-sources.ts). */
  source?: string;
  linkType?: string;
  linkId?: string;
  linkLabel?: string | null;
  formData?: unknown;
  /** `YYYY-MM-DD HH:MM:SS` in the time zone asked for (the export's dates). */
  localTime?: string;
}

/**
 * Up to `limit` events older than `before` (or the newest), newest first; with `timeZone`,
 * each also carries its local time there.
 */
export async function historyPage(
  db: Db,
  kind: HistoryKind,
  cardId: number,
  before: Cursor | null,
  limit: number,
  timeZone?: string,
): Promise<HistoryRow[]> {
  const { table, fields } = HISTORY[kind];
  const older = before
    ? sql`and (e."timestamp", e.id) < (${before.timestamp}::timestamptz, ${before.id}::bigint)`
    : sql``;
  return rows<HistoryRow>(
    db,
    // Ordered by the table's columns (e.), not the text columns of the same names selected.
    sql`select e.id::text as id,
               to_char(e."timestamp" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "timestamp",
               ${sql.raw(fields)}
               ${timeZone ? sql`, to_char(e."timestamp" at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as "localTime"` : sql``}
        from ${sql.raw(`"${table}"`)} as e
        where e.card_id = ${cardId} ${older}
        order by e."timestamp" desc, e.id desc
        limit ${limit}`,
  );
}
