/**
 * Batch inserts for the tracking tables. One statement per batch writes every event whose
 * card exists and skips the others, so a stale card id in one request never fails the
 * requests it shares a batch with; the ids it returns tell each request whether it was
 * stored. Columns travel as one array parameter each (unnest), so a batch of any size is
 * a statement of fixed shape, planned once. The same statement keeps the analytics roll-ups.
 *
 * Views, clicks and saves have no foreign key to their card (server/db/schema/tracking.ts):
 * the statement finds the batch's cards and locks each once (FOR KEY SHARE), where a foreign
 * key checked and locked the card once per row. The lock makes a concurrent delete of the
 * card wait for this commit, and then its trigger deletes these events too; a card deleted
 * first is not found, and its events are not stored.
 */

import { type SQL, sql } from "drizzle-orm";
import type { ViewSource } from "../../../core/view-sources";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import type { Visitor } from "../visitors/visitor";
import type { StoredLinkType } from "./schemas";

export interface CardEvent extends Visitor {
  cardId: number;
}

export interface CardViewEvent extends CardEvent {
  /** Where the visitor came from; a view that names none is a direct one. */
  source?: ViewSource;
}

export interface CardClickEvent extends CardEvent {
  linkType: StoredLinkType;
  linkId: string;
  /** What the link said when it was clicked (core/link-labels.ts); absent or null when unknown. */
  linkLabel?: string | null;
}

interface Column<E> {
  name: string;
  /** The parameter's array type; a jsonb column travels as text and is cast on the way in. */
  type: "int" | "varchar" | "timestamptz" | "jsonb";
  value: (event: E) => unknown;
}

/** A tracking table and what its analytics roll-ups count (server/db/schema/analytics.ts). */
interface EventTableDefinition<E> {
  table: string;
  /** The roll-ups' `kind`. */
  kind: "view" | "click" | "save" | "submission";
  columns: Column<E>[];
  /** Roll-up dimension → the column it counts by; a missing value counts as 'Unknown'. */
  dimensions: Record<string, string>;
}

/** A definition with the parts of its statement that never change, written once, not per batch. */
interface EventTable<E> extends EventTableDefinition<E> {
  names: SQL;
  selected: SQL;
  counted: SQL;
  dimensionValues: SQL;
}

function eventTable<E>(definition: EventTableDefinition<E>): EventTable<E> {
  const { columns, dimensions } = definition;
  return {
    ...definition,
    names: sql.raw(columns.map((c) => `"${c.name}"`).join(", ")),
    selected: sql.raw(columns.map((c) => `v."${c.name}"${c.type === "jsonb" ? "::jsonb" : ""}`).join(", ")),
    counted: sql.raw(
      Object.values(dimensions)
        .map((column) => `"${column}"`)
        .join(", "),
    ),
    dimensionValues: sql.raw(
      Object.entries(dimensions)
        .map(([dimension, column]) => `('${dimension}', coalesce(nullif(ins."${column}", ''), 'Unknown'))`)
        .join(", "),
    ),
  };
}

/** The roll-ups' bucket width and origin; every time zone's offset is a multiple of it. */
const BUCKET = sql.raw(`'15 minutes', "timestamp", timestamptz '2000-01-01 00:00:00+00'`);

function visitorColumns<E extends CardEvent>(
  prefix: "viewer" | "clicker" | "saver" | "submitter",
): Column<E>[] {
  return [
    { name: "card_id", type: "int", value: (e) => e.cardId },
    { name: "visitor_hash", type: "varchar", value: (e) => e.visitorHash },
    { name: `${prefix}_location`, type: "varchar", value: (e) => e.location },
    { name: `${prefix}_device`, type: "varchar", value: (e) => e.device },
    { name: "timestamp", type: "timestamptz", value: (e) => e.at.toISOString() },
  ];
}

const visitorDimensions = (prefix: string) => ({
  device: `${prefix}_device`,
  location: `${prefix}_location`,
});

/**
 * One statement: lock the batch's cards, insert the events whose card exists, then add them to
 * the roll-ups. Cards are locked and roll-up rows upserted in key order, so two writers (two
 * processes on one PostgreSQL) that touch the same rows wait for each other instead of
 * deadlocking.
 */
