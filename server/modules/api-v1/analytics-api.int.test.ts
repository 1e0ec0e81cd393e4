/**
 * GET /api/v1/cards/{id}/analytics: the analytics screen's figures over a period, under its rule
 * (the owner at any level, anyone's card from level 4; the app's denial text otherwise).
 */
import { describe, expect, it } from "vitest";
import { VIEW_ANALYTICS_DENIAL } from "../../../core/policy";
import { testAppPerFile } from "../../test/test-app-per-file";
import { analyticsTestKit, DAY_MS } from "../analytics/analytics-test-kit";
import { apiTestKit } from "./api-test-kit";

const t = testAppPerFile();
const { ownerWithCard, views, saves } = analyticsTestKit(() => t);
const { tokenOf, withToken } = apiTestKit(() => t);

describe("a card's analytics", () => {
  it("answers views, saves and unique visitors in the period, and all-time totals", async () => {
    const { owner, card } = await ownerWithCard(1);
    const now = Date.now();
    await views(card.id, [
      { at: new Date(now - 60_000), visitorHash: "a".repeat(32) },
      { at: new Date(now - 120_000), visitorHash: "b".repeat(32) },
      { at: new Date(now - 400 * DAY_MS), visitorHash: "c".repeat(32) },
    ]);
    await saves(card.id, [{ at: new Date(now - 60_000), visitorHash: "a".repeat(32) }]);
    const token = await tokenOf(owner, ["analytics:read"]);
    const response = await withToken(token, {
      method: "GET",
      url: `/api/v1/cards/${card.id}/analytics?range=monthly&tz=Europe/Berlin`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      cardId: card.id,
      range: "monthly",
      tz: "Europe/Berlin",
      allTime: { views: 3, clicks: 0, saves: 1, submissions: 0 },
      period: { views: 2, saves: 1, uniqueVisitors: 2 },
    });
    expect(body.series.length).toBeGreaterThan(0);
    expect(Object.keys(body).sort()).toEqual(["allTime", "cardId", "period", "range", "series", "tz"]);
  });

  it.each([1, 2, 3])("refuses level %i on another user's card with the app's text", async (level) => {
    const { card } = await ownerWithCard(2);
    const reader = await t.signedInUser(level);
    const token = await tokenOf(reader, ["analytics:read"]);
    const response = await withToken(token, { method: "GET", url: `/api/v1/cards/${card.id}/analytics` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: VIEW_ANALYTICS_DENIAL });
  });

  it("lets level 4 read anyone's card", async () => {
    const { card } = await ownerWithCard(1);
    const token = await tokenOf(await t.signedInUser(4), ["analytics:read"]);
    expect(
      (await withToken(token, { method: "GET", url: `/api/v1/cards/${card.id}/analytics` })).statusCode,
    ).toBe(200);
  });

  it("answers 404 for a missing card and 400 for bad input", async () => {
    const token = await tokenOf(await t.signedInUser(4), ["analytics:read"]);
    const missing = await withToken(token, { method: "GET", url: "/api/v1/cards/2147483647/analytics" });
    expect(missing.statusCode).toBe(404);
    for (const url of [
      "/api/v1/cards/2147483648/analytics",
      "/api/v1/cards/1/analytics?range=hourly",
      "/api/v1/cards/1/analytics?tz=Not/AZone",
    ]) {
      expect((await withToken(token, { method: "GET", url })).statusCode, url).toBe(400);
    }
  });
});
