import { describe, expect, it } from "vitest";
import {
  BOT_NAME_REQUIRED,
  BUTTON_DESCRIPTION_REQUIRED,
  BUTTON_NAME_REQUIRED,
  BUTTON_URL_INVALID,
  CTA_BUTTONS_MAX,
  ctaButtonSchema,
  DEFAULT_BOT_NAME,
  DEFAULT_LEAD_QUALIFICATION_QUESTIONS,
  DEFAULT_SALESBOT_CONFIG,
  INVALID_VIMEO_URL,
  INVALID_YOUTUBE_URL,
  KEYWORDS_MAX,
  LEAD_SCORE_THRESHOLD_INVALID,
  LONG_TEXT_MAX,
  MEDIA_ASSETS_MAX,
  MEDIA_URL_INVALID,
  MEDIA_URL_REQUIRED,
  mediaAssetSchema,
  PRICE_INVALID,
  PRICE_MAX,
  PRICE_RANGES_MAX,
  QUESTIONS_MAX,
  SERVICES_MAX,
  salesbotConfigResponseSchema,
  salesbotConfigSchema,
  salesbotPublicConfigSchema,
  TITLE_REQUIRED,
} from "./config";

/** The first message zod gives for `input`, with its path. */
function firstIssue(input: unknown): { path: string; message: string } | undefined {
  const result = salesbotConfigSchema.safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return issue && { path: issue.path.join("."), message: issue.message };
}

const button = { name: "Book a call", description: "30 minutes", url: "https://cal.example.com/me" };
const youtube = {
  type: "youtube",
  url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  title: "Tour",
  triggers: { keywords: ["demo"] },
};

describe("salesbot configuration defaults", () => {
  it("starts disabled, as 'Sales Assistant', with three qualification questions", () => {
    expect(DEFAULT_SALESBOT_CONFIG).toEqual({
      isEnabled: false,
      botName: DEFAULT_BOT_NAME,
      avatarUrl: null,
      salesPersonality: "professional",
      primaryGoal: "schedule_appointment",
      businessType: null,
      services: [],
      priceRanges: {},
      priceCurrency: "USD",
      companyInfo: null,
      leadQualificationQuestions: [...DEFAULT_LEAD_QUALIFICATION_QUESTIONS],
      customInstructions: null,
      ctaButtons: [],
      mediaAssets: [],
    });
    expect(DEFAULT_BOT_NAME).toBe("Sales Assistant");
    expect(DEFAULT_LEAD_QUALIFICATION_QUESTIONS).toHaveLength(3);
  });

  it("defaults a button's showCondition to always and a media asset's to on_keywords", () => {
    const saved = salesbotConfigSchema.parse({
      botName: "Ava",
      ctaButtons: [button],
      mediaAssets: [youtube],
    });
    expect(saved.ctaButtons).toEqual([{ ...button, showCondition: "always" }]);
    expect(saved.mediaAssets[0]?.triggers).toEqual({ keywords: ["demo"], showCondition: "on_keywords" });
  });
});

