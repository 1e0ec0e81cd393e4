import { describe, expect, it } from "vitest";
import { NotLiteralError, sqlLiteral } from "./sql-literal";

describe("sqlLiteral", () => {
  it("writes NULL as NULL, and numbers and booleans as quoted text, as a parameter travels", () => {
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(undefined)).toBe("NULL");
    expect(sqlLiteral(-42)).toBe("E'-42'");
    expect(sqlLiteral(1.5)).toBe("E'1.5'");
    expect(sqlLiteral(true)).toBe("E'true'");
  });

  it("writes a string as an escape string, doubling quotes and backslashes", () => {
    expect(sqlLiteral("plain")).toBe("E'plain'");
    expect(sqlLiteral("Côte d'Ivoire")).toBe("E'Côte d''Ivoire'");
    expect(sqlLiteral("a\\b")).toBe("E'a\\\\b'");
    expect(sqlLiteral("'); drop table users; --")).toBe("E'''); drop table users; --'");
  });

  it("writes an array with every element double-quoted, and NULL for null", () => {
    expect(sqlLiteral([1, 2, null])).toBe("E'{1,2,NULL}'");
    expect(sqlLiteral(["a", "NULL", "", " x "])).toBe(`E'{"a","NULL",""," x "}'`);
    // The element's quote and backslash are escaped for the array, then the whole for the string.
    expect(sqlLiteral(['say "hi"', "back\\slash", "it's"])).toBe(
      `E'{"say \\\\"hi\\\\"","back\\\\\\\\slash","it''s"}'`,
    );
  });

  it("refuses what it cannot write exactly", () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow(NotLiteralError);
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow(NotLiteralError);
    expect(() => sqlLiteral("nul\0here")).toThrow(NotLiteralError);
    expect(() => sqlLiteral([["nested"]])).toThrow(NotLiteralError);
    expect(() => sqlLiteral({ an: "object" })).toThrow(NotLiteralError);
    expect(() => sqlLiteral(10n)).toThrow(NotLiteralError);
  });
});
