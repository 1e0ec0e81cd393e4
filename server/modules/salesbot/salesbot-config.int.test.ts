/**
 * GET and POST /api/salesbot/{cardId}/config: who may read and
 * save a card's configuration (level 2+ own cards, level 4+ any, with their fixed denial texts),
 * the public part for anyone and nothing else, the defaults before a save, the schema's messages
 * as 400, blank items dropped, oversize input refused, one row per card, calendlyIntegration kept.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_BOT_NAME,
  DEFAULT_LEAD_QUALIFICATION_QUESTIONS,
  DEFAULT_SALESBOT_CONFIG,
} from "../../../core/salesbot/config";
import { MAX_ID } from "../../../core/schemas/ids";
import { ASSISTANT_FIXTURE } from "../../../core/testing/assistant-fixture";
import { salesbotConfigs, users } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";

const CONFIG_DENIAL = {
  message:
    "Salesbot Access Required: Level 2 access or higher is required to configure the AI Salesbot feature.",
};
const OTHERS_DENIAL = { message: "Access denied: You don't have permission to edit this card" };
const NOT_FOUND = { message: "Card Not Found: The business card you're looking for doesn't exist." };
const PUBLIC_KEYS = ["avatarUrl", "botName", "ctaButtons", "isEnabled"];

const t = testAppPerFile();

const { signedIn, cardOf } = cardTestKit(() => t);

const url = (cardId: number | string, query = "") => `/api/salesbot/${cardId}/config${query}`;
const read = (session: string | undefined, cardId: number | string, query = "") =>
  t.request({ method: "GET", url: url(cardId, query), session });
const save = (session: string | undefined, cardId: number | string, body: unknown) =>
  t.request({ method: "POST", url: url(cardId), body, session });

const [button] = ASSISTANT_FIXTURE.ctaButtons;
/** The fixture's video with every optional field of a media asset. */
const asset = {
  ...ASSISTANT_FIXTURE.mediaAssets[0],
  description: "A tour",
  usageInstructions: "Show when they ask for examples",
  triggers: {
    keywords: ["examples", "portfolio"],
    conversationStage: "presentation",
    leadScoreThreshold: 30,
  },
};
/** The fixture's assistant with every other field set too, and none left at its default. */
const fullConfig = {
  ...ASSISTANT_FIXTURE,
  avatarUrl: "/uploads/avatar.webp",
  primaryGoal: "generate_lead",
  priceCurrency: "EUR",
  leadQualificationQuestions: ["How many pages do you need?"],
  customInstructions: "Keep answers short.",
  ctaButtons: [{ ...button, showCondition: "after_qualification" }],
  mediaAssets: [asset],
};
const savedConfig = {
  ...fullConfig,
  mediaAssets: [{ ...asset, triggers: { ...asset.triggers, showCondition: "on_keywords" } }],
};

async function ownerWithCard(level: number) {
  const owner = await signedIn(level, `owner${level}`);
  return { owner, card: await cardOf(owner) };
}

const rowsOf = (cardId: number) =>
  t.db.select().from(salesbotConfigs).where(eq(salesbotConfigs.cardId, cardId));

