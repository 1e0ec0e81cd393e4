import { describe, expect, it } from "vitest";
import type { SalesbotConfigFields } from "./config-draft";
import { configFromDraft, draftFromConfig } from "./config-draft";
import { checkConfig, checkMediaAsset, ctaButtonHints } from "./config-rules";

const CONFIG: SalesbotConfigFields = {
  isEnabled: false,
  botName: "Ava",
  avatarUrl: null,
  salesPersonality: "professional",
  primaryGoal: "schedule_appointment",
  businessType: "",
  companyInfo: "",
  services: [],
  priceRanges: {},
  priceCurrency: "EUR",
  leadQualificationQuestions: [],
  customInstructions: "",
  ctaButtons: [],
  mediaAssets: [],
};

describe("the configuration screen's checks (core's schema)", () => {
  it("keys each message by the field's path, as the server does", () => {
    const result = checkConfig({
      ...CONFIG,
      botName: " ",
      ctaButtons: [{ name: "Book", description: "A call", url: "ftp://x", showCondition: "always" }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.botName).toBe("Bot name is required");
    expect(result.errors["ctaButtons.0.url"]).toBe(
      "Valid URL is required (must start with http:// or https://)",
    );
  });

  it("drops blank questions and services and incomplete buttons, as the server will", () => {
    const draft = draftFromConfig(CONFIG);
    draft.leadQualificationQuestions = ["Budget?", "  "];
    draft.services = [
      { name: "", price: "" },
      { name: "Design", price: "10" },
    ];
    draft.ctaButtons = [{ name: "Only a name", description: "", url: "", showCondition: "always" }];
    const result = checkConfig(configFromDraft(draft));
    expect(result.ok && result.value.leadQualificationQuestions).toEqual(["Budget?"]);
    expect(result.ok && result.value.services).toEqual(["Design"]);
    expect(result.ok && result.value.priceRanges).toEqual({ Design: 10 });
    expect(result.ok && result.value.ctaButtons).toEqual([]);
  });

  it("names a price that is not a number", () => {
    const draft = draftFromConfig(CONFIG);
    draft.services = [{ name: "Design", price: "lots" }];
    const result = checkConfig(configFromDraft(draft));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors["priceRanges.Design"]).toBe("Price must be a number of 0 or more");
  });
});

describe("a CTA button's hints", () => {
  it("say nothing for a blank button, which is dropped on save", () => {
    expect(ctaButtonHints({ name: "", description: " ", url: "", showCondition: "always" })).toEqual({});
  });

  it("name what a started button still lacks, with the spec's words", () => {
    expect(
      ctaButtonHints({ name: "Book", description: "", url: "mailto:x@y.z", showCondition: "always" }),
    ).toEqual({
      description: "Button description is required",
      url: "Valid URL is required (must start with http:// or https://)",
    });
    expect(
      ctaButtonHints({
        name: "Book",
        description: "Call",
        url: "https://cal.example",
        showCondition: "always",
      }),
    ).toEqual({});
  });
});

describe("the media dialog's check", () => {
  const asset = {
    type: "youtube" as const,
    url: "https://example.com/video",
    title: "Demo",
    triggers: { keywords: [" demo ", "Demo"], showCondition: "on_keywords" as const },
  };

  it("refuses a YouTube asset whose address is not YouTube's", () => {
    const result = checkMediaAsset(asset);
    expect(!result.ok && result.errors.url).toBe("Invalid YouTube URL");
  });

  it("accepts a YouTube video, keywords trimmed and kept once", () => {
    const result = checkMediaAsset({ ...asset, url: "https://youtu.be/dQw4w9WgXcQ" });
    expect(result.ok && result.value.triggers.keywords).toEqual(["demo"]);
  });
});
