import { describe, expect, it } from "vitest";
import { formatCount } from "./count-format";

describe("formatCount", () => {
  it("groups digits by threes as en-US does", () => {
    for (const count of [0, 7, 999, 1000, 12345, 999999, 1234567, 9007199254740991, -4200]) {
      expect(formatCount(count)).toBe(count.toLocaleString("en-US"));
    }
  });

  it("leaves what is not a whole count as it is", () => {
    expect(formatCount(1.5)).toBe("1.5");
    expect(formatCount(Number.NaN)).toBe("NaN");
  });
});
