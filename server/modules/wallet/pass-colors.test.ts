import { describe, expect, it } from "vitest";
import { appleColor, googleColor } from "./pass-colors";

describe("wallet colours", () => {
  it("turns a theme's hex colour into Apple's rgb() and Google's #rrggbb", () => {
    expect(appleColor("#7c3aed", "#000000")).toBe("rgb(124, 58, 237)");
    expect(appleColor("#FFF", "#000000")).toBe("rgb(255, 255, 255)");
    expect(googleColor("#abc", "#000000")).toBe("#aabbcc");
  });

  it("takes the fallback for what is not a plain colour", () => {
    expect(appleColor("linear-gradient(#fff, #000)", "#1c1917")).toBe("rgb(28, 25, 23)");
    expect(googleColor("red", "#1C1917")).toBe("#1c1917");
  });
});
