/**
 * Batch inserts for the tracking tables. One statement per batch writes every event whose
 * card exists and skips the others, so a stale card id in one request never fails the
 * requests it shares a batch with; the ids it returns tell each request whether it was
 * stored. Columns travel as one array parameter each (unnest), so a batch of any size is
 * a statement of fixed shape with five or seven parameters.
 */

import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isForeignKeyViolation } from "../../db/pg-error";
import type { LinkType } from "./schemas";

/** What the server records about the visitor with every event (spec 000 §3). */
export interface Visitor {
  /** Anonymised (DESIGN §5); null when the request had no usable address. */
  ip: string | null;
  location: string;
  device: string;
  /** When the request arrived, not when its batch was written. */
  at: Date;
}

export interface CardEvent extends Visitor {
  cardId: number;
}

export interface CardClickEvent extends CardEvent {
  linkType: LinkType;
  linkId: string;
}

interface Column<E> {
  name: string;
  type: "int" | "varchar" | "timestamptz";
  value: (event: E) => unknown;
}

function visitorColumns<E extends CardEvent>(prefix: "viewer" | "clicker" | "saver"): Column<E>[] {
  return [
    { name: "card_id", type: "int", value: (e) => e.cardId },
    { name: `${prefix}_ip`, type: "varchar", value: (e) => e.ip },
    { name: `${prefix}_location`, type: "varchar", value: (e) => e.location },
    { name: `${prefix}_device`, type: "varchar", value: (e) => e.device },
    { name: "timestamp", type: "timestamptz", value: (e) => e.at.toISOString() },
  ];
}

async function insertBatch<E extends CardEvent>(
  db: Db,
  table: string,
  columns: Column<E>[],
  events: E[],
): Promise<boolean[]> {
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(", "));
  const arrays: SQL[] = columns.map((c) => sql`${sql.param(events.map(c.value))}::${sql.raw(c.type)}[]`);
  const statement = sql`
    insert into ${sql.raw(`"${table}"`)} (${names})
    select * from unnest(${sql.join(arrays, sql`, `)}) as v(${names})
    where exists (select 1 from "business_cards" c where c.id = v.card_id)
    returning "card_id"`;
  // Both drivers (PGlite and node-postgres) answer with `rows`; the shared Db type cannot say so.
  const run = async () => ((await db.execute(statement)) as unknown as { rows: { card_id: number }[] }).rows;
  let rows: { card_id: number }[];
  try {
    rows = await run();
  } catch (error) {
    // A card deleted between the existence check and the insert: try once more, and the
    // check leaves it out this time.
    if (!isForeignKeyViolation(error)) throw error;
    rows = await run();
  }
  const stored = new Set(rows.map((row) => Number(row.card_id)));
  return events.map((event) => stored.has(event.cardId));
}

const viewColumns = visitorColumns<CardEvent>("viewer");
const saveColumns = visitorColumns<CardEvent>("saver");
const clickColumns: Column<CardClickEvent>[] = [
  ...visitorColumns<CardClickEvent>("clicker"),
  { name: "link_type", type: "varchar", value: (e) => e.linkType },
  { name: "link_id", type: "varchar", value: (e) => e.linkId },
];

/** Each answers, per event and in order, whether it was stored (false: no such card). */
export const insertViews = (db: Db, events: CardEvent[]) =>
  insertBatch(db, "card_views", viewColumns, events);
export const insertSaves = (db: Db, events: CardEvent[]) =>
  insertBatch(db, "card_saves", saveColumns, events);
export const insertClicks = (db: Db, events: CardClickEvent[]) =>
  insertBatch(db, "card_clicks", clickColumns, events);