async function insertBatch<E extends CardEvent>(
  db: Db,
  target: EventTable<E>,
  events: E[],
): Promise<boolean[]> {
  const { table, kind, columns, names, selected, counted, dimensionValues } = target;
  const arrays: SQL[] = columns.map(
    (c) => sql`${sql.param(events.map(c.value))}::${sql.raw(c.type === "jsonb" ? "text" : c.type)}[]`,
  );
  const cardIds = [...new Set(events.map((event) => event.cardId))];
  const statement = sql`
    with cards as materialized (
      select "id" from "business_cards" where "id" = any(${sql.param(cardIds)}::int[])
      order by "id" for key share
    ),
    ins as (
      insert into ${sql.raw(`"${table}"`)} (${names})
      select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as v(${names})
      where v.card_id in (select "id" from cards)
      returning "card_id", "timestamp", ${counted}
    ),
    buckets as (
      insert into "analytics_buckets" ("card_id", "kind", "bucket", "n")
      select "card_id", ${kind}, date_bin(${BUCKET}), count(*) from ins group by 1, 3 order by 1, 3
      on conflict ("card_id", "kind", "bucket") do update set "n" = "analytics_buckets"."n" + excluded."n"
    ),
    tallies as (
      insert into "analytics_tallies" ("card_id", "kind", "dimension", "value", "n")
      select ins."card_id", ${kind}, d.dimension, d.value, count(*)
      from ins cross join lateral (values ${dimensionValues}) as d(dimension, value)
      group by 1, 3, 4 order by 1, 3, 4
      on conflict ("card_id", "kind", "dimension", "value") do update set "n" = "analytics_tallies"."n" + excluded."n"
    )
    select "card_id" from ins group by "card_id"`;
  // Planned once per connection (rows.ts): planning costs more than running it. One row per
  // card that took events, not per event: each row is parsed in JavaScript.
  const inserted = await rows<{ card_id: number }>(db, statement);
  const stored = new Set(inserted.map((row) => Number(row.card_id)));
  return events.map((event) => stored.has(event.cardId));
}

export interface SubmissionEvent extends CardEvent {
  formData: Record<string, unknown>;
}

const views = eventTable<CardViewEvent>({
  table: "card_views",
  kind: "view",
  columns: [
    ...visitorColumns<CardViewEvent>("viewer"),
    { name: "source", type: "varchar", value: (e) => e.source ?? "direct" },
  ],
  dimensions: { ...visitorDimensions("viewer"), source: "source" },
});
const saves = eventTable<CardEvent>({
  table: "card_saves",
  kind: "save",
  columns: visitorColumns("saver"),
  dimensions: visitorDimensions("saver"),
});
const clicks = eventTable<CardClickEvent>({
  table: "card_clicks",
  kind: "click",
  columns: [
    ...visitorColumns<CardClickEvent>("clicker"),
    { name: "link_type", type: "varchar", value: (e) => e.linkType },
    { name: "link_id", type: "varchar", value: (e) => e.linkId },
    { name: "link_label", type: "varchar", value: (e) => e.linkLabel ?? null },
  ],
  dimensions: { ...visitorDimensions("clicker"), link_type: "link_type" },
});
const submissions = eventTable<SubmissionEvent>({
  table: "form_submissions",
  kind: "submission",
  columns: [
    ...visitorColumns<SubmissionEvent>("submitter"),
    { name: "form_data", type: "jsonb", value: (e) => JSON.stringify(e.formData) },
  ],
  dimensions: visitorDimensions("submitter"),
});

/** Each answers, per event and in order, whether it was stored (false: no such card). */
export const insertViews = (db: Db, events: CardViewEvent[]) => insertBatch(db, views, events);
export const insertSaves = (db: Db, events: CardEvent[]) => insertBatch(db, saves, events);
export const insertClicks = (db: Db, events: CardClickEvent[]) => insertBatch(db, clicks, events);
export const insertSubmissions = (db: Db, events: SubmissionEvent[]) => insertBatch(db, submissions, events);

/**
 * The id of the submission this connection inserted last: within the transaction that called
 * insertSubmissions with one event, that submission's id (a sequence's `currval` is per session,
 * so other writers' inserts never show here).
 */
export async function lastSubmissionId(db: Db): Promise<number> {
  const [row] = await rows<{ id: string | number }>(
    db,
    sql`select currval(pg_get_serial_sequence('form_submissions', 'id')) as id`,
  );
  return Number(row!.id);
}
