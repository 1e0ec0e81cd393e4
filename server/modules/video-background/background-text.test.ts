/**
 * The background's text is drawn in the bundled Inter, found through the package, so it measures
 * the same on every machine: a system font standing in for it would draw the same words at another
 * width. Markup in names is text, never Pango markup.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { backgroundFont } from "./background-font";
import { drawText, pangoText } from "./background-text";

const SAMPLE = {
  text: "Ada Lovelace, Analytical Engines",
  size: 60,
  color: "#ffffff",
  width: 1800,
  maxHeight: 200,
};

describe("the background's text", () => {
  it("finds the bundled font files", () => {
    const font = backgroundFont();
    expect(font.regular).toMatch(/@expo-google-fonts[\\/]inter[\\/].*Inter_400Regular\.ttf$/);
    expect(font.bold).toMatch(/Inter_700Bold\.ttf$/);
    expect(existsSync(font.regular) && existsSync(font.bold)).toBe(true);
  });

  it("draws in Inter: the same width on any machine, and bold wider than regular", async () => {
    const regular = await drawText(SAMPLE);
    const bold = await drawText({ ...SAMPLE, bold: true });
    // Inter sets this sample 935 px wide at 60 px; the system's sans-serif (DejaVu Sans) 989, its serif 1011.
    expect(regular.width).toBeGreaterThanOrEqual(925);
    expect(regular.width).toBeLessThanOrEqual(945);
    expect(bold.width).toBeGreaterThan(regular.width);
    expect(regular.height).toBeGreaterThan(40);
  });

  it("wraps a long text at the width and shrinks it into its box", async () => {
    const drawn = await drawText({ ...SAMPLE, text: "Bartholomew ".repeat(16), width: 600, maxHeight: 180 });
    expect(drawn.width).toBeLessThanOrEqual(600);
    expect(drawn.height).toBeLessThanOrEqual(180);
  });

  it("escapes markup and drops control characters", () => {
    expect(pangoText("<b>Tom & Jerry</b>\u0007", "#000000")).toBe(
      '<span foreground="#000000">&lt;b&gt;Tom &amp; Jerry&lt;/b&gt; </span>',
    );
  });
});
