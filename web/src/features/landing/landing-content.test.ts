import { describe, expect, it } from "vitest";
import { FEATURES, PRICING_TIERS, SAMPLE_THEMES, TESTIMONIALS, themeChoiceMessage } from "./landing-content";

describe("landing content", () => {
  it("has nine features, three themes and three testimonials", () => {
    expect(FEATURES).toHaveLength(9);
    expect(SAMPLE_THEMES).toHaveLength(3);
    expect(TESTIMONIALS).toHaveLength(3);
  });

  it("prices the three tiers as spec 000 §9 says", () => {
    expect(PRICING_TIERS.map((tier) => [tier.name, tier.price])).toEqual([
      ["Basic", 5],
      ["Professional", 12],
      ["Enterprise", 29],
    ]);
    const basic = PRICING_TIERS[0];
    expect(basic.features.filter((f) => !f.included).map((f) => f.label)).toEqual([
      "Custom buttons",
      "Form builder",
    ]);
    expect(PRICING_TIERS[1].badge).toBe("POPULAR");
    expect(PRICING_TIERS[2].action.label).toBe("Contact Sales");
  });

  it("words the theme messages as the specification does", () => {
    expect(themeChoiceMessage("Corporate / Executive", false)).toEqual({
      title: "Sign up required",
      description: "Create an account to use this theme for your business card.",
    });
    expect(themeChoiceMessage("Corporate / Executive", true)).toEqual({
      title: "Theme selected",
      description: "Corporate / Executive theme has been selected. Go to your dashboard to apply it.",
    });
  });
});
