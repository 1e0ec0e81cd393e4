/**
 * Raw statements planned once per connection, then only run. Planning costs much
 * of a statement's time, above all on PGlite, whose PostgreSQL runs in WebAssembly: the
 * tracking statement (an insert and two roll-up upserts in one) took 2.2-2.7 ms for one event,
 * 0.5-0.8 ms once prepared; the analytics screen's queries took a third less.
 *
 * - node-postgres prepares a named statement on each pooled connection.
 * - PGlite's query() always uses the unnamed statement, and PostgreSQL takes no parameters
 *   after EXECUTE, so the statement is PREPAREd once in PGlite's one session and EXECUTEd with
 *   its values written as literals (sql-literal.ts), by the simple query protocol.
 * - Anything else (a transaction) runs it as it is.
 *
 * The rows come back exactly as `db.execute` gives them (dates and times as text): through
 * drizzle's own session, or on PGlite through the client's table of parsers when it reads
 * those types as drizzle does. Every parameter needs a type PREPARE can infer: a cast
 * (`${values}::int[]`) or a column it is compared with or stored in.
 */
import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { DrizzleQueryError, is, type Query, SQL } from "drizzle-orm";
import { NodePgDatabase } from "drizzle-orm/node-postgres";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { PgliteDatabase } from "drizzle-orm/pglite";
import { readsAsDrizzleDoes } from "./pglite-text-parsers";
import { sqlLiteral } from "./sql-literal";

const dialect = new PgDialect();

/**
 * Any drizzle PostgreSQL database or transaction: a raw statement needs no tables, so this file
 * names none (client.ts, which opens the database with the schema, configures it from here).
 */
type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/**
 * Texts come from the code, but a statement built with varying SQL (a list spelt out value by
 * value) must not make the server keep a plan for each: past this many names on one database,
 * the rest run as they are. Lists are compared with `= any(array)` instead (any-of.ts).
 */
export const MAX_PREPARED = 500;
/** What PREPARE takes; anything else (a SET, an ANALYZE) runs as it is. */
const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;

export interface PreparingOptions {
  /** false: nothing is prepared on this database, every statement runs as it is (DATABASE_SAFE_MODE). */
  prepare?: boolean;
  /** Told once, when the budget of names is spent. */
  warn?: (message: string) => void;
}

interface Names {
  given: Set<string>;
  prepare: boolean;
  warn: (message: string) => void;
  warned: boolean;
}

/** Per client drizzle was given (PGlite's, or node-postgres' pool): the names given so far. */
const preparedNames = new WeakMap<object, Names>();

function namesOf(client: object): Names {
  let names = preparedNames.get(client);
  if (!names) {
    names = { given: new Set(), prepare: true, warn: (message) => console.warn(message), warned: false };
    preparedNames.set(client, names);
  }
  return names;
}

/** How statements on the database whose client drizzle was given are prepared (client.ts sets it once). */
export function configurePreparing(client: object, options: PreparingOptions): void {
  const names = namesOf(client);
  names.prepare = options.prepare ?? names.prepare;
  names.warn = options.warn ?? names.warn;
}

/**
 * The name `text` is prepared under on the database whose client drizzle was given, or
 * undefined when it runs as it is: PREPARE does not take it, preparing is off, or the budget is
 * spent. The same text gets the same name from rows() and from drizzle's own queries
 * (pglite-prepared-queries.ts).
 */
export function preparedNameFor(client: object, text: string): string | undefined {
  if (!PREPARABLE.test(text)) return undefined;
  const names = namesOf(client);
  if (!names.prepare) return undefined;
  const name = `q_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
  if (names.given.has(name)) return name;
  if (names.given.size >= MAX_PREPARED) {
    // Said once: a statement text made per call (values spelt into the SQL) is the usual cause,
    // and every later new text runs unprepared, slower but correct.
    if (!names.warned) {
      names.warned = true;
      names.warn(
        `${MAX_PREPARED} distinct statements are prepared on this database, the most it keeps: new ones ` +
          `now run unprepared. A statement whose text changes from call to call is the likely cause; ` +
          `this one begins: ${text.slice(0, 200)}`,
      );
    }
    return undefined;
  }
  names.given.add(name);
  return name;
}

/** The statement's text and parameters, as drizzle sends them. */
export const toQuery = (statement: SQL): Query => dialect.sqlToQuery(statement);

/** Per PGlite instance and statement name: its text, and its PREPARE. */
const preparedInPglite = new WeakMap<PGlite, Map<string, { text: string; ready: Promise<unknown> }>>();

export function prepareInPglite(client: PGlite, name: string, text: string): Promise<unknown> {
  let prepared = preparedInPglite.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedInPglite.set(client, prepared);
  }
  const known = prepared.get(name);
  if (known && known.text !== text) throw new Error(`The statement ${name} was prepared with another text`);
  if (known) return known.ready;
  const statements = prepared;
  const ready = client.query(`prepare ${name} as ${text}`);
  statements.set(name, { text, ready });
  // A failed PREPARE is tried again by the next call.
  ready.catch(() => statements.delete(name));
  return ready;
}

/** Runs `query` through drizzle's session, as `db.execute` would, under `name` when given. */
async function execute<T>(db: AnyDb, query: Query, name: string | undefined): Promise<T[]> {
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

/**
 * Runs `statement` as the prepared statement `name` (a lower-case SQL identifier, one text per
 * name); a caller that has already turned it into text (toQuery) passes that, so it is done
 * once. Throws NotLiteralError, before anything reaches the database, when PGlite is to get a
 * value sql-literal.ts cannot write (a Date, an object): run such a statement as it is.
 */
export async function runPrepared<T>(db: AnyDb, name: string, statement: SQL | Query): Promise<T[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
  const query = is(statement, SQL) ? toQuery(statement) : statement;
  if (is(db, PgliteDatabase)) {
    const values = query.params.length > 0 ? `(${query.params.map(sqlLiteral).join(", ")})` : "";
    // drizzle sets $client on the databases it makes; its database type omits it.
    const client = (db as unknown as { $client: PGlite }).$client;
    await prepareInPglite(client, name, query.sql);
    const run = `execute ${name}${values}`;
    if (!readsAsDrizzleDoes(client)) return execute<T>(db, { sql: run, params: [] }, undefined);
    // The values are literals already, so the simple query protocol does: one message where
    // the extended one sends four (parse, describe, bind, execute), 67-138 us a statement
    // instead of 138-261 us. That protocol would run a second statement where the extended one
    // refuses it, but every value is a quoted escape string (sql-literal.ts; the tests round-trip
    // "'); drop table users; --"), so the text is this one EXECUTE. The rows are parsed by the
    // client's table, which reads dates and times as text as drizzle does (pglite-lean-client.ts).
    try {
      const results = await client.exec(run);
      return (results.at(-1)?.rows ?? []) as T[];
    } catch (error) {
      // Wrapped as drizzle wraps a failed query, so callers read the same error either way.
      throw new DrizzleQueryError(run, [], error as Error);
    }
  }
  return execute<T>(db, query, is(db, NodePgDatabase) ? name : undefined);
}
