/**
 * The rows of a raw statement. Both drivers (PGlite and node-postgres) answer with `rows`; the
 * shared Db type cannot say so, hence the cast here and nowhere else.
 */
import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

export async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
