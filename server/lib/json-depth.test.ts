import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-depth";

describe("nestsDeeperThan", () => {
  it("counts objects and lists together", () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
  });

  it("counts siblings once, not their sum", () => {
    expect(nestsDeeperThan("[[],[],[],[],[]]", 2)).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan(JSON.stringify({ a: "[[[[{{{{" }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'say \\"[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(["\\", [[]]]), 2)).toBe(true);
  });

  it("finds a body nested 10,000 levels deep without recursing", () => {
    const deep = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    expect(nestsDeeperThan(deep, 32)).toBe(true);
  });
});
