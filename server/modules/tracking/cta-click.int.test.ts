/**
 * POST /api/analytics/cta-click: a click on one of the sales assistant's
 * call-to-action buttons is stored as a click of link type 'cta' named by the button, and shows
 * in the card's analytics; the body is checked like the other tracking routes', only the card's
 * own configured buttons count, bots are answered but not counted, and the per-address limit holds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ID } from "../../../core/schemas/ids";
import { createTestApp, type TestApp } from "../../test/harness";
import { cardTestKit } from "../cards/card-test-kit";
import { GOOGLEBOT, NO_TRACKING_LIMIT, trackingTestKit } from "./tracking-test-kit";

const LIMIT = 3;
let t: TestApp;
let limited: TestApp;
let owner: Awaited<ReturnType<ReturnType<typeof cardTestKit>["signedIn"]>>;
let cardId: number;
beforeAll(async () => {
  t = await createTestApp(NO_TRACKING_LIMIT);
  limited = await createTestApp({ TRACKING_RATE_LIMIT_PER_MINUTE: String(LIMIT) }, { sharingDatabaseOf: t });
  owner = await cards.signedIn(2, "cta");
  cardId = (await cards.cardOf(owner)).id;
  const saved = await t.request({
    method: "POST",
    url: `/api/salesbot/${cardId}/config`,
    session: owner.session,
    body: {
      isEnabled: true,
      botName: "Ava",
      ctaButtons: [{ name: "Book a call", description: "Pick a time", url: "https://example.com/book" }],
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await limited?.close();
  await t?.close();
});

const kit = trackingTestKit(() => t);
const cards = cardTestKit(() => t);
const URL = "/api/analytics/cta-click";
const BUTTON = { buttonName: "Book a call", buttonUrl: "https://example.com/book" };

describe("POST /api/analytics/cta-click", () => {
  it("stores a click of link type 'cta' named by the button, counted in the card's analytics", async () => {
    const response = await kit.post(URL, { cardId, ...BUTTON });
    expect(response.statusCode).toBe(201);
    const clicks = await kit.clicksOf(cardId);
    expect(clicks.map((c) => [c.linkType, c.linkId])).toEqual([["cta", "Book a call"]]);
    expect(clicks[0]!.clickerDevice).not.toBe("");

    const analytics = await t.request({
      method: "GET",
      url: `/api/analytics/${cardId}`,
      session: owner.session,
    });
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json().clicksByType).toContainEqual(
      expect.objectContaining({ linkType: "cta", count: 1 }),
    );
  });

  it("answers a bot without counting it", async () => {
    const before = (await kit.clicksOf(cardId)).length;
    const response = await kit.post(URL, { cardId, ...BUTTON }, { "user-agent": GOOGLEBOT });
    expect(response.statusCode).toBe(202);
    expect((await kit.clicksOf(cardId)).length).toBe(before);
  });

  // Bodies are made when each test runs: the card exists only from beforeAll on.
  it.each([
    [
      "a button the card does not have",
      () => ({ cardId, buttonName: "Free money", buttonUrl: BUTTON.buttonUrl }),
    ],
    ["a known name with another address", () => ({ cardId, ...BUTTON, buttonUrl: "https://evil.example/" })],
    ["a card that does not exist", () => ({ cardId: 987_654, ...BUTTON })],
  ])("refuses %s with 404 and stores nothing", async (_, body) => {
    const before = (await kit.clicksOf(cardId)).length;
    const response = await kit.post(URL, body());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "This card's assistant has no such button." });
    expect((await kit.clicksOf(cardId)).length).toBe(before);
  });

  it.each([
    ["a missing cardId", () => ({ ...BUTTON }), "cardId"],
    ["a cardId beyond any integer column", () => ({ cardId: MAX_ID + 1, ...BUTTON }), "cardId"],
    ["a missing buttonName", () => ({ cardId, buttonUrl: BUTTON.buttonUrl }), "buttonName"],
    ["a blank buttonName", () => ({ cardId, buttonName: "  ", buttonUrl: BUTTON.buttonUrl }), "buttonName"],
    [
      "a 101-character buttonName",
      () => ({ cardId, buttonName: "x".repeat(101), buttonUrl: BUTTON.buttonUrl }),
      "buttonName",
    ],
    ["a numeric buttonUrl", () => ({ cardId, buttonName: BUTTON.buttonName, buttonUrl: 5 }), "buttonUrl"],
  ])("refuses %s with 400 naming the field", async (_, body, field) => {
    const response = await kit.post(URL, body());
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });

  it("refuses a 1 MB body as too large", async () => {
    const response = await kit.post(URL, {
      cardId,
      buttonName: "x".repeat(1_000_000),
      buttonUrl: BUTTON.buttonUrl,
    });
    expect(response.statusCode).toBe(413);
  });

  it("refuses a 10,000-deep body without a server error", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const response = await kit.post(URL, deep, { "content-type": "application/json" });
    expect(response.statusCode).toBe(400);
  });

  it("limits each address per minute", async () => {
    const post = () =>
      limited.request({
        method: "POST",
        url: URL,
        body: { cardId, ...BUTTON },
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" },
        remoteAddress: "203.0.113.77",
      });
    for (let i = 0; i < LIMIT; i++) expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(429);
  });
});
