/**
 * Malformed tracking requests: each route's body is checked with a message
 * naming the field, an unknown card answers 404, and nothing is stored for any of them.
 */
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cardClicks, cardSaves, cardViews } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { NO_TRACKING_LIMIT, trackingTestKit } from "./tracking-test-kit";

const t = testAppPerFile(NO_TRACKING_LIMIT);
let cardId: number;
beforeAll(async () => {
  cardId = await kit.newCard();
});

const kit = trackingTestKit(() => t);

async function totalRows(): Promise<number> {
  const [views] = await t.db.select({ n: count() }).from(cardViews);
  const [clicks] = await t.db.select({ n: count() }).from(cardClicks);
  const [saves] = await t.db.select({ n: count() }).from(cardSaves);
  return views!.n + clicks!.n + saves!.n;
}

const CARD_ID_FIELD = { cardId: "cardId must be a positive whole number" };

describe.each(["/api/card-views", "/api/card-saves"])("POST %s", (url) => {
  it.each([
    ["a missing cardId", {}],
    ["a string cardId", { cardId: "12" }],
    ["a fractional cardId", { cardId: 1.5 }],
    ["a zero cardId", { cardId: 0 }],
    ["a negative cardId", { cardId: -3 }],
    ["a cardId beyond any integer column", { cardId: 2 ** 31 }],
    ["a null cardId", { cardId: null }],
  ])("refuses %s with 400 naming the field", async (_, body) => {
    const response = await kit.post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: CARD_ID_FIELD.cardId, fields: CARD_ID_FIELD });
  });

  it("refuses a body that is not an object", async () => {
    const response = await kit.post(url, JSON.stringify([cardId]), { "content-type": "application/json" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The request body must be a JSON object with the expected fields.");
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await kit.post(url, `cardId=${cardId}`, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(response.statusCode).toBe(415);
  });

  it("answers 404 'Card not found' for a card that does not exist", async () => {
    const response = await kit.post(url, { cardId: 987_654 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Card not found" });
  });
});

describe("POST /api/card-clicks", () => {
  const url = "/api/card-clicks";

  it.each([
    [
      "an unknown linkType",
      { linkType: "fax", linkId: "primary" },
      "linkType",
      "linkType must be one of website, phone, email, custom, social, map",
    ],
    [
      "a missing linkType",
      { linkId: "primary" },
      "linkType",
      "linkType must be one of website, phone, email, custom, social, map",
    ],
    ["a missing linkId", { linkType: "website" }, "linkId", "linkId must be a string"],
    ["a numeric linkId", { linkType: "custom", linkId: 3 }, "linkId", "linkId must be a string"],
    [
      "a website link that is not primary",
      { linkType: "website", linkId: "button-0" },
      "linkId",
      'linkId must be "primary" for a website link',
    ],
    [
      "a phone link that is not primary",
      { linkType: "phone", linkId: "other" },
      "linkId",
      'linkId must be "primary" for a phone link',
    ],
    [
      "an email link that is not primary",
      { linkType: "email", linkId: "" },
      "linkId",
      'linkId must be "primary" for an email link',
    ],
    [
      "a map link that is not primary",
      { linkType: "map", linkId: "google" },
      "linkId",
      'linkId must be "primary" for a map link',
    ],
    [
      "a custom button without its index",
      { linkType: "custom", linkId: "button-x" },
      "linkId",
      'linkId must be "button-{index}" for a custom button',
    ],
    [
      "a social key with capitals",
      { linkType: "social", linkId: "LinkedIn" },
      "linkId",
      "linkId must be the social network's key (1-40 letters a-z, digits, - or _)",
    ],
    [
      "a social key that is too long",
      { linkType: "social", linkId: "a".repeat(41) },
      "linkId",
      "linkId must be the social network's key (1-40 letters a-z, digits, - or _)",
    ],
    [
      "a very long linkId",
      { linkType: "social", linkId: "a".repeat(101) },
      "linkId",
      "linkId must be at most 100 characters",
    ],
  ])("refuses %s with 400 naming the field", async (_, fields, field, message) => {
    const response = await kit.post(url, { cardId, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fields: { [field]: message } });
  });

  it("refuses a missing cardId", async () => {
    const response = await kit.post(url, { linkType: "website", linkId: "primary" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(CARD_ID_FIELD);
  });

  it("answers 404 'Card not found' for a card that does not exist", async () => {
    const response = await kit.post(url, { cardId: 987_654, linkType: "social", linkId: "linkedin" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Card not found" });
  });
});

it("stored nothing for any refused request", async () => {
  expect(await totalRows()).toBe(0);
  // The same app does store a good request: the refusals above were not a broken route.
  const response = await kit.post("/api/card-views", { cardId });
  expect(response.statusCode).toBe(201);
  expect(await totalRows()).toBe(1);
});