describe("who may read and save a configuration", () => {
  it("asks the signed-out to sign in, on both routes, and stores nothing", async () => {
    const { card } = await ownerWithCard(2);
    expect((await read(undefined, card.id)).statusCode).toBe(401);
    expect((await read(undefined, card.id, "?public=false")).statusCode).toBe(401);
    const response = await save(undefined, card.id, fullConfig);
    expect(response.statusCode).toBe(401);
    expect(await rowsOf(card.id)).toEqual([]);
  });

  it("answers 401 and 403 before looking at the body", async () => {
    const { owner, card } = await ownerWithCard(1);
    const bad = { botName: "", ctaButtons: "not a list" };
    expect((await save(undefined, card.id, bad)).statusCode).toBe(401);
    const refused = await save(owner.session, card.id, bad);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(CONFIG_DENIAL);
  });

  it("refuses level 1, even on its own card, with the denial text", async () => {
    const { owner, card } = await ownerWithCard(1);
    for (const response of [
      await read(owner.session, card.id),
      await save(owner.session, card.id, fullConfig),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(CONFIG_DENIAL);
    }
    expect(await rowsOf(card.id)).toEqual([]);
  });

  it.each([2, 3])("lets level %i configure its own card and refuses another's", async (level) => {
    const { owner, card } = await ownerWithCard(level);
    const { card: othersCard } = await ownerWithCard(2);
    expect((await read(owner.session, card.id)).statusCode).toBe(200);
    expect((await save(owner.session, card.id, fullConfig)).statusCode).toBe(200);
    for (const response of [
      await read(owner.session, othersCard.id),
      await save(owner.session, othersCard.id, fullConfig),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(OTHERS_DENIAL);
    }
    expect(await rowsOf(othersCard.id)).toEqual([]);
  });

  it.each([4, 5])("lets level %i read and save anyone's configuration", async (level) => {
    const { card } = await ownerWithCard(1);
    const admin = await signedIn(level, `admin${level}`);
    const saved = await save(admin.session, card.id, fullConfig);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(savedConfig);
    const response = await read(admin.session, card.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(savedConfig);
  });

  it("answers 404 with the screen's wording for a card that does not exist", async () => {
    const admin = await signedIn(5);
    for (const response of [
      await read(admin.session, MAX_ID),
      await read(undefined, MAX_ID, "?public=true"),
      await save(admin.session, MAX_ID, fullConfig),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it.each([String(MAX_ID + 1), "0", "-1", "1.5", "abc", "1e30"])(
    "refuses the card id %s as bad input, never a database error",
    async (id) => {
      const admin = await signedIn(5);
      for (const response of [
        await read(admin.session, id),
        await read(undefined, id, "?public=true"),
        await save(admin.session, id, fullConfig),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: "Card id must be a positive whole number" });
      }
    },
  );
});

describe("the configuration", () => {
  it("answers the defaults before the first save, without storing them", async () => {
    const { owner, card } = await ownerWithCard(2);
    const response = await read(owner.session, card.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_SALESBOT_CONFIG);
    expect(response.json()).toMatchObject({
      isEnabled: false,
      botName: DEFAULT_BOT_NAME,
      salesPersonality: "professional",
      primaryGoal: "schedule_appointment",
      leadQualificationQuestions: [...DEFAULT_LEAD_QUALIFICATION_QUESTIONS],
    });
    expect(await rowsOf(card.id)).toEqual([]);
  });

  it("replaces the configuration on a second save, in the one row of the card", async () => {
    const { owner, card } = await ownerWithCard(2);
    expect((await save(owner.session, card.id, fullConfig)).json()).toEqual(savedConfig);
    const second = await save(owner.session, card.id, { botName: "Max", services: ["Consulting"] });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ...DEFAULT_SALESBOT_CONFIG, botName: "Max", services: ["Consulting"] });
    expect((await read(owner.session, card.id)).json()).toEqual(second.json());
    const rows = await rowsOf(card.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());
  });

  it("drops blank questions, services and incomplete CTA buttons, and trims what it keeps", async () => {
    const { owner, card } = await ownerWithCard(2);
    const response = await save(owner.session, card.id, {
      botName: "  Ava ",
      businessType: "   ",
      services: ["", " Design ", "  "],
      leadQualificationQuestions: ["  ", "What is your budget?", ""],
      ctaButtons: [
        { ...button, name: "" },
        { name: "", description: "", url: "" },
        { ...button, url: " " },
        button,
      ],
      mediaAssets: [{ ...asset, triggers: { keywords: [" demo ", "Demo", ""] } }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      botName: "Ava",
      businessType: null,
      services: ["Design"],
      leadQualificationQuestions: ["What is your budget?"],
      ctaButtons: [{ ...button, showCondition: "always" }],
      mediaAssets: [{ triggers: { keywords: ["demo"], showCondition: "on_keywords" } }],
    });
    const [row] = await rowsOf(card.id);
    expect(row!.services).toEqual(["Design"]);
    expect(row!.ctaButtons).toEqual([{ ...button, showCondition: "always" }]);
  });

  it("never touches calendlyIntegration, and never answers it", async () => {
    const { owner, card } = await ownerWithCard(2);
    await save(owner.session, card.id, fullConfig);
    const secret = { accessToken: "calendly-secret-token", eventTypeUri: "https://api.calendly.com/x" };
    await t.db
      .update(salesbotConfigs)
      .set({ calendlyIntegration: secret })
      .where(eq(salesbotConfigs.cardId, card.id));
    const response = await save(owner.session, card.id, {
      ...fullConfig,
      botName: "Changed",
      calendlyIntegration: { accessToken: "from the request" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("calendly");
    expect((await read(owner.session, card.id)).body).not.toContain("calendly");
    const [row] = await rowsOf(card.id);
    expect(row!.botName).toBe("Changed");
    expect(row!.calendlyIntegration).toEqual(secret);
  });

  it("answers only the fields of the shape: keys a request or a stored row adds never come back", async () => {
    const { owner, card } = await ownerWithCard(2);
    const response = await save(owner.session, card.id, {
      ...fullConfig,
      id: 99,
      cardId: 1,
      ownerPassword: "not for clients",
      ctaButtons: [{ ...button, internal: "not for clients" }],
      mediaAssets: [
        { ...asset, internal: "not for clients", triggers: { ...asset.triggers, internal: "x" } },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(savedConfig).sort());
    expect(response.body).not.toMatch(/not for clients|internal|ownerPassword/);
    // A row written by something else (an older version, a hand edit) with extra keys and bad items.
    await t.db
      .update(salesbotConfigs)
      .set({
        salesPersonality: "sarcastic",
        ctaButtons: [{ ...button, showCondition: "always", internal: "x" }, { name: 3 }],
        mediaAssets: [{ type: "youtube", url: "https://example.com", title: "Broken", triggers: {} }],
        services: ["Design", 7] as string[],
        priceRanges: { Design: 10, Odd: "x" } as unknown as Record<string, number>,
      })
      .where(eq(salesbotConfigs.cardId, card.id));
    const stored = await read(owner.session, card.id);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      salesPersonality: "professional",
      ctaButtons: [{ ...button, showCondition: "always" }],
      mediaAssets: [],
      services: ["Design"],
      priceRanges: { Design: 10 },
    });
    expect(stored.body).not.toContain("internal");
  });
});

describe("the public configuration", () => {
  it("gives anyone isEnabled, botName, avatarUrl and ctaButtons, and nothing else", async () => {
    const { owner, card } = await ownerWithCard(2);
    await save(owner.session, card.id, fullConfig);
    const visitor = await signedIn(1, "visitor");
    for (const session of [undefined, visitor.session, owner.session]) {
      const response = await read(session, card.id, "?public=true");
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(PUBLIC_KEYS);
      expect(response.json()).toEqual({
        isEnabled: true,
        botName: "Ava",
        avatarUrl: "/uploads/avatar.webp",
        ctaButtons: [{ ...button, showCondition: "after_qualification" }],
      });
      for (const secret of [
        "web design studio",
        "small businesses",
        "Keep answers short",
        "youtube",
        "1500",
      ]) {
        expect(response.body).not.toContain(secret);
      }
    }
  });

  it("answers only isEnabled: false for a card never configured", async () => {
    const { card } = await ownerWithCard(1);
    const response = await read(undefined, card.id, "?public=true");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isEnabled: false });
  });

  it("publishes nothing of a switched-off assistant's draft: its name, avatar and buttons stay private", async () => {
    const { owner, card } = await ownerWithCard(2);
    await save(owner.session, card.id, { ...fullConfig, isEnabled: false });
    const response = await read(undefined, card.id, "?public=true");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isEnabled: false });
    for (const draft of ["Ava", "avatar.webp", "Book a call", "cal.example.com"]) {
      expect(response.body).not.toContain(draft);
    }
    // The owner still reads the whole draft.
    expect((await read(owner.session, card.id)).json()).toMatchObject({ isEnabled: false, botName: "Ava" });
  });

  it("answers only isEnabled: false while the owner is below the assistant's level, and all four fields again after", async () => {
    const { owner, card } = await ownerWithCard(2);
    await save(owner.session, card.id, fullConfig);
    await t.db.update(users).set({ accessLevel: 1 }).where(eq(users.id, owner.user.id));
    const demoted = await read(undefined, card.id, "?public=true");
    expect(demoted.json()).toEqual({ isEnabled: false });
    expect(demoted.body).not.toContain("Book a call");
    await t.db.update(users).set({ accessLevel: 2 }).where(eq(users.id, owner.user.id));
    const restored = await read(undefined, card.id, "?public=true");
    expect(Object.keys(restored.json()).sort()).toEqual(PUBLIC_KEYS);
    expect(restored.json()).toMatchObject({ isEnabled: true, botName: "Ava" });
  });

  it("refuses a public flag other than true or false", async () => {
    const { card } = await ownerWithCard(2);
    expect((await read(undefined, card.id, "?public=yes")).statusCode).toBe(400);
  });
});

describe("bad input", () => {
  it.each([
    [{}, "botName", "Bot name is required"],
    [{ ...fullConfig, botName: " " }, "botName", "Bot name is required"],
    [
      { ...fullConfig, ctaButtons: [{ ...button, url: "javascript:alert(1)" }] },
      "ctaButtons.0.url",
      "Valid URL is required (must start with http:// or https://)",
    ],
    [{ ...fullConfig, mediaAssets: [{ ...asset, title: "" }] }, "mediaAssets.0.title", "Title is required"],
    [
      { ...fullConfig, mediaAssets: [{ ...asset, url: "https://vimeo.com/1" }] },
      "mediaAssets.0.url",
      "Invalid YouTube URL",
    ],
    [{ ...fullConfig, mediaAssets: [{ ...asset, type: "vimeo" }] }, "mediaAssets.0.url", "Invalid Vimeo URL"],
    [
      { ...fullConfig, mediaAssets: [{ ...asset, triggers: { keywords: [], leadScoreThreshold: 101 } }] },
      "mediaAssets.0.triggers.leadScoreThreshold",
      "Lead score threshold must be between 0 and 100",
    ],
    [
      { ...fullConfig, salesPersonality: "pushy" },
      "salesPersonality",
      "Personality must be one of professional, friendly, consultative, aggressive",
    ],
  ])("answers 400 with the field's message: %j", async (body, field, message) => {
    const { owner, card } = await ownerWithCard(2);
    const response = await save(owner.session, card.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fields: expect.objectContaining({ [field]: message }) });
    expect(await rowsOf(card.id)).toEqual([]);
  });

  it.each([
    ["botName", { botName: "x".repeat(101) }],
    ["businessType", { businessType: "x".repeat(101) }],
    ["companyInfo", { companyInfo: "x".repeat(5001) }],
    ["customInstructions", { customInstructions: "x".repeat(5001) }],
    ["avatarUrl", { avatarUrl: `https://img.example.com/${"x".repeat(2000)}` }],
    ["services", { services: Array.from({ length: 51 }, (_, i) => `s${i}`) }],
    [
      "leadQualificationQuestions",
      { leadQualificationQuestions: Array.from({ length: 21 }, (_, i) => `q${i}`) },
    ],
    ["ctaButtons", { ctaButtons: Array.from({ length: 11 }, () => button) }],
    ["mediaAssets", { mediaAssets: Array.from({ length: 21 }, () => asset) }],
    ["priceRanges", { priceRanges: { [`${"x".repeat(101)}`]: 1 } }],
    ["priceRanges.Design", { priceRanges: { Design: 1e300 } }],
    ["priceCurrency", { priceCurrency: "XYZ" }],
    ["priceCurrency", { priceCurrency: "euro".repeat(100) }],
    ["mediaAssets.0.usageInstructions", { mediaAssets: [{ ...asset, usageInstructions: "x".repeat(1001) }] }],
  ])("refuses oversize %s with 400, never 500", async (field, extra) => {
    const { owner, card } = await ownerWithCard(2);
    const response = await save(owner.session, card.id, { ...fullConfig, ...extra });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? {}).some((key) => key.startsWith(field))).toBe(true);
    expect(await rowsOf(card.id)).toEqual([]);
  });

  it("stores the longest values every column and list allows", async () => {
    const { owner, card } = await ownerWithCard(2);
    const longest = {
      ...fullConfig,
      botName: "é".repeat(100),
      businessType: "😀".repeat(50),
      companyInfo: "x".repeat(5000),
      services: Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(100, "s")),
      leadQualificationQuestions: Array.from({ length: 20 }, () => "q".repeat(500)),
    };
    const response = await save(owner.session, card.id, longest);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ botName: longest.botName, businessType: longest.businessType });
  });

  it("refuses a body that is not an object", async () => {
    const { owner, card } = await ownerWithCard(2);
    const response = await save(owner.session, card.id, ["not", "an", "object"]);
    expect(response.statusCode).toBe(400);
  });
});

describe("which engine answers", () => {
  it("tells an owner who may configure an assistant that the built-in one answers, and no one else", async () => {
    const { owner } = await ownerWithCard(2);
    const answer = await t.request({ method: "GET", url: "/api/salesbot/engine", session: owner.session });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ engine: "built-in" });
    expect((await t.request({ method: "GET", url: "/api/salesbot/engine" })).statusCode).toBe(401);
    const basic = await signedIn(1, "basic");
    expect(
      (await t.request({ method: "GET", url: "/api/salesbot/engine", session: basic.session })).statusCode,
    ).toBe(403);
  });
});
