import { describe, expect, it } from "vitest";
import { slugSchema } from "./schemas/card";
import { generateSlug, readableSlugBase, readableSlugCandidates, slugBase } from "./slug";

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

describe("readable slugs", () => {
  it("read a person's name without accents or symbols", () => {
    expect(readableSlugBase("Jordan Price")).toBe("jordan-price");
    expect(readableSlugBase("José Núñez-García")).toBe("jose-nunez-garcia");
    expect(readableSlugBase("  Dr. Ana_María O'Neil ")).toBe("dr-ana-maria-oneil");
    expect(readableSlugBase("王小明")).toBe("");
    expect(readableSlugBase("a".repeat(80)).length).toBe(50);
  });

  it("try the name, then the name with 2, 3, ... and pass over names too short to read", () => {
    expect(readableSlugCandidates(["Jordan Price", "jordan4963"], 4)).toEqual([
      "jordan-price",
      "jordan-price-2",
      "jordan-price-3",
      "jordan-price-4",
    ]);
    expect(readableSlugCandidates([null, "王小明", "Al", "jordan4963"], 2)).toEqual([
      "jordan4963",
      "jordan4963-2",
    ]);
    expect(readableSlugCandidates(["", "王"], 3)).toEqual([]);
  });

  it("every candidate passes the card schema's slug rule", () => {
    for (const name of ["Jordan Price", "José Núñez-García", "x".repeat(90), "Anne-Marie  D'Arc"]) {
      for (const slug of readableSlugCandidates([name], 60)) expect(slugSchema.parse(slug)).toBe(slug);
    }
  });
});
