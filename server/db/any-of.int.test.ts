/**
 * anyOf (any-of.ts) on the database of the run: lists of any length give one statement text,
 * hence one prepared statement, and the rows `in (…)` would give; an empty list matches nothing.
 */
import { asc, sql } from "drizzle-orm";
import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-database";
import { anyOf } from "./any-of";
import type { Database } from "./client";
import { rows } from "./rows";

const probe = pgTable("any_of_probe", {
  id: serial().primaryKey(),
  name: text().notNull(),
  score: integer(),
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table any_of_probe (id serial primary key, name text not null, score int)`,
  );
  await database.db.execute(
    sql`insert into any_of_probe (name, score) select 'Name ' || g, g % 7 from generate_series(1, 1500) g`,
  );
});
afterAll(() => database?.close());

const byId = (ids: number[]) =>
  database.db.select({ id: probe.id }).from(probe).where(anyOf(probe.id, ids)).orderBy(asc(probe.id));
const byLowerName = (names: string[]) =>
  database.db
    .select({ id: probe.id })
    .from(probe)
    .where(anyOf(sql<string>`lower(${probe.name})`, names, "text"))
    .orderBy(asc(probe.id));

/** Statements prepared in PGlite's session; undefined on PostgreSQL, which prepares drizzle's queries nowhere. */
async function preparedInSession(): Promise<number | undefined> {
  if (database.kind !== "pglite") return undefined;
  const found = await rows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_prepared_statements where statement like ${"%any_of_probe%"}`,
  );
  return found[0]!.n;
}

const ids = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i * 2);

describe("anyOf", () => {
  it("gives one statement text, and one prepared statement, whatever the list's length", async () => {
    const before = await preparedInSession();
    const lists = [ids(1), ids(3), ids(1000)];
    expect(new Set(lists.map((list) => byId(list).toSQL().sql)).size).toBe(1);
    for (const list of lists) {
      expect((await byId(list)).map((row) => row.id)).toEqual(list.filter((id) => id <= 1500));
    }
    const after = await preparedInSession();
    if (before !== undefined) expect(after).toBe(before + 1);
  });

  it("matches nothing with an empty list", async () => {
    expect(await byId([])).toEqual([]);
    expect(await byLowerName([])).toEqual([]);
  });

  it("compares an expression with a list of the type given", async () => {
    const lists = [
      ["name 5"],
      ["name 1", "NAME 2", "name 3"],
      Array.from({ length: 1000 }, (_, i) => `name ${i}`),
    ];
    expect(new Set(lists.map((list) => byLowerName(list).toSQL().sql)).size).toBe(1);
    expect((await byLowerName(lists[0]!)).map((row) => row.id)).toEqual([5]);
    expect((await byLowerName(lists[1]!)).map((row) => row.id)).toEqual([1, 3]);
    expect(await byLowerName(lists[2]!)).toHaveLength(999);
  });

  it("works on a nullable column, with values the column converts", async () => {
    const found = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(probe)
      .where(anyOf(probe.score, [0, 6]));
    const scores = Array.from({ length: 1500 }, (_, i) => (i + 1) % 7);
    expect(found[0]!.n).toBe(scores.filter((score) => score === 0 || score === 6).length);
  });
});
