import { describe, expect, it } from "vitest";
import { ratingLabel, roundToHalf, starFills } from "./star-fills";

describe("star ratings", () => {
  it("fills whole and half stars", () => {
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(0.5)).toEqual([0.5, 0, 0, 0, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it("rounds to the nearest half and clamps", () => {
    expect(roundToHalf(4.3)).toBe(4.5);
    expect(roundToHalf(4.2)).toBe(4);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });

  it("announces the rating", () => {
    expect(ratingLabel(4.5)).toBe("Rated 4.5 out of 5");
    expect(ratingLabel(5)).toBe("Rated 5 out of 5");
  });
});