describe("salesbot configuration messages", () => {
  it.each([
    [{}, "botName", BOT_NAME_REQUIRED],
    [{ botName: "" }, "botName", BOT_NAME_REQUIRED],
    [{ botName: "   " }, "botName", BOT_NAME_REQUIRED],
    [{ botName: "x".repeat(101) }, "botName", "Bot name must be at most 100 characters"],
    [
      { botName: "A", businessType: "x".repeat(101) },
      "businessType",
      "Business type must be at most 100 characters",
    ],
    [
      { botName: "A", salesPersonality: "pushy" },
      "salesPersonality",
      "Personality must be one of professional, friendly, consultative, aggressive",
    ],
    [
      { botName: "A", primaryGoal: "world_domination" },
      "primaryGoal",
      "Primary goal must be one of schedule_appointment, generate_lead, make_sale",
    ],
    [{ botName: "A", avatarUrl: "javascript:alert(1)" }, "avatarUrl", "Avatar must be an image address"],
    [
      { botName: "A", companyInfo: "x".repeat(LONG_TEXT_MAX + 1) },
      "companyInfo",
      "Company information must be at most 5000 characters",
    ],
    [
      { botName: "A", customInstructions: "x".repeat(LONG_TEXT_MAX + 1) },
      "customInstructions",
      "Custom instructions must be at most 5000 characters",
    ],
    [{ botName: "A", priceRanges: { Design: -1 } }, "priceRanges.Design", PRICE_INVALID],
    [{ botName: "A", priceRanges: { Design: null } }, "priceRanges.Design", PRICE_INVALID],
    [{ botName: "A", priceRanges: { Design: "100" } }, "priceRanges.Design", PRICE_INVALID],
    [
      { botName: "A", ctaButtons: [{ ...button, url: "ftp://files.example.com" }] },
      "ctaButtons.0.url",
      BUTTON_URL_INVALID,
    ],
    [
      { botName: "A", ctaButtons: [{ ...button, url: "cal.example.com" }] },
      "ctaButtons.0.url",
      BUTTON_URL_INVALID,
    ],
    [
      { botName: "A", ctaButtons: [{ ...button, showCondition: "sometimes" }] },
      "ctaButtons.0.showCondition",
      "Show condition must be one of always, after_qualification, high_interest, ready_to_buy, after_questions",
    ],
  ])("%j → %s: %s", (input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });

  it("keeps the index the form shows on a button's url message, with blank buttons before it", () => {
    const input = {
      botName: "A",
      ctaButtons: [
        { name: "", description: "", url: "" },
        { ...button, url: "x" },
      ],
    };
    expect(firstIssue(input)).toEqual({ path: "ctaButtons.1.url", message: BUTTON_URL_INVALID });
  });

  it("gives the form's hints for each missing field of a button", () => {
    const result = ctaButtonSchema.safeParse({ name: " ", description: "", url: "nope" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", BUTTON_NAME_REQUIRED],
      ["description", BUTTON_DESCRIPTION_REQUIRED],
      ["url", BUTTON_URL_INVALID],
    ]);
    expect(ctaButtonSchema.parse({ ...button, name: " Book " })).toEqual({
      ...button,
      name: "Book",
      showCondition: "always",
    });
  });
});

