/**
 * The embedded database's planner statistics (pglite-analyze.ts): a table that grew is analysed
 * by autovacuum's rule, and the planner then reads a keyset page through the index instead of
 * every row.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeStaleTables, keepStatisticsCurrent } from "./pglite-analyze";

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table events (id bigserial primary key, card_id int not null, "timestamp" timestamptz not null);
    create index events_card_time_id_idx on events (card_id, "timestamp", id);
  `);
});
afterAll(() => client?.close());

const PAGE = `explain select id from events e
  where e.card_id = 1 and (e."timestamp", e.id) < (now(), 9223372036854775807)
  order by e."timestamp" desc, e.id desc limit 2001`;

const changedSinceAnalysis = async () =>
  Number(
    (await client.query<{ n: number }>(`select n_mod_since_analyze as n from pg_stat_user_tables`)).rows[0]
      ?.n,
  );

const plan = async () =>
  (await client.query<{ "QUERY PLAN": string }>(PAGE)).rows.map((r) => r["QUERY PLAN"]).join("\n");

describe.skipIf(process.env.TEST_DATABASE_URL)("planner statistics on the embedded database", () => {
  it("are refreshed for a table that grew, and the page then walks the index", async () => {
    await client.exec(`insert into events (card_id, "timestamp")
      select 1 + (i % 3 = 0)::int, now() - i * interval '1 second' from generate_series(1, 60000) i`);
    // Without statistics the planner expects a few rows and reads them all to sort them.
    expect(await plan()).not.toContain("Index Scan Backward");

    // Counts of changed rows reach pg_stat within about a second.
    await expect.poll(() => analyzeStaleTables(client), { timeout: 10_000 }).toEqual(["public.events"]);
    expect(await plan()).toMatch(/Index (Only )?Scan Backward using events_card_time_id_idx/);
  });

  it("leaves a table alone until more than 50 rows and a tenth of it changed", async () => {
    // 60,000 rows analysed: the next analysis is due past 50 + 6,000 changes (a tenth of the
    // rows, counted as they grow).
    const insert = (n: number) =>
      client.exec(`insert into events (card_id, "timestamp") select 1, now() from generate_series(1, ${n})`);
    await insert(5000);
    await expect.poll(changedSinceAnalysis, { timeout: 10_000 }).toBe(5000);
    expect(await analyzeStaleTables(client)).toEqual([]);
    await insert(2000);
    await expect.poll(changedSinceAnalysis, { timeout: 10_000 }).toBe(7000);
    expect(await analyzeStaleTables(client)).toEqual(["public.events"]);
    expect(await changedSinceAnalysis()).toBe(0);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)("an embedded database opened again", () => {
  it("has statistics after the first analysis, though PGlite forgets what changed before the restart", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cardfolio-analyze-"));
    try {
      const first = await PGlite.create(dir);
      await first.exec(
        `create table t (id int primary key); insert into t select i from generate_series(1, 20000) i`,
      );
      await first.close();
      const again = await PGlite.create(dir);
      const failures: unknown[] = [];
      const keeper = keepStatisticsCurrent(again, (error) => failures.push(error), { firstAfterMs: 0 });
      await keeper.firstAnalysis;
      keeper.stop();
      expect(failures).toEqual([]);
      const analysed = await again.query<{ tuples: number }>(
        `select reltuples as tuples from pg_class where relname = 't'`,
      );
      await again.close();
      expect(Number(analysed.rows[0]?.tuples)).toBe(20000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
