/**
 * The rows of a raw statement, planned once per connection (prepared-statement.ts) under a name
 * made from its text. Both drivers answer with `rows`; the shared Db type cannot say so, hence
 * the casts here.
 *
 * A statement whose values PGlite cannot take as literals (a Date, a JSON object) runs as it
 * is, as does one PREPARE does not take (SET, ANALYZE), and any statement once the database's
 * budget of names is spent (preparedNameFor).
 */
import type { SQL } from "drizzle-orm";
import type { Db } from "./client";
import { preparedNameFor, runPrepared, toQuery } from "./prepared-statement";
import { NotLiteralError } from "./sql-literal";

export async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const query = toQuery(statement);
  // drizzle sets $client on the databases it makes (not on a transaction); the Db type omits it.
  const name = preparedNameFor((db as unknown as { $client?: object }).$client ?? db, query.sql);
  if (name) {
    try {
      return await runPrepared<T>(db, name, query);
    } catch (error) {
      if (!(error instanceof NotLiteralError)) throw error;
    }
  }
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
