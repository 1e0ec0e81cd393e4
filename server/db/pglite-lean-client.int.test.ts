/**
 * The PGlite client drizzle is given (pglite-lean-client.ts): the rows drizzle reads are the
 * same as through the bare client, while the parsers drizzle sends with each query no longer
 * reach PGlite (where each set of them cost a copy of PGlite's whole table of parsers).
 */
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leanClientForDrizzle } from "./pglite-lean-client";

/** One value of each type drizzle reads as text, plus types PGlite parses itself. */
const EVERY_KIND = sql`select
  '2026-11-27 03:14:15.926535'::timestamp as ts,
  '2026-11-27 03:14:15.926535+01'::timestamptz as tstz,
  '1 day 02:03:04'::interval as span,
  '2026-11-27'::date as day,
  array[1.5, 2.25]::numeric[] as numbers,
  array['2026-11-27 01:02:03'::timestamp] as ts_list,
  array['2026-11-27 01:02:03+00'::timestamptz] as tstz_list,
  array['1 hour'::interval] as span_list,
  array['2026-11-27'::date] as day_list,
  42::int as n, '{"a": [1, 2]}'::jsonb as doc, true as yes, 'text' as words`;

/**
 * The options each statement of the bare client and of its transactions arrived with, by
 * query or, once prepared (pglite-prepared-queries.ts), by the exec of its EXECUTE; the
 * PREPARE and the look-up of its parameters' types are left out.
 */
function recordOptions(client: PGlite): (QueryOptions | undefined)[] {
  const seen: (QueryOptions | undefined)[] = [];
  const preparing = (text: string) => /^prepare |pg_prepared_statements/.test(text);
  const record = (text: string, options: QueryOptions | undefined) => {
    if (!preparing(text)) seen.push(options);
  };
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    record(text, options);
    return query(text, params, options);
  }) as PGlite["query"];
  const exec = client.exec.bind(client);
  client.exec = ((text: string, options?: QueryOptions) => {
    record(text, options);
    return exec(text, options);
  }) as PGlite["exec"];
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      const txQuery = tx.query;
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
        record(text, options);
        return txQuery(text, params, options);
      }) as Transaction["query"];
      return callback(tx);
    })) as PGlite["transaction"];
  return seen;
}

let bare: PGlite;
let lean: PGlite;
beforeAll(async () => {
  [bare, lean] = await Promise.all([PGlite.create(), PGlite.create()]);
});
afterAll(async () => {
  await Promise.all([bare?.close(), lean?.close()]);
});

describe("the lean PGlite client", () => {
  it("gives drizzle the same rows as the bare client, in and out of transactions", async () => {
    const seen = recordOptions(lean);
    const viaBare = drizzle({ client: bare });
    const viaLean = drizzle({ client: leanClientForDrizzle(lean) });
    const expected = (await viaBare.execute(EVERY_KIND)).rows;
    expect(expected[0]).toMatchObject({ ts: "2026-11-27 03:14:15.926535", day: "2026-11-27", n: 42 });

    expect((await viaLean.execute(EVERY_KIND)).rows).toEqual(expected);
    expect(await viaLean.transaction(async (tx) => (await tx.execute(EVERY_KIND)).rows)).toEqual(expected);

    // Both queries reached PGlite, neither with parsers for it to merge into its table.
    expect(seen).toHaveLength(2);
    for (const options of seen) expect(options?.parsers).toBeUndefined();
  });

  it("keeps parsers that do something else, and drizzle's once the client's table has changed", async () => {
    const client = await PGlite.create();
    try {
      const seen = recordOptions(client);
      const wrapped = leanClientForDrizzle(client);
      const counted = await wrapped.query<{ n: number }>("select 41::int as n", [], {
        parsers: { 23: (value: string) => Number(value) + 1 },
      });
      expect(counted.rows).toEqual([{ n: 42 }]);

      client.parsers[1114] = (value: string) => new Date(value);
      const viaLean = drizzle({ client: wrapped });
      const [row] = (await viaLean.execute(sql`select '2026-11-27 03:14:15'::timestamp as ts`)).rows;
      expect(row).toEqual({ ts: "2026-11-27 03:14:15" });
      expect(seen.map((options) => options?.parsers !== undefined)).toEqual([true, true]);
    } finally {
      await client.close();
    }
  });
});
