/**
 * Prepared statements (prepared-statement.ts) on the database of the run: PGlite, or the
 * PostgreSQL of TEST_DATABASE_URL. On PGlite the values travel as literals (sql-literal.ts), so
 * what goes in must come back out unchanged, whatever characters it holds.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-database";
import type { Database, Db } from "./client";
import { runPrepared } from "./prepared-statement";
import { rows } from "./rows";
import { NotLiteralError } from "./sql-literal";

const AWKWARD_TEXTS = [
  "plain",
  "",
  " spaces at both ends ",
  "NULL",
  "null",
  "Côte d'Ivoire",
  'say "hi"',
  "back\\slash\\",
  '{braces},commas,and"quotes"',
  "E'escape' $$dollars$$ $tag$",
  "'); drop table users; --",
  "line\nbreak\ttab",
  "emoji 🎉 and 中文",
];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const echo = (texts: (string | null)[], numbers: (number | null)[], times: string[]) => sql`
  select v.t, v.n, (extract(epoch from v.at) * 1000)::float8 as ms
  from unnest(${sql.param(texts)}::text[], ${sql.param(numbers)}::int[], ${sql.param(times)}::timestamptz[])
    with ordinality as v(t, n, at, i)
  order by v.i`;

describe("a prepared statement", () => {
  it("gives back every value it was given, each time it runs", async () => {
    // More than five runs: PostgreSQL may switch to a generic plan after the fifth.
    for (let run = 0; run < 8; run++) {
      const texts = [...AWKWARD_TEXTS.slice(run), null, `run ${run}`];
      const numbers = texts.map((_, index) => (index === 1 ? null : index * run - 3));
      const at = texts.map((_, index) => new Date(Date.UTC(2026, 0, 1 + run, index, 30, 15, 250)));
      const found = await runPrepared<{ t: string | null; n: number | null; ms: number }>(
        database.db,
        "echo_test",
        echo(
          texts,
          numbers,
          at.map((date) => date.toISOString()),
        ),
      );
      expect(found).toEqual(texts.map((t, index) => ({ t, n: numbers[index], ms: at[index]!.getTime() })));
    }
  });

  // node-postgres prepares per pooled connection, out of a test's sight.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    "is prepared once, under its name, in the embedded database's session",
    async () => {
      await runPrepared(database.db, "named_once", sql`select ${sql.param(1)}::int as one`);
      await runPrepared(database.db, "named_once", sql`select ${sql.param(2)}::int as one`);
      const prepared = await rows<{ name: string }>(
        database.db,
        sql`select name from pg_prepared_statements where name = 'named_once'`,
      );
      expect(prepared).toEqual([{ name: "named_once" }]);
    },
  );

  it("refuses a name that is not a plain identifier", async () => {
    await expect(runPrepared(database.db, "bad name; drop", sql`select 1`)).rejects.toThrow(
      /Not a statement name/,
    );
  });

  it.skipIf(process.env.TEST_DATABASE_URL)("refuses a second text under one name", async () => {
    await runPrepared(database.db, "one_text", sql`select ${sql.param(1)}::int as n`);
    await expect(
      runPrepared(database.db, "one_text", sql`select ${sql.param(1)}::bigint as n`),
    ).rejects.toThrow(/prepared with another text/);
  });

  it("reports a statement PostgreSQL refuses, and takes the name again once it is right", async () => {
    await expect(runPrepared(database.db, "fixed_later", sql`select no_such_column`)).rejects.toThrow();
    const found = await runPrepared<{ n: number }>(
      database.db,
      "fixed_later",
      sql`select ${sql.param(7)}::int as n`,
    );
    expect(found).toEqual([{ n: 7 }]);
  });

  it("reads every type as db.execute reads it (dates and times as text)", async () => {
    const typed = sql`
      select ${sql.param("2026-03-04T05:06:07.123456Z")}::timestamptz as at, ${sql.param("2026-03-04")}::date as day,
             ${sql.param("1 day 02:03:04")}::interval as span, ${sql.param(7)}::int as n, ${sql.param(1.5)}::float8 as f,
             ${sql.param(9007199254740993n.toString())}::bigint as big, ${sql.param('{"a":[1,"b"]}')}::jsonb as doc,
             ${sql.param(true)}::boolean as yes, ${sql.param(["x", "y"])}::text[] as list`;
    const plain = ((await database.db.execute(typed)) as unknown as { rows: unknown[] }).rows;
    expect(await runPrepared(database.db, "typed_like_execute", typed)).toEqual(plain);
    expect(plain).toEqual([
      expect.objectContaining({
        at: expect.any(String),
        day: "2026-03-04",
        n: 7,
        f: 1.5,
        doc: { a: [1, "b"] },
        yes: true,
        list: ["x", "y"],
      }),
    ]);
  });

  it("reads them the same through drizzle over a bare PGlite, whose table parses dates itself", async () => {
    const client = await PGlite.create();
    try {
      const bare = drizzle({ client }) as unknown as Db;
      const at = sql`select ${sql.param("2026-03-04T05:06:07Z")}::timestamptz as at, ${sql.param("2026-03-04")}::date as day`;
      const [row] = await runPrepared<{ at: unknown; day: unknown }>(bare, "dates_on_bare_pglite", at);
      expect(row).toEqual({ at: expect.stringMatching(/^2026-03-04 05:06:07/), day: "2026-03-04" });
    } finally {
      await client.close();
    }
  });

  it("checks a value against its type as a parameter is checked: 1.5 is not an integer", async () => {
    const statement = sql`select n from (values (1)) as v(n) where n = ${1.5}`;
    await expect(database.db.execute(statement)).rejects.toThrow();
    await expect(runPrepared(database.db, "not_rounded", statement)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "22P02" }),
    });
  });
});

describe("rows()", () => {
  it("runs a statement PREPARE does not take as it is", async () => {
    await rows(database.db, sql`set local statement_timeout = ${sql.raw("'5s'")}`);
    expect(await rows(database.db, sql`show statement_timeout`)).toHaveLength(1);
  });

  it("runs a statement whose values cannot be literals as it is, with the same answer", async () => {
    const at = new Date(Date.UTC(2026, 4, 6, 7, 8, 9));
    const statement = sql`select (extract(epoch from ${at}::timestamptz) * 1000)::float8 as ms`;
    if (database.kind === "pglite") {
      await expect(runPrepared(database.db, "a_date", statement)).rejects.toThrow(NotLiteralError);
    }
    expect(await rows(database.db, statement)).toEqual([{ ms: at.getTime() }]);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    "prepares at most 500 texts on one database, and answers the rest as well",
    async () => {
      const count = async () =>
        Number(
          (
            await rows<{ n: number }>(database.db, sql`select count(*)::int as n from pg_prepared_statements`)
          )[0]!.n,
        );
      const before = await count();
      for (let i = 0; i < 520; i++) {
        const found = await rows<{ n: number }>(
          database.db,
          sql`select ${sql.param(i)}::int + ${sql.raw(String(i))} as n`,
        );
        expect(found).toEqual([{ n: 2 * i }]);
      }
      const added = (await count()) - before;
      expect(added).toBeLessThanOrEqual(500);
      expect(added).toBeGreaterThan(400);
    },
  );
});
