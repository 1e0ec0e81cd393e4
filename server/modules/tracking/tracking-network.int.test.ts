/**
 * Where the visitor's address comes from and how much one address may send: X-Forwarded-For
 * counts only when TRUST_PROXY says a proxy sets it, and a per-address limit keeps one
 * visitor from flooding the tables.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { NO_TRACKING_LIMIT, trackingTestKit } from "./tracking-test-kit";

let direct: TestApp;
let proxied: TestApp;
let limited: TestApp;
beforeAll(async () => {
  direct = await createTestApp(NO_TRACKING_LIMIT);
  proxied = await createTestApp({ ...NO_TRACKING_LIMIT, TRUST_PROXY: "true" }, { sharingDatabaseOf: direct });
  limited = await createTestApp({ TRACKING_RATE_LIMIT_PER_MINUTE: "3" }, { sharingDatabaseOf: direct });
});
afterAll(async () => {
  await limited?.close();
  await proxied?.close();
  await direct?.close();
});

const directKit = trackingTestKit(() => direct);
const proxiedKit = trackingTestKit(() => proxied);
const limitedKit = trackingTestKit(() => limited);

const FORWARDED = { "x-forwarded-for": "8.8.8.8" };

describe("the visitor's address", () => {
  it("ignores X-Forwarded-For without TRUST_PROXY: a visitor cannot claim another address", async () => {
    const cardId = await directKit.newCard();
    const response = await directKit.post("/api/card-views", { cardId }, FORWARDED, "10.20.30.40");
    expect(response.statusCode).toBe(201);
    expect(await directKit.viewsOf(cardId)).toMatchObject([{ viewerIp: null, viewerLocation: "Unknown" }]);
  });

  it("takes the client's address from X-Forwarded-For with TRUST_PROXY", async () => {
    const cardId = await proxiedKit.newCard();
    const response = await proxiedKit.post("/api/card-views", { cardId }, FORWARDED, "10.20.30.40");
    expect(response.statusCode).toBe(201);
    expect(await proxiedKit.viewsOf(cardId)).toMatchObject([
      { viewerIp: null, viewerLocation: "United States" },
    ]);
  });
});

describe("the per-address limit", () => {
  // An address of its own: on PostgreSQL the apps of this file count together, as processes do.
  it("answers 429 once an address has sent its share to a route, and other addresses carry on", async () => {
    const cardId = await limitedKit.newCard();
    const from = (address: string, url = "/api/card-views") => limitedKit.post(url, { cardId }, {}, address);
    for (let i = 0; i < 3; i++) expect((await from("9.9.9.9")).statusCode).toBe(201);

    const refused = await from("9.9.9.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: "Too many requests. Please slow down and try again shortly." });
    expect((await from("1.1.1.1")).statusCode).toBe(201);
    expect(await limitedKit.viewsOf(cardId)).toHaveLength(4);
    // Each route counts on its own (the plugin keeps one store per route): saving the
    // contact still works for the visitor who viewed the card many times.
    expect((await from("9.9.9.9", "/api/card-saves")).statusCode).toBe(201);
  });
});
