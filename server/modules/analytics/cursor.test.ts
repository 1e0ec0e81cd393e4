import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http-error";
import { decodeCursor, encodeCursor } from "./cursor";

const encoded = (text: string) => Buffer.from(text).toString("base64url");

describe("history cursors", () => {
  it("read back what they were made from", () => {
    const cursor = { timestamp: "2026-11-23T17:30:00.123456Z", id: "9223372036854775807" };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ["garbage", "not a cursor"],
    ["a missing id", encoded("2026-11-23T17:30:00.123456Z|")],
    ["milliseconds only", encoded("2026-11-23T17:30:00.123Z|5")],
    ["an impossible date", encoded("2026-13-45T17:30:00.123456Z|5")],
    ["an id past bigint", encoded("2026-11-23T17:30:00.123456Z|9223372036854775808")],
    ["a zero id", encoded("2026-11-23T17:30:00.123456Z|0")],
    ["extra parts", encoded("2026-11-23T17:30:00.123456Z|5|6")],
    ["SQL", encoded("2026-11-23T17:30:00.123456Z|5 or 1=1")],
  ])("refuse %s with 400", (_name, text) => {
    expect(() => decodeCursor(text)).toThrowError(HttpError);
    try {
      decodeCursor(text);
    } catch (error) {
      expect((error as HttpError).statusCode).toBe(400);
    }
  });
});
