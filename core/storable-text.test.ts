import { describe, expect, it } from "vitest";
import { hasUnstorable, isUnstorable, unstorablePaths } from "./storable-text";

describe("storable text", () => {
  it("flags NUL and lone surrogates but not whole surrogate pairs", () => {
    expect(isUnstorable("a\0b")).toBe(true);
    expect(isUnstorable("a\ud800b")).toBe(true);
    expect(isUnstorable("a\udc00")).toBe(true);
    expect(isUnstorable("Smile 😀")).toBe(false);
  });

  it("names the paths of unstorable strings and keys", () => {
    expect(
      unstorablePaths({
        name: "a\0",
        ok: "fine",
        list: ["x", "\udfff"],
        nested: { "k\0": "v", deep: { v: "\0" } },
      }),
    ).toEqual(["name", "list.1", "nested", "nested.deep.v"]);
    expect(unstorablePaths("\0")).toEqual([""]);
    expect(unstorablePaths({ a: 1, b: null, c: true })).toEqual([]);
  });

  it("tells whether anything in a value is unstorable, keys included", () => {
    expect(hasUnstorable({ a: "fine", b: [1, "ok", { c: "😀" }], d: null })).toBe(false);
    expect(hasUnstorable({ a: "fine", b: [1, "ok", { c: "\ud83d" }] })).toBe(true);
    expect(hasUnstorable({ nested: { "k\0": "v" } })).toBe(true);
    expect(hasUnstorable(["x", "\0"])).toBe(true);
    expect(hasUnstorable(undefined)).toBe(false);
  });
});
