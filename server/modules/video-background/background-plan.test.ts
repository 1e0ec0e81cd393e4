/** The background's plan: the theme's colours read from its CSS, text that reads on them, and only stored raster pictures. */
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../core/colors";
import { headerColours, inkFor, storedRaster } from "./background-plan";

const HASH = "a".repeat(64);

describe("the background's plan", () => {
  it("reads a gradient header's colours and angle, and falls back to the accent", () => {
    expect(headerColours("linear-gradient(120deg, #7c3aed, #db2777, #f59e0b)", "#000000")).toEqual({
      colours: ["#7c3aed", "#db2777", "#f59e0b"],
      angle: 120,
    });
    expect(headerColours("#abc", "#000000")).toEqual({ colours: ["#aabbcc"], angle: 135 });
    expect(headerColours("var(--brand)", "#1d4ed8")).toEqual({ colours: ["#1d4ed8"], angle: 135 });
  });

  it("picks text that reads at 4.5:1 on every colour, shading the colours only as much as needed", () => {
    for (const colours of [
      ["#e7e5e4", "#d6d3d1"],
      ["#f59e0b", "#b45309"],
      ["#0f172a", "#1e3a8a"],
      ["#ffffff", "#000000"],
    ]) {
      const { ink, shade } = inkFor(colours);
      for (const colour of colours) {
        const shaded = `#${[1, 3, 5]
          .map((at) => Math.round(Number.parseInt(colour.slice(at, at + 2), 16) * (1 - shade)))
          .map((c) => c.toString(16).padStart(2, "0"))
          .join("")}`;
        expect(contrastRatio(ink, shaded), `${ink} on ${colour}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(inkFor(["#0f172a", "#1e3a8a"])).toEqual({ ink: "#ffffff", shade: 0 });
    expect(inkFor(["#e7e5e4", "#d6d3d1"]).ink).toBe("#111111");
  });

  it("draws only raster pictures this site stores", () => {
    expect(storedRaster(`/uploads/${HASH}.jpg`)).toBe(`${HASH}.jpg`);
    expect(storedRaster(`/uploads/${HASH}.svg`)).toBeNull();
    expect(storedRaster("https://example.com/photo.jpg")).toBeNull();
    expect(storedRaster("/uploads/../secret.jpg")).toBeNull();
    expect(storedRaster(null)).toBeNull();
  });
});
