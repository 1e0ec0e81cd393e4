/** anyOf's statement text (any-of.ts): one bound array, cast to the column's own type. */
import { sql } from "drizzle-orm";
import { bigserial, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { anyOf, arrayElementType } from "./any-of";
import { toQuery } from "./prepared-statement";

const table = pgTable("t", {
  id: serial().primaryKey(),
  big: bigserial({ mode: "number" }),
  n: integer(),
  name: text(),
  code: varchar({ length: 12 }),
  at: timestamp({ withTimezone: true, mode: "date" }),
});

describe("anyOf", () => {
  it("casts the one parameter to an array of the column's type (a serial's is the integer it is made of)", () => {
    expect(arrayElementType(table.id)).toBe("integer");
    expect(arrayElementType(table.big)).toBe("bigint");
    expect(arrayElementType(table.n)).toBe("integer");
    expect(arrayElementType(table.name)).toBe("text");
    expect(arrayElementType(table.code)).toBe("varchar(12)");
    const query = toQuery(anyOf(table.n, [1, 2, 3]));
    expect(query.sql).toBe(`"t"."n" = any($1::integer[])`);
    expect(query.params).toEqual([[1, 2, 3]]);
  });

  it("gives every list the same text, the empty one too", () => {
    const texts = [[], [1], [1, 2, 3], Array.from({ length: 1000 }, (_, i) => i)].map(
      (list) => toQuery(anyOf(table.id, list)).sql,
    );
    expect(new Set(texts).size).toBe(1);
  });

  it("makes each value what the column stores, as drizzle does for one", () => {
    const at = new Date(Date.UTC(2026, 10, 27, 10, 30));
    const query = toQuery(anyOf(table.at, [at]));
    expect(query.params).toEqual([[table.at.mapToDriverValue(at)]]);
    expect(typeof (query.params[0] as unknown[])[0]).toBe("string");
  });

  it("takes an expression with the element type named, and refuses a type that is not a plain name", () => {
    expect(toQuery(anyOf(sql<string>`lower(${table.name})`, ["a"], "text")).sql).toBe(
      `lower("t"."name") = any($1::text[])`,
    );
    expect(() => anyOf(sql<string>`x`, ["a"], "text[]); drop table t; --")).toThrow(/Not an element type/);
  });
});
