import { contrastRatio } from "@core/colors";
import { PRODUCT_NAME } from "@core/limits";
import { isThemeValue, THEME_VALUES, themeDisplayName } from "@core/themes";
import { describe, expect, it } from "vitest";
import {
  FEATURES,
  PRICING_TIERS,
  SAMPLE_THEMES,
  salesMailto,
  TESTIMONIALS,
  themeChoiceMessage,
} from "./landing-content";
import { ratingLabel, roundToHalf, starFills } from "./star-fills";

/** WCAG AA for body text. */
const AA_TEXT = 4.5;

/** Number words as the copy spells them. */
const COUNT_WORDS = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];

describe("the features", () => {
  it("describe the themes the app really has, first to last", () => {
    const themes = FEATURES.find((feature) => feature.title === "Professional themes");
    const first = themeDisplayName(THEME_VALUES[0]);
    const last = themeDisplayName(THEME_VALUES[THEME_VALUES.length - 1]);
    expect(themes?.description).toBe(`${COUNT_WORDS[THEME_VALUES.length]} themes, from ${first} to ${last}.`);
  });

  it("have distinct titles (the list's keys) and a description each", () => {
    expect(new Set(FEATURES.map((feature) => feature.title)).size).toBe(FEATURES.length);
    for (const feature of FEATURES) expect(feature.description.trim(), feature.title).not.toBe("");
  });
});

describe("the sample themes", () => {
  it("are three different themes a card can really use, named as the editors name them", () => {
    expect(SAMPLE_THEMES).toHaveLength(3);
    expect(new Set(SAMPLE_THEMES.map((theme) => theme.value)).size).toBe(3);
    for (const theme of SAMPLE_THEMES) {
      expect(isThemeValue(theme.value), theme.value).toBe(true);
      // 'Use Theme' names the theme the toast says was selected: the app's own name for it.
      expect(theme.displayName).toBe(themeDisplayName(theme.value));
    }
  });

  it("draw their preview card in readable colours", () => {
    for (const { displayName, palette, swatches } of SAMPLE_THEMES) {
      expect(contrastRatio(palette.text, palette.surface), `${displayName}: text`).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
      expect(
        contrastRatio(palette.mutedText, palette.surface),
        `${displayName}: muted text`,
      ).toBeGreaterThanOrEqual(AA_TEXT);
      expect(
        contrastRatio(palette.accentText, palette.accent),
        `${displayName}: Save Contact`,
      ).toBeGreaterThanOrEqual(AA_TEXT);
      for (const swatch of swatches) expect(swatch, displayName).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe("themeChoiceMessage", () => {
  it("tells a signed-in visitor which theme was selected and where to apply it", () => {
    for (const theme of SAMPLE_THEMES) {
      const message = themeChoiceMessage(theme.displayName, true);
      expect(message.title).toBe("Theme selected");
      expect(message.description).toBe(
        `${theme.displayName} theme has been selected. Go to your dashboard to apply it.`,
      );
    }
  });

  it("asks a visitor who is not signed in to sign up, whatever the theme", () => {
    const messages = SAMPLE_THEMES.map((theme) => themeChoiceMessage(theme.displayName, false));
    for (const message of messages) {
      expect(message).toEqual({
        title: "Sign up required",
        description: "Create an account to use this theme for your business card.",
      });
    }
  });
});

describe("the pricing tiers", () => {
  it("go up in price, with one highlighted tier", () => {
    const prices = PRICING_TIERS.map((tier) => tier.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBe(prices.length);
    expect(PRICING_TIERS.filter((tier) => tier.badge)).toHaveLength(1);
    // Names and feature labels are the lists' keys: no two alike.
    expect(new Set(PRICING_TIERS.map((tier) => tier.name)).size).toBe(PRICING_TIERS.length);
    for (const tier of PRICING_TIERS) {
      expect(new Set(tier.features.map((f) => f.label)).size, tier.name).toBe(tier.features.length);
    }
  });

  it("offer every feature a tier lacks in a dearer tier", () => {
    PRICING_TIERS.forEach((tier, index) => {
      const dearer = PRICING_TIERS.slice(index + 1);
      for (const feature of tier.features.filter((f) => !f.included)) {
        const offered = dearer.some((other) =>
          other.features.some((f) => f.included && f.label === feature.label),
        );
        expect(offered, `${tier.name} lacks "${feature.label}"`).toBe(true);
      }
    });
    // The top tier lacks nothing.
    expect(PRICING_TIERS.at(-1)?.features.every((f) => f.included)).toBe(true);
  });

  it("lead to sign-up, except the top tier, which writes to sales", () => {
    const kinds = PRICING_TIERS.map((tier) => tier.action.kind);
    expect(kinds.at(-1)).toBe("sales");
    expect(kinds.slice(0, -1).every((kind) => kind === "signup")).toBe(true);
    // Each action names its tier, so a screen-reader user hears which one it chooses.
    for (const tier of PRICING_TIERS.filter((t) => t.action.kind === "signup")) {
      expect(tier.action.label).toContain(tier.name);
    }
  });
});

describe("salesMailto", () => {
  it("writes to the installation's sales address about the Enterprise tier", () => {
    const href = salesMailto("sales@example.com", PRODUCT_NAME);
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("sales@example.com");
    expect(url.searchParams.get("subject")).toBe(`${PRODUCT_NAME} Enterprise`);
  });

  it("encodes a product name that would otherwise break the link", () => {
    const href = salesMailto("sales@example.com", "Cards & Co?");
    expect(href).toBe("mailto:sales@example.com?subject=Cards%20%26%20Co%3F%20Enterprise");
    expect(new URL(href).searchParams.get("subject")).toBe("Cards & Co? Enterprise");
  });
});

describe("the testimonials", () => {
  it("show their rating as the stars and the label say, with no rounding", () => {
    expect(new Set(TESTIMONIALS.map((t) => t.name)).size).toBe(TESTIMONIALS.length);
    for (const { name, rating } of TESTIMONIALS) {
      expect(roundToHalf(rating), name).toBe(rating);
      const fills = starFills(rating);
      expect(
        fills.reduce<number>((sum, fill) => sum + fill, 0),
        name,
      ).toBe(rating);
      expect(ratingLabel(rating)).toBe(`Rated ${rating} out of 5`);
    }
  });
});
