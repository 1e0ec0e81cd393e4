import { describe, expect, it } from "vitest";
import { generateSlug, slugBase } from "./slug";

describe("slug helper", () => {
  it("lower-cases, hyphenates whitespace, strips symbols and trims hyphens", () => {
    expect(slugBase("  Jane   Doe! ")).toBe("jane-doe");
    expect(slugBase("--A__b--c--")).toBe("a__b-c");
    expect(slugBase("Café & Co.")).toBe("caf-co");
  });

  it("appends a number from 0 to 9999", () => {
    expect(generateSlug("Jane Doe", () => 0)).toBe("jane-doe-0");
    expect(generateSlug("Jane Doe", () => 0.99999)).toBe("jane-doe-9999");
    expect(generateSlug("!!!", () => 0.5)).toBe("card-5000");
  });
});
