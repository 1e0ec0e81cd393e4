import { describe, expect, it } from "vitest";
import { type CursorIdColumn, decodeCursor, encodeCursor } from "./cursor";
import { HttpError } from "./http-error";

const encoded = (text: string) => Buffer.from(text).toString("base64url");

function refusal(text: string, column: CursorIdColumn): HttpError {
  try {
    decodeCursor(text, column);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`${Buffer.from(text, "base64url").toString()} was accepted`);
}

describe("history cursors", () => {
  it("read back what they were made from", () => {
    const cursor = { timestamp: "2026-11-23T17:30:00.123456Z", id: "9223372036854775807" };
    expect(decodeCursor(encodeCursor(cursor), "bigint")).toEqual(cursor);
    const conversation = { timestamp: "2024-02-29T23:59:59.999999Z", id: "2147483647" };
    expect(decodeCursor(encodeCursor(conversation), "integer")).toEqual(conversation);
  });

  it("take the first and last instants of the years allowed", () => {
    for (const timestamp of ["1970-01-01T00:00:00.000000Z", "9999-12-31T23:59:59.999999Z"]) {
      expect(decodeCursor(encoded(`${timestamp}|5`), "integer").timestamp).toBe(timestamp);
    }
  });

  it.each([
    ["garbage", "not a cursor"],
    ["an empty cursor", ""],
    ["a missing id", encoded("2026-11-23T17:30:00.123456Z|")],
    ["milliseconds only", encoded("2026-11-23T17:30:00.123Z|5")],
    ["an impossible month and day", encoded("2026-13-45T17:30:00.123456Z|5")],
    ["30 February", encoded("2024-02-30T12:00:00.000000Z|5")],
    ["29 February of a common year", encoded("2023-02-29T12:00:00.000000Z|5")],
    ["31 April", encoded("2024-04-31T12:00:00.000000Z|5")],
    ["the year 0000", encoded("0000-01-01T00:00:00.000000Z|5")],
    ["a year before any row", encoded("1969-12-31T23:59:59.999999Z|5")],
    ["24:00", encoded("2024-01-01T24:00:00.000000Z|5")],
    ["a leap second", encoded("2016-12-31T23:59:60.000000Z|5")],
    ["minute 60", encoded("2024-01-01T12:60:00.000000Z|5")],
    ["a five-digit year", encoded("10000-01-01T00:00:00.000000Z|5")],
    ["an offset instead of Z", encoded("2024-01-01T12:00:00.000000+01:00|5")],
    ["an id past bigint", encoded("2026-11-23T17:30:00.123456Z|9223372036854775808")],
    ["a zero id", encoded("2026-11-23T17:30:00.123456Z|0")],
    ["a negative id", encoded("2026-11-23T17:30:00.123456Z|-5")],
    ["extra parts", encoded("2026-11-23T17:30:00.123456Z|5|6")],
    ["SQL", encoded("2026-11-23T17:30:00.123456Z|5 or 1=1")],
  ])("refuse %s with 400 'Invalid cursor'", (_name, text) => {
    for (const column of ["integer", "bigint"] as const) {
      const error = refusal(text, column);
      expect(error.statusCode).toBe(400);
      expect(error.message).toBe("Invalid cursor");
      expect(error.fields).toEqual({ cursor: "Invalid cursor" });
    }
  });

  it("refuse an id its list's integer column cannot hold, and take it for a bigint column", () => {
    const past = encoded("2026-11-23T17:30:00.123456Z|2147483648");
    expect(refusal(past, "integer").statusCode).toBe(400);
    expect(decodeCursor(past, "bigint").id).toBe("2147483648");
    const largest = encoded("2026-11-23T17:30:00.123456Z|9223372036854775807");
    expect(refusal(largest, "integer").statusCode).toBe(400);
  });
});
