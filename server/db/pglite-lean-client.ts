/**
 * The PGlite client as drizzle is given it: the same client, minus a copy of
 * PGlite's whole table of parsers on every statement.
 *
 * drizzle sends nine parsers with every query (drizzle-orm/pglite/session.js: dates, times
 * and intervals, and their arrays, kept as text). PGlite merges any parsers a query brings into
 * a fresh copy of its own table (`{ ...this.parsers, ...options.parsers }`), and that table has
 * one entry per array type in the database: 318 on this schema. Measured on a durable on-disk
 * database, `select 1` took 133-180 us bare and 344-500 us with one parser given; the spread
 * was a quarter of the CPU profile of a loop of small statements.
 *
 * So the client's own table reads those nine types as text, exactly as drizzle asks, and the
 * queries drizzle sends reach PGlite without their parsers: the rows are the same, the copy
 * is gone. A query whose parsers are not all already in the table (another caller, or the
 * table rebuilt by `refreshArrayTypes`) keeps them and takes the slow, correct path.
 */
import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { withOverrides } from "./pglite-overrides";
import { preparingQuery } from "./pglite-prepared-queries";
import { readAsDrizzleDoes, readsAsText } from "./pglite-text-parsers";

type Query = PGlite["query"];

/**
 * The options without their parsers when each of them keeps the value as text (drizzle's do;
 * probed, since functions cannot be compared) and the client's table already does the same.
 */
function lean(client: PGlite, options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const oid in parsers) {
    if (!readsAsText(client, oid) || parsers[oid]?.("probe") !== "probe") return options;
  }
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

function leanQuery(client: PGlite, query: Query): Query {
  return ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, lean(client, options))) as Query;
}

/**
 * `client`, with drizzle's per-query parsers taken over by its own table, and its statements
 * outside a transaction planned once (pglite-prepared-queries.ts) unless `prepare` is false
 * (DATABASE_SAFE_MODE).
 */
export function leanClientForDrizzle(client: PGlite, { prepare = true }: { prepare?: boolean } = {}): PGlite {
  readAsDrizzleDoes(client);
  const own = client.query.bind(client);
  const query = leanQuery(client, prepare ? preparingQuery(() => lean, own) : own);
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) =>
      callback(Object.create(tx, { query: { value: leanQuery(client, tx.query) } }) as Transaction),
    );
  const lean = withOverrides(client, { query, transaction });
  return lean;
}
