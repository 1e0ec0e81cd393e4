/**
 * Which of many values a column already holds (the batch checks: taken usernames, emails and card
 * slugs). Asked in chunks, with a turn of the event loop between them: each look-up holds the
 * embedded database's event loop, so checking a large batch must not stall other requests. Each
 * chunk is one `any($1::text[])` statement (any-of.ts), one text whatever its length.
 */
import { setImmediate } from "node:timers/promises";
import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { anyOf } from "./any-of";
import type { Db } from "./client";

/** Values per look-up of a batch check; each look-up holds the embedded database's event loop. */
const LOOKUP_CHUNK = 500;

/** Which of `values` `column` (a text expression over `table`) holds. */
export async function takenValues(
  db: Db,
  table: PgTable,
  column: SQL<string>,
  values: readonly string[],
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) {
    if (start > 0) await setImmediate();
    const part = values.slice(start, start + LOOKUP_CHUNK);
    const rows = await db
      .select({ v: column })
      .from(table)
      .where(anyOf(column, part, "text"));
    for (const r of rows) taken.add(r.v);
  }
  return taken;
}
