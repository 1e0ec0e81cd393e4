/**
 * The rows of a raw statement, planned once per connection (prepared-statement.ts) under a name
 * made from its text. Both drivers answer with `rows`; the shared Db type cannot say so, hence
 * the cast here and nowhere else.
 *
 * A statement whose values PGlite cannot take as literals (a Date, a JSON object) runs as it
 * is, as does one PREPARE does not take (SET, ANALYZE), and any statement once MAX_PREPARED
 * texts have been prepared on one database:
 * texts come from the code, but a statement built with varying raw SQL must not make the
 * server keep a plan for each.
 */
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { Db } from "./client";
import { runPrepared, toQuery } from "./prepared-statement";
import { NotLiteralError } from "./sql-literal";

const MAX_PREPARED = 500;
/** What PREPARE takes; anything else (a SET, an ANALYZE) runs as it is. */
const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;
/** Per database: the names prepared so far. */
const preparedNames = new WeakMap<Db, Set<string>>();

function nameFor(db: Db, text: string): string | undefined {
  if (!PREPARABLE.test(text)) return undefined;
  const name = `q_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
  let names = preparedNames.get(db);
  if (!names) {
    names = new Set();
    preparedNames.set(db, names);
  }
  if (names.has(name)) return name;
  if (names.size >= MAX_PREPARED) return undefined;
  names.add(name);
  return name;
}

export async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const query = toQuery(statement);
  const name = nameFor(db, query.sql);
  if (name) {
    try {
      return await runPrepared<T>(db, name, query);
    } catch (error) {
      if (!(error instanceof NotLiteralError)) throw error;
    }
  }
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
