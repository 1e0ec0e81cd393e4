/**
 * The figures of one time range, counted from the event tables between the range's first local
 * day and now, through their (card, time, id) indexes: so every figure on the screen follows the
 * range. Each query reads only the range's events and answers a handful of numbers or at most
 * MAX_GROUPS groups.
 *
 * Unique visitors are distinct visitor hashes (visitors/visitor-hash.ts). A hash changes every
 * day, so the same person on two days counts twice, as privacy-minded analytics count. Events
 * stored before hashing have none; each counts as one visitor per network, device and UTC day.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";

/** The grouped counts the screen lists (devices, countries, links): the largest ones. */
const MAX_GROUPS = 50;

export interface RangeStart {
  /** The local date (YYYY-MM-DD) the range's first period starts on. */
  fromDate: string;
  timeZone: string;
}

const since = ({ fromDate, timeZone }: RangeStart) => sql`(${fromDate}::timestamp at time zone ${timeZone})`;

const EVENT_TABLES = {
  view: { table: "card_views", prefix: "viewer" },
  click: { table: "card_clicks", prefix: "clicker" },
  save: { table: "card_saves", prefix: "saver" },
  submission: { table: "form_submissions", prefix: "submitter" },
} as const;
type Kind = keyof typeof EVENT_TABLES;

/** The visitor of an event: its hash, or for an event stored before hashing, its network, device and day. */
function visitorKey(kind: Kind): SQL {
  const p = EVENT_TABLES[kind].prefix;
  return sql.raw(
    `coalesce(visitor_hash, 'legacy|' || coalesce(${p}_ip, '') || '|' || coalesce(${p}_device, '') || '|' || ("timestamp" at time zone 'UTC')::date)`,
  );
}

const inRange = (kind: Kind, cardId: number, start: RangeStart) =>
  sql`from ${sql.raw(`"${EVENT_TABLES[kind].table}"`)} where card_id = ${cardId} and "timestamp" >= ${since(start)}`;

export interface RangeCounts {
  views: number;
  clicks: number;
  saves: number;
  submissions: number;
  uniqueVisitors: number;
  /** Visitors who clicked at least once, saved at least once, or did either. */
  clickingVisitors: number;
  savingVisitors: number;
  engagedVisitors: number;
}

export async function rangeCounts(db: Db, cardId: number, start: RangeStart): Promise<RangeCounts> {
  const events = (kind: Kind) =>
    sql`select ${kind}::text as kind, ${visitorKey(kind)} as visitor ${inRange(kind, cardId, start)}`;
  const [row] = await rows<Record<keyof RangeCounts, number | string>>(
    db,
    sql`with events as (
          ${events("view")} union all ${events("click")} union all ${events("save")} union all ${events("submission")}
        )
        select count(*) filter (where kind = 'view')::float8 as "views",
               count(*) filter (where kind = 'click')::float8 as "clicks",
               count(*) filter (where kind = 'save')::float8 as "saves",
               count(*) filter (where kind = 'submission')::float8 as "submissions",
               count(distinct visitor) filter (where kind <> 'submission')::float8 as "uniqueVisitors",
               count(distinct visitor) filter (where kind = 'click')::float8 as "clickingVisitors",
               count(distinct visitor) filter (where kind = 'save')::float8 as "savingVisitors",
               count(distinct visitor) filter (where kind in ('click', 'save'))::float8 as "engagedVisitors"
        from events`,
  );
  const n = (key: keyof RangeCounts) => Number(row?.[key] ?? 0);
  return {
    views: n("views"),
    clicks: n("clicks"),
    saves: n("saves"),
    submissions: n("submissions"),
    uniqueVisitors: n("uniqueVisitors"),
    clickingVisitors: n("clickingVisitors"),
    savingVisitors: n("savingVisitors"),
    engagedVisitors: n("engagedVisitors"),
  };
}

export interface Group {
  value: string;
  count: number;
}

const VIEW_DIMENSIONS = {
  device: "coalesce(nullif(viewer_device, ''), 'Unknown')",
  location: "coalesce(nullif(viewer_location, ''), 'Unknown')",
  source: "source",
} as const;

/**
 * Views by device, by country ('Unknown' where none was recorded) or by source
 * (core/view-sources.ts) in the range, largest first.
 */
export async function viewsBy(
  db: Db,
  cardId: number,
  start: RangeStart,
  dimension: keyof typeof VIEW_DIMENSIONS,
): Promise<Group[]> {
  const column = sql.raw(VIEW_DIMENSIONS[dimension]);
  const list = await rows<{ value: string; count: number | string }>(
    db,
    sql`select ${column} as value, count(*)::float8 as count ${inRange("view", cardId, start)}
        group by 1 order by 2 desc, 1 limit ${MAX_GROUPS}`,
  );
  return list.map((row) => ({ value: row.value, count: Number(row.count) }));
}

/** Clicks by link type in the range, largest first. */
export async function clicksByType(db: Db, cardId: number, start: RangeStart): Promise<Group[]> {
  const list = await rows<{ value: string; count: number | string }>(
    db,
    sql`select link_type as value, count(*)::float8 as count ${inRange("click", cardId, start)}
        group by 1 order by 2 desc, 1 limit ${MAX_GROUPS}`,
  );
  return list.map((row) => ({ value: row.value, count: Number(row.count) }));
}

export interface LinkClicks {
  linkType: string;
  linkId: string;
  /** As stored with the clicks; null for clicks stored without one (core/link-labels.ts names them). */
  label: string | null;
  count: number;
  visitors: number;
}

/** Clicks per link and label in the range, with the visitors who clicked it, most clicked first. */
export async function clicksByLink(db: Db, cardId: number, start: RangeStart): Promise<LinkClicks[]> {
  const list = await rows<{
    linkType: string;
    linkId: string;
    label: string | null;
    count: number;
    visitors: number;
  }>(
    db,
    sql`select link_type as "linkType", link_id as "linkId", link_label as "label",
               count(*)::float8 as "count", count(distinct ${visitorKey("click")})::float8 as "visitors"
        ${inRange("click", cardId, start)}
        group by 1, 2, 3 order by 4 desc, 1, 2 limit ${MAX_GROUPS}`,
  );
  return list.map((row) => ({ ...row, count: Number(row.count), visitors: Number(row.visitors) }));
}
