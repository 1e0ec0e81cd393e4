import { describe, expect, it } from "vitest";
import { configFromDraft, draftFromConfig, type SalesbotConfigFields } from "./config-draft";
import { withKeyword } from "./keyword-input";

const SAVED: SalesbotConfigFields = {
  isEnabled: true,
  botName: "Ava",
  avatarUrl: null,
  salesPersonality: "friendly",
  primaryGoal: "generate_lead",
  businessType: null,
  companyInfo: "We build websites.",
  services: ["Design", "Hosting"],
  priceRanges: { Design: 1500 },
  priceCurrency: "EUR",
  leadQualificationQuestions: ["What is your budget?"],
  customInstructions: null,
  ctaButtons: [
    { name: "Book", description: "Book a call", url: "https://cal.example", showCondition: "always" },
  ],
  mediaAssets: [],
};

describe("the configuration screen's draft", () => {
  it("puts each price beside its service, blank where there is none, and empty text for null", () => {
    const draft = draftFromConfig(SAVED);
    expect(draft.services).toEqual([
      { name: "Design", price: "1500" },
      { name: "Hosting", price: "" },
    ]);
    expect(draft.businessType).toBe("");
    expect(draft.customInstructions).toBe("");
  });

  it("gives back what it was made from", () => {
    expect(configFromDraft(draftFromConfig(SAVED))).toEqual({
      ...SAVED,
      businessType: "",
      customInstructions: "",
    });
  });

  it("sends prices by trimmed service name, leaving out blank prices and unnamed rows", () => {
    const draft = draftFromConfig(SAVED);
    draft.services = [
      { name: " Design ", price: "2000" },
      { name: "Hosting", price: " " },
      { name: "", price: "50" },
    ];
    const config = configFromDraft(draft);
    expect(config.priceRanges).toEqual({ Design: 2000 });
    expect(config.services).toEqual([" Design ", "Hosting", ""]);
  });

  it("does not share its lists with the saved configuration", () => {
    const draft = draftFromConfig(SAVED);
    draft.ctaButtons[0]!.name = "Changed";
    draft.leadQualificationQuestions.push("Another?");
    expect(SAVED.ctaButtons[0]!.name).toBe("Book");
    expect(SAVED.leadQualificationQuestions).toHaveLength(1);
  });
});

describe("trigger keywords", () => {
  it("are trimmed and kept once whatever their case", () => {
    expect(withKeyword([], "  pricing ")).toEqual(["pricing"]);
    expect(withKeyword(["pricing"], "Pricing")).toEqual(["pricing"]);
    expect(withKeyword(["pricing"], "   ")).toEqual(["pricing"]);
    expect(withKeyword(["pricing"], "demo")).toEqual(["pricing", "demo"]);
  });
});
