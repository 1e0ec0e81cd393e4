/**
 * The budget of prepared-statement names (prepared-statement.ts), on the database of the run:
 * once spent, the warning reaches the warn function the database was opened with (the server
 * passes its logger) once, and statements keep answering, unprepared.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-database";
import type { Database } from "./client";
import { MAX_PREPARED } from "./prepared-statement";
import { rows } from "./rows";

const warnings: string[] = [];
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ warn: (message) => warnings.push(message) });
});
afterAll(() => database?.close());

/** A statement text of its own for each `n`, as a list spelt out value by value would make. */
const distinct = (n: number) => rows<{ n: number }>(database.db, sql.raw(`select ${n}::int as n`));

describe("the budget of prepared statements", () => {
  it("is told once, through the database's warn, when spent; statements still answer", async () => {
    let n = 0;
    // The migrations may have used a few names already: run new texts until the warning comes.
    while (warnings.length === 0 && n <= MAX_PREPARED) expect(await distinct(n++)).toEqual([{ n: n - 1 }]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`${MAX_PREPARED} distinct statements are prepared on this database`);
    for (let more = 0; more < 20; more++) expect(await distinct(n + more)).toEqual([{ n: n + more }]);
    expect(warnings).toHaveLength(1);
  });
});
