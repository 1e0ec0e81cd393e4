/**
 * drizzle's queries on PGlite, prepared once and then EXECUTEd (pglite-prepared-queries.ts):
 * the same answers as the usual way, and the usual way wherever a literal would not mean the
 * same as the parameter.
 */
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leanClientForDrizzle } from "./pglite-lean-client";

const notes = pgTable("notes", {
  id: serial("id").primaryKey(),
  body: text("body").notNull().unique(),
  pinned: boolean("pinned").notNull().default(false),
  stars: integer("stars"),
  meta: jsonb("meta"),
  at: timestamp("at", { withTimezone: true, mode: "string" }),
});

const CREATE = `create table notes (id serial primary key, body text not null unique,
  pinned boolean not null default false, stars int, meta jsonb, at timestamptz)`;

let bare: PGlite;
let client: PGlite;
/** The statements that reached `client` as an EXECUTE. */
const executed: string[] = [];

beforeAll(async () => {
  [bare, client] = await Promise.all([PGlite.create(), PGlite.create()]);
  await Promise.all([bare.exec(CREATE), client.exec(CREATE)]);
  const exec = client.exec.bind(client);
  client.exec = ((text: string, options) => {
    if (text.startsWith("execute ")) executed.push(text);
    return exec(text, options);
  }) as PGlite["exec"];
});
afterAll(async () => {
  await Promise.all([bare?.close(), client?.close()]);
});

const prepared = async () =>
  (await bare.query("select 1")) &&
  (await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n;

describe("drizzle's queries on the lean PGlite client", () => {
  it("answer as the bare client does, and are prepared once, then EXECUTEd", async () => {
    const viaBare = drizzle({ client: bare });
    const viaLean = drizzle({ client: leanClientForDrizzle(client) });
    const body = `it's a "quote", a \\ and '); drop table notes; --`;
    for (const db of [viaBare, viaLean]) {
      const [row] = await db
        .insert(notes)
        .values({ body, stars: 3, meta: { tags: ["a", "b"] }, at: "2026-11-27T10:00:00Z" })
        .returning();
      expect(row).toMatchObject({ body, stars: 3, pinned: false, meta: { tags: ["a", "b"] } });
    }
    const before = await prepared();
    const read = (db: typeof viaBare) => db.select().from(notes).where(eq(notes.body, body));
    const expected = await read(viaBare);
    executed.length = 0;
    expect(await read(viaLean)).toEqual(expected);
    expect(await read(viaLean)).toEqual(expected);
    expect(await prepared()).toBe(before + 1);
    expect(executed).toHaveLength(2);

    const update = (db: typeof viaBare) => db.update(notes).set({ pinned: true }).where(eq(notes.stars, 3));
    expect((await update(viaLean)).affectedRows).toBe((await update(viaBare)).affectedRows);
    expect(await viaLean.select().from(notes)).toEqual(await viaBare.select().from(notes));
  });

  it("fail as the usual way does, with PostgreSQL's code", async () => {
    const viaLean = drizzle({ client: leanClientForDrizzle(client) });
    const insert = (body: string) => viaLean.insert(notes).values({ body });
    await insert("once");
    executed.length = 0;
    const failure = await insert("once").catch((error: unknown) => error);
    expect(executed).toHaveLength(1);
    expect((failure as { cause?: { code?: string } }).cause?.code).toBe("23505");
  });

  it("go the usual way with a number for a date, which PGlite reads as milliseconds", async () => {
    const viaLean = drizzle({ client: leanClientForDrizzle(client) });
    const at = Date.UTC(2026, 10, 27, 10, 30);
    const statement = () =>
      viaLean.execute(sql`select (${at}::timestamptz = ${new Date(at).toISOString()}::timestamptz) as same`);
    await statement();
    executed.length = 0;
    expect((await statement()).rows).toEqual([{ same: true }]);
    expect(executed).toEqual([]);
  });

  it("go the usual way inside a transaction, where a failed PREPARE would abort it", async () => {
    const viaLean = drizzle({ client: leanClientForDrizzle(client) });
    const before = await prepared();
    executed.length = 0;
    const found = await viaLean.transaction((tx) => tx.select().from(notes).where(eq(notes.stars, 42)));
    expect(found).toEqual([]);
    expect(executed).toEqual([]);
    expect(await prepared()).toBe(before);
  });
});