describe("media asset messages", () => {
  const issuesOf = (asset: unknown) =>
    mediaAssetSchema.safeParse(asset).error?.issues.map((i) => [i.path.join("."), i.message]);

  it.each([
    [{ ...youtube, title: "" }, "title", TITLE_REQUIRED],
    [{ ...youtube, title: "  " }, "title", TITLE_REQUIRED],
    [{ ...youtube, title: "x".repeat(201) }, "title", "Title must be at most 200 characters"],
    [{ ...youtube, url: "" }, "url", MEDIA_URL_REQUIRED],
    [{ ...youtube, url: "https://vimeo.com/76979871" }, "url", INVALID_YOUTUBE_URL],
    [{ ...youtube, url: "https://evil.example.com/?youtube.com" }, "url", INVALID_YOUTUBE_URL],
    [{ ...youtube, url: "youtube.com/watch?v=dQw4w9WgXcQ" }, "url", INVALID_YOUTUBE_URL],
    [{ ...youtube, url: "https://www.youtube.com/@channel" }, "url", INVALID_YOUTUBE_URL],
    [{ ...youtube, type: "vimeo" }, "url", INVALID_VIMEO_URL],
    [{ ...youtube, type: "vimeo", url: "javascript:vimeo.com/1" }, "url", INVALID_VIMEO_URL],
    [{ ...youtube, type: "image", url: "javascript:alert(1)" }, "url", MEDIA_URL_INVALID],
    [{ ...youtube, type: "image", url: "not a url" }, "url", MEDIA_URL_INVALID],
    [{ ...youtube, type: "audio" }, "type", "Media type must be one of youtube, vimeo, image"],
    [
      { ...youtube, url: `https://youtu.be/${"a".repeat(2000)}` },
      "url",
      "URL must be at most 2000 characters",
    ],
    [
      { ...youtube, triggers: { keywords: [], leadScoreThreshold: 101 } },
      "triggers.leadScoreThreshold",
      LEAD_SCORE_THRESHOLD_INVALID,
    ],
    [
      { ...youtube, triggers: { keywords: [], leadScoreThreshold: -1 } },
      "triggers.leadScoreThreshold",
      LEAD_SCORE_THRESHOLD_INVALID,
    ],
    [
      { ...youtube, triggers: { keywords: [], showCondition: "never" } },
      "triggers.showCondition",
      "Show condition must be one of always, on_keywords, high_interest, ready_to_buy, objection_handling",
    ],
    [
      { ...youtube, triggers: { keywords: [], conversationStage: "dessert" } },
      "triggers.conversationStage",
      "Conversation stage must be one of opening, qualification, presentation, objection_handling, closing, any",
    ],
    [
      { ...youtube, triggers: { keywords: ["x".repeat(101)] } },
      "triggers.keywords.0",
      "Keyword must be at most 100 characters",
    ],
    [
      { ...youtube, description: "x".repeat(1001) },
      "description",
      "Description must be at most 1000 characters",
    ],
  ])("%j → %s: %s", (asset, path, message) => {
    expect(issuesOf(asset)?.[0]).toEqual([path, message]);
  });

  it.each([
    ["youtube", "https://youtu.be/dQw4w9WgXcQ"],
    ["youtube", "https://m.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["vimeo", "https://vimeo.com/76979871"],
    ["vimeo", "https://player.vimeo.com/video/76979871"],
    ["image", "https://images.example.com/a.png"],
    ["image", "/uploads/abc.webp"],
  ])("accepts a %s asset at %s", (type, url) => {
    expect(issuesOf({ ...youtube, type, url })).toBeUndefined();
  });

  it("trims keywords and keeps each once, dropping blank ones", () => {
    const asset = mediaAssetSchema.parse({
      ...youtube,
      title: " Tour ",
      triggers: { keywords: [" demo ", "Demo", "", "  ", "pricing", "demo"], leadScoreThreshold: 40 },
    });
    expect(asset.title).toBe("Tour");
    expect(asset.triggers).toEqual({
      keywords: ["demo", "pricing"],
      showCondition: "on_keywords",
      leadScoreThreshold: 40,
    });
  });
});

describe("blank items on save", () => {
  it("drops blank questions and services, and buttons lacking a name, description or url", () => {
    const saved = salesbotConfigSchema.parse({
      botName: "  Ava  ",
      services: ["Design", "", "   ", " Hosting "],
      leadQualificationQuestions: ["", "What is your budget?", "  "],
      ctaButtons: [
        { ...button, name: "" },
        { ...button, description: "  " },
        { ...button, url: "" },
        { name: "", description: "", url: "not checked when dropped" },
        { name: null, description: null, url: null },
        { name: "Only a name" },
        button,
      ],
    });
    expect(saved.botName).toBe("Ava");
    expect(saved.services).toEqual(["Design", "Hosting"]);
    expect(saved.leadQualificationQuestions).toEqual(["What is your budget?"]);
    expect(saved.ctaButtons).toEqual([{ ...button, showCondition: "always" }]);
  });

  it("stores blank optional text as null and trims price-range keys", () => {
    const saved = salesbotConfigSchema.parse({
      botName: "Ava",
      businessType: "  ",
      companyInfo: "",
      customInstructions: null,
      avatarUrl: "",
      priceRanges: { " Design ": 1500, "": 3, Hosting: 0 },
    });
    expect(saved).toMatchObject({
      businessType: null,
      companyInfo: null,
      customInstructions: null,
      avatarUrl: null,
      priceRanges: { Design: 1500, Hosting: 0 },
    });
  });

  it("keeps an empty question list when one is sent, and the defaults when none is", () => {
    expect(
      salesbotConfigSchema.parse({ botName: "A", leadQualificationQuestions: [] }).leadQualificationQuestions,
    ).toEqual([]);
    expect(salesbotConfigSchema.parse({ botName: "A" }).leadQualificationQuestions).toEqual([
      ...DEFAULT_LEAD_QUALIFICATION_QUESTIONS,
    ]);
  });
});

describe("bounds", () => {
  const many = <T>(n: number, item: (i: number) => T) => Array.from({ length: n }, (_, i) => item(i));

  it.each([
    ["services", { services: many(SERVICES_MAX + 1, (i) => `s${i}`) }, "At most 50 services are allowed"],
    [
      "leadQualificationQuestions",
      { leadQualificationQuestions: many(QUESTIONS_MAX + 1, (i) => `q${i}?`) },
      "At most 20 questions are allowed",
    ],
    [
      "ctaButtons",
      { ctaButtons: many(CTA_BUTTONS_MAX + 1, () => button) },
      "At most 10 CTA buttons are allowed",
    ],
    [
      "mediaAssets",
      { mediaAssets: many(MEDIA_ASSETS_MAX + 1, () => youtube) },
      "At most 20 media assets are allowed",
    ],
    [
      "mediaAssets.0.triggers.keywords",
      { mediaAssets: [{ ...youtube, triggers: { keywords: many(KEYWORDS_MAX + 1, (i) => `k${i}`) } }] },
      "At most 20 keywords are allowed",
    ],
    [
      "priceRanges",
      { priceRanges: Object.fromEntries(many(PRICE_RANGES_MAX + 1, (i) => [`s${i}`, i])) },
      "At most 50 price ranges are allowed",
    ],
    ["services.0", { services: ["x".repeat(101)] }, "Service name must be at most 100 characters"],
    [
      "leadQualificationQuestions.0",
      { leadQualificationQuestions: ["x".repeat(501)] },
      "Question must be at most 500 characters",
    ],
    [
      "ctaButtons.0.description",
      { ctaButtons: [{ ...button, description: "x".repeat(501) }] },
      "Button description must be at most 500 characters",
    ],
    [
      "ctaButtons.0.url",
      { ctaButtons: [{ ...button, url: `https://a.example.com/${"x".repeat(2000)}` }] },
      "Button URL must be at most 2000 characters",
    ],
    ["priceRanges.Design", { priceRanges: { Design: PRICE_MAX * 2 } }, "Price must be at most 1000000000"],
  ])("refuses too much in %s", (path, extra, message) => {
    expect(firstIssue({ botName: "A", ...extra })).toEqual({ path, message });
  });
});

describe("answers", () => {
  it("strip every key the shape does not name, nested ones too", () => {
    const answer = salesbotConfigResponseSchema.parse({
      ...DEFAULT_SALESBOT_CONFIG,
      calendlyIntegration: { accessToken: "secret" },
      id: 7,
      ctaButtons: [{ ...button, showCondition: "always", secret: "x" }],
      mediaAssets: [{ ...youtube, triggers: { keywords: [], showCondition: "always", note: "x" }, extra: 1 }],
    });
    expect(JSON.stringify(answer)).not.toMatch(/secret|calendly|note|extra|"id"/);
  });

  it("gives visitors only isEnabled, botName, avatarUrl and ctaButtons", () => {
    const answer = salesbotPublicConfigSchema.parse({
      ...DEFAULT_SALESBOT_CONFIG,
      isEnabled: true,
      companyInfo: "private",
    });
    expect(Object.keys(answer).sort()).toEqual(["avatarUrl", "botName", "ctaButtons", "isEnabled"]);
  });

  it("gives visitors of an assistant that is off only that it is off", () => {
    const answer = salesbotPublicConfigSchema.parse({ ...DEFAULT_SALESBOT_CONFIG, isEnabled: false });
    expect(answer).toEqual({ isEnabled: false });
  });
});
