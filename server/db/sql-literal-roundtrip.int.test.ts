/**
 * Values written as literals (sql-literal.ts) on the way pglite-prepared-queries.ts sends them
 * (PREPARE, then EXECUTE with literals) come back exactly as the same values bound as parameters
 * do: random Unicode text (astral characters, quotes, backslashes, `$$`, braces, control
 * characters; never NUL, which PostgreSQL's text cannot hold), and text and integer arrays with
 * NULLs, empty and nested empty ones. Random but seeded: a failure names its seed, and
 * LITERAL_SEED=<seed> runs that sequence again. PGlite only: skipped in the PostgreSQL run.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leanClientForDrizzle } from "./pglite-lean-client";

const seed = Number(process.env.LITERAL_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = 250;

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function generator(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const random = generator(seed);
const below = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;

/** Pieces that have meant something to a quoting rule: SQL's, an array literal's, dollar quoting. */
const AWKWARD = [
  "'",
  "''",
  '"',
  "\\",
  "\\\\",
  "$$",
  "$tag$",
  "{",
  "}",
  ",",
  " ",
  "NULL",
  "E'",
  "\n",
  "\r",
  "\t",
];

/** One Unicode scalar value other than NUL and the surrogates: ASCII, the rest of the BMP, or astral. */
function character(): string {
  const range = below(4);
  if (range === 0) return String.fromCodePoint(1 + below(0x7f));
  if (range === 1) return String.fromCodePoint(0x80 + below(0xd800 - 0x80));
  if (range === 2) return String.fromCodePoint(0xe000 + below(0x10000 - 0xe000));
  return String.fromCodePoint(0x10000 + below(0x110000 - 0x10000));
}

function text(): string {
  let out = "";
  for (let n = below(12); n > 0; n--) out += below(2) === 0 ? pick(AWKWARD) : character();
  return out;
}

const int = () => pick([0, 1, -1, 2 ** 31 - 1, -(2 ** 31), below(2 ** 31) - 2 ** 30]);
const orNull =
  <T>(value: () => T) =>
  (): T | null =>
    below(5) === 0 ? null : value();
const list = <T>(value: () => T) => Array.from({ length: below(6) }, value);

/** Each statement, and how its value is drawn. The nested empty arrays have no literal: they go the usual way. */
const CASES: { text: string; draw: () => unknown }[] = [
  { text: "select $1::text as v", draw: text },
  { text: "select $1::text[] as v", draw: () => list(orNull(text)) },
  { text: "select $1::int[] as v", draw: () => list(orNull(int)) },
  { text: "select $1::int as v", draw: orNull(int) },
  { text: "select $1::text[] as v", draw: () => pick([[], [[]], [[], []]]) },
];

let bare: PGlite;
let client: PGlite;
/** The EXECUTEs that reached `client`: the literal path was taken. */
let executed = 0;

beforeAll(async () => {
  [bare, client] = await Promise.all([PGlite.create(), PGlite.create()]);
  const exec = client.exec.bind(client);
  client.exec = ((sql: string, options) => {
    if (sql.startsWith("execute ")) executed++;
    return exec(sql, options);
  }) as PGlite["exec"];
});
afterAll(async () => {
  await Promise.all([bare?.close(), client?.close()]);
});

describe.skipIf(process.env.TEST_DATABASE_URL)("values as literals on PGlite", () => {
  it(`come back as the same values bound as parameters do (seed ${seed})`, async () => {
    const lean = leanClientForDrizzle(client);
    for (let run = 0; run < RUNS; run++) {
      for (const { text: statement, draw } of CASES) {
        const value = draw();
        const [bound, literal] = await Promise.all([
          bare.query(statement, [value]),
          lean.query(statement, [value]),
        ]);
        const context = `seed ${seed}, ${statement} with ${JSON.stringify(value)}`;
        expect(literal.rows, context).toEqual(bound.rows);
        if (typeof value === "string") expect(literal.rows, context).toEqual([{ v: value }]);
      }
    }
    // Most values took the literal path (all but the nested empty arrays).
    expect(executed).toBeGreaterThan(RUNS * (CASES.length - 2));
  });
});
