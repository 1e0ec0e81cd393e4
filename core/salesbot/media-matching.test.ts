import { describe, expect, it } from "vitest";
import type { ChatTurn, MediaAsset, MediaTriggers } from "./chat-types";
import { type MediaMatchContext, matchMediaAssets, mediaContextOf, mediaTriggersMet } from "./media-matching";

const asset = (triggers: Partial<MediaTriggers>, title = "Asset"): MediaAsset => ({
  type: "image",
  url: "https://example.com/a.png",
  title,
  triggers: { keywords: [], ...triggers },
});
const context = (visitorText: string, more: Partial<MediaMatchContext> = {}): MediaMatchContext => ({
  visitorText,
  leadScore: 0,
  ...more,
});
const met = (triggers: Partial<MediaTriggers>, visitorText: string, more: Partial<MediaMatchContext> = {}) =>
  mediaTriggersMet(asset(triggers), context(visitorText, more));

describe("showCondition", () => {
  it("always: offered whatever was said", () => {
    expect(met({ showCondition: "always" }, "")).toBe(true);
  });

  it("on_keywords (also the default): a keyword in the latest visitor message, as whole words", () => {
    const keywords = ["demo", "Case Study", "  pricing  "];
    expect(met({ keywords }, "Do you have a DEMO?")).toBe(true);
    expect(met({ keywords, showCondition: "on_keywords" }, "any demos?")).toBe(true);
    expect(met({ keywords }, "show me a case study")).toBe(true);
    expect(met({ keywords }, "what's your pricing")).toBe(true);
    expect(met({ keywords }, "democracy")).toBe(false);
    expect(met({ keywords }, "hello")).toBe(false);
    expect(met({ keywords: [] }, "demo")).toBe(false);
    expect(met({ keywords: ["", "  "] }, "anything")).toBe(false);
  });

  it("high_interest: interest phrases, not negated, or the flag given", () => {
    expect(met({ showCondition: "high_interest" }, "Sounds great, tell me more")).toBe(true);
    expect(met({ showCondition: "high_interest" }, "I'm not interested")).toBe(false);
    expect(met({ showCondition: "high_interest" }, "ok", { highInterest: true })).toBe(true);
    expect(met({ showCondition: "high_interest" }, "interested", { highInterest: false })).toBe(false);
  });

  it("ready_to_buy: purchase phrases or the flag given", () => {
    expect(met({ showCondition: "ready_to_buy" }, "How do I sign up?")).toBe(true);
    expect(met({ showCondition: "ready_to_buy" }, "I'm a buyer")).toBe(false);
    expect(met({ showCondition: "ready_to_buy" }, "ok", { readyToBuy: true })).toBe(true);
  });

  it.each([
    "That's too expensive",
    "I'm not sure about this",
    "My main concern is support",
    "We use a competitor",
  ])("objection_handling: %j", (text) => {
    expect(met({ showCondition: "objection_handling" }, text)).toBe(true);
  });

  it("objection_handling: not for calm or negated words", () => {
    expect(met({ showCondition: "objection_handling" }, "Sounds good")).toBe(false);
    expect(met({ showCondition: "objection_handling" }, "I'm not worried")).toBe(false);
  });
});

describe("conversationStage", () => {
  it("unset or 'any' matches every stage, even an unknown one", () => {
    expect(met({ showCondition: "always" }, "", { stage: "closing" })).toBe(true);
    expect(met({ showCondition: "always", conversationStage: "any" }, "")).toBe(true);
  });

  it("otherwise only its own stage", () => {
    const triggers = { showCondition: "always", conversationStage: "presentation" } as const;
    expect(met(triggers, "", { stage: "presentation" })).toBe(true);
    expect(met(triggers, "", { stage: "opening" })).toBe(false);
    expect(met(triggers, "")).toBe(false);
  });
});

describe("leadScoreThreshold", () => {
  it("offers at the threshold and above, not below", () => {
    const triggers = { showCondition: "always", leadScoreThreshold: 50 } as const;
    expect(met(triggers, "", { leadScore: 49 })).toBe(false);
    expect(met(triggers, "", { leadScore: 50 })).toBe(true);
    expect(met(triggers, "", { leadScore: 100 })).toBe(true);
    expect(met({ showCondition: "always", leadScoreThreshold: 0 }, "", { leadScore: 0 })).toBe(true);
  });
});

describe("matchMediaAssets", () => {
  it("needs every trigger and keeps the configured order", () => {
    const assets = [
      asset({ keywords: ["demo"] }, "keyword"),
      asset({ showCondition: "always", leadScoreThreshold: 80 }, "high score"),
      asset({ showCondition: "always", conversationStage: "closing" }, "closing"),
      asset({ showCondition: "always" }, "always"),
      asset({ keywords: ["demo"], conversationStage: "opening" }, "opening demo"),
    ];
    const titles = (ctx: MediaMatchContext) => matchMediaAssets(assets, ctx).map((a) => a.title);
    expect(titles(context("a demo please", { stage: "presentation", leadScore: 30 }))).toEqual([
      "keyword",
      "always",
    ]);
    expect(titles(context("a demo please", { stage: "opening", leadScore: 90 }))).toEqual([
      "keyword",
      "high score",
      "always",
      "opening demo",
    ]);
  });
});

describe("mediaContextOf", () => {
  const user = (content: string): ChatTurn => ({ role: "user", content });
  const bot = (content: string): ChatTurn => ({ role: "assistant", content });

  it("reads keywords from the latest visitor message and interest from the whole chat", () => {
    const messages = [user("I'm interested in a demo"), bot("Great!"), user("but it's too expensive")];
    const ctx = mediaContextOf(messages, 45, "objection_handling");
    expect(ctx).toEqual({
      visitorText: "but it's too expensive",
      stage: "objection_handling",
      leadScore: 45,
      highInterest: true,
      readyToBuy: false,
      objection: true,
    });
    expect(mediaTriggersMet(asset({ keywords: ["demo"] }), ctx)).toBe(false);
  });

  it("copes with no visitor message yet", () => {
    expect(mediaContextOf([bot("Hi")], 0)).toMatchObject({ visitorText: "", highInterest: false });
  });
});
