/**
 * A raw statement planned once per connection, then only run (issue 19). Planning the tracking
 * statement (an insert and two roll-up upserts in one) costs more than running it: on PGlite,
 * 2.7 ms for one event, of which 2.2 ms is planning.
 *
 * - node-postgres prepares it by name on each pooled connection.
 * - PGlite's query() always uses the unnamed statement, and PostgreSQL takes no parameters after
 *   EXECUTE, so the statement is PREPAREd once in PGlite's one session and EXECUTEd with its
 *   values written as literals (sql-literal.ts).
 * - Anything else (a transaction) runs it as it is.
 *
 * Rows come as the driver reads them by default, without drizzle's column mapping: meant for
 * statements that return plain columns such as ids. Every parameter of the statement needs
 * a cast (`${values}::int[]`), which gives PREPARE its types.
 */
import type { PGlite } from "@electric-sql/pglite";
import { is, type SQL } from "drizzle-orm";
import { NodePgDatabase } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import { PgliteDatabase } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Db } from "./client";
import { rows } from "./rows";
import { sqlLiteral } from "./sql-literal";

const dialect = new PgDialect();

/** Per PGlite instance and statement name: its text, and its PREPARE. */
const preparedInPglite = new WeakMap<PGlite, Map<string, { text: string; ready: Promise<unknown> }>>();

function prepareInPglite(client: PGlite, name: string, text: string): Promise<unknown> {
  let prepared = preparedInPglite.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedInPglite.set(client, prepared);
  }
  const known = prepared.get(name);
  if (known && known.text !== text) throw new Error(`The statement ${name} was prepared with another text`);
  if (known) return known.ready;
  const ready = client.query(`prepare ${name} as ${text}`);
  prepared.set(name, { text, ready });
  // A failed PREPARE is tried again by the next call.
  ready.catch(() => prepared.delete(name));
  return ready;
}

async function runInPglite<T>(client: PGlite, name: string, text: string, params: unknown[]): Promise<T[]> {
  await prepareInPglite(client, name, text);
  const values = params.length > 0 ? `(${params.map(sqlLiteral).join(", ")})` : "";
  return (await client.query<T>(`execute ${name}${values}`)).rows;
}

/** Runs `statement` as the prepared statement `name` (a lower-case SQL identifier, one text per name). */
export async function runPrepared<T>(db: Db, name: string, statement: SQL): Promise<T[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // drizzle sets $client on the databases it makes, not on transactions; the types omit it.
  const { $client } = db as unknown as { $client: unknown };
  if (is(db, PgliteDatabase)) return runInPglite<T>($client as PGlite, name, text, params);
  if (is(db, NodePgDatabase))
    return (await ($client as pg.Pool).query({ name, text, values: params })).rows as T[];
  return rows<T>(db, statement);
}
