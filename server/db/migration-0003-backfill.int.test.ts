/**
 * Migration 0003 (decision 013) on a database that already holds events: the roll-ups are
 * filled from them, so an upgraded installation's analytics match its history, and event ids
 * become 64-bit without losing a row. Runs the real migration files on an embedded database.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
const before0003 = await mkdtemp(join(tmpdir(), "cardfolio-migrations-"));
afterAll(() => rm(before0003, { recursive: true, force: true }));

/** The migrations folder as it was before 0003: the same files, a journal that ends at 0002. */
async function migrationsUpTo0002(): Promise<string> {
  await cp(migrationsFolder, before0003, { recursive: true });
  const journalPath = join(before0003, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < "0003");
  await writeFile(journalPath, JSON.stringify(journal));
  return before0003;
}

// The same files on the embedded database; the PostgreSQL run would repeat it.
describe.skipIf(process.env.TEST_DATABASE_URL)("migration 0003 on existing events", () => {
  it("fills the roll-ups from the events and keeps every row", async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle({ client, casing: "snake_case" });
    try {
      await migrate(db, { migrationsFolder: await migrationsUpTo0002() });
      await client.exec(`
        insert into users (username, password, email, full_name) values ('u', 'x', 'u@example.org', 'U');
        insert into business_cards (user_id, slug) values (1, 'c');
        insert into card_views (card_id, viewer_device, viewer_location, "timestamp") values
          (1, 'Mobile', 'Germany', '2026-06-01T10:01:00Z'),
          (1, 'Mobile', 'France', '2026-06-01T10:14:59Z'),
          (1, null, '', '2026-06-01T10:15:00Z');
        insert into card_clicks (card_id, link_type, link_id, "timestamp") values (1, 'social', 'github', '2026-06-01T10:20:00Z');
      `);

      await migrate(db, { migrationsFolder });

      const buckets = await client.query<{ kind: string; bucket: string; n: number }>(
        `select kind, to_char(bucket at time zone 'UTC', 'HH24:MI') as bucket, n::int as n
         from analytics_buckets order by kind, bucket`,
      );
      expect(buckets.rows).toEqual([
        { kind: "click", bucket: "10:15", n: 1 },
        { kind: "view", bucket: "10:00", n: 2 },
        { kind: "view", bucket: "10:15", n: 1 },
      ]);
      const tallies = await client.query<{ kind: string; dimension: string; value: string; n: number }>(
        `select kind, dimension, value, n::int as n from analytics_tallies order by kind, dimension, value`,
      );
      expect(tallies.rows).toEqual([
        { kind: "click", dimension: "device", value: "Unknown", n: 1 },
        { kind: "click", dimension: "link_type", value: "social", n: 1 },
        { kind: "click", dimension: "location", value: "Unknown", n: 1 },
        { kind: "view", dimension: "device", value: "Mobile", n: 2 },
        { kind: "view", dimension: "device", value: "Unknown", n: 1 },
        { kind: "view", dimension: "location", value: "France", n: 1 },
        { kind: "view", dimension: "location", value: "Germany", n: 1 },
        { kind: "view", dimension: "location", value: "Unknown", n: 1 },
        // Migration 0020: views from before sources were kept count as direct ones.
        { kind: "view", dimension: "source", value: "direct", n: 3 },
      ]);
      const ids = await client.query<{ type: string }>(
        `select data_type as type from information_schema.columns where table_name = 'card_views' and column_name = 'id'`,
      );
      expect(ids.rows).toEqual([{ type: "bigint" }]);
      await client.exec(`select setval('card_views_id_seq', 3000000000)`);
      await client.exec(`insert into card_views (card_id) values (1)`);
      const count = await client.query<{ n: number }>(`select count(*)::int as n from card_views`);
      expect(count.rows).toEqual([{ n: 4 }]);
    } finally {
      await client.close();
    }
  });
});
