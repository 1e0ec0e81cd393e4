/** The names statements are prepared under, and their budget per database (prepared-statement.ts). */
import { describe, expect, it } from "vitest";
import { configurePreparing, MAX_PREPARED, preparedNameFor } from "./prepared-statement";

const statement = (n: number) => `select ${n} as n`;

describe("preparedNameFor", () => {
  it("gives names until the budget is spent, then none, and says so once through the warning given", () => {
    const client = {};
    const warnings: string[] = [];
    configurePreparing(client, { warn: (message) => warnings.push(message) });
    const names = Array.from({ length: MAX_PREPARED }, (_, n) => preparedNameFor(client, statement(n)));
    expect(new Set(names).size).toBe(MAX_PREPARED);
    expect(names.every((name) => name?.startsWith("q_"))).toBe(true);
    expect(warnings).toEqual([]);

    expect(preparedNameFor(client, statement(MAX_PREPARED))).toBeUndefined();
    expect(preparedNameFor(client, statement(MAX_PREPARED + 1))).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`${MAX_PREPARED} distinct statements are prepared on this database`);
    expect(warnings[0]).toContain(statement(MAX_PREPARED));
    // A text named before the budget ran out keeps its name.
    expect(preparedNameFor(client, statement(7))).toBe(names[7]);
    expect(warnings).toHaveLength(1);
  });

  it("counts each database on its own", () => {
    const spent = {};
    configurePreparing(spent, { warn: () => {} });
    for (let n = 0; n <= MAX_PREPARED; n++) preparedNameFor(spent, statement(n));
    expect(preparedNameFor(spent, "select 'new'")).toBeUndefined();
    expect(preparedNameFor({}, "select 'new'")).toMatch(/^q_[0-9a-f]{24}$/);
  });

  it("names nothing on a database where preparing is off (DATABASE_SAFE_MODE)", () => {
    const client = {};
    configurePreparing(client, { prepare: false });
    expect(preparedNameFor(client, statement(1))).toBeUndefined();
    expect(preparedNameFor({}, statement(1))).toMatch(/^q_/);
  });

  it("names only what PREPARE takes", () => {
    expect(preparedNameFor({}, "set work_mem = '8MB'")).toBeUndefined();
    expect(preparedNameFor({}, "  WITH x AS (select 1) select * from x")).toMatch(/^q_/);
  });
});
