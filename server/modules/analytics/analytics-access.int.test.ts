/**
 * Who may read a card's analytics (core/policy.ts "analytics.view"): its owner at
 * any level and anyone at level 4+; levels 1-3 are refused another's card with one fixed text,
 * on every analytics route, and the signed-out are asked to sign in.
 */
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test/test-app-per-file";
import { analyticsTestKit } from "./analytics-test-kit";

const DENIAL = { message: "Access denied: You don't have permission to view analytics for this card" };

const t = testAppPerFile();

const { ownerWithCard, views, get } = analyticsTestKit(() => t);

const routes = (id: number) => [
  `/api/analytics/${id}`,
  `/api/analytics/${id}/views`,
  `/api/analytics/${id}/clicks`,
  `/api/analytics/${id}/saves`,
  `/api/analytics/${id}/submissions`,
  `/api/analytics/${id}/export?scope=views`,
];

describe("analytics access", () => {
  it.each([1, 2, 3])("refuses level %i on another user's card, on every route", async (level) => {
    const { card } = await ownerWithCard(2);
    await views(card.id, [{ at: new Date() }]);
    const other = await t.signedInUser(level);
    for (const url of routes(card.id)) {
      const response = await get(other.session, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual(DENIAL);
    }
  });

  it.each([4, 5])("lets level %i read anyone's card", async (level) => {
    const { card } = await ownerWithCard(1);
    await views(card.id, [{ at: new Date() }]);
    const reader = await t.signedInUser(level);
    for (const url of routes(card.id)) {
      expect((await get(reader.session, url)).statusCode, url).toBe(200);
    }
  });

  it("lets a level-1 owner read their own card", async () => {
    const { owner, card } = await ownerWithCard(1);
    await views(card.id, [{ at: new Date() }]);
    for (const url of routes(card.id)) {
      expect((await get(owner.session, url)).statusCode, url).toBe(200);
    }
  });

  it("asks the signed-out to sign in, and answers 404 for a card that does not exist", async () => {
    const { owner, card } = await ownerWithCard(1);
    for (const url of routes(card.id)) {
      expect((await get(undefined, url)).statusCode, url).toBe(401);
    }
    expect((await get(undefined, "/api/analytics/summaries")).statusCode).toBe(401);
    const missing = await get(owner.session, "/api/analytics/2147483647");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Card not found" });
  });

  it("lists only the signed-in user's own cards in the dashboard summaries", async () => {
    const { owner, card } = await ownerWithCard(1);
    const { card: othersCard } = await ownerWithCard(1);
    await views(card.id, [{ at: new Date() }, { at: new Date() }]);
    await views(othersCard.id, [{ at: new Date() }]);
    const response = await get(owner.session, "/api/analytics/summaries");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { cardId: card.id, totalViews: 2, totalClicks: 0, totalSaves: 0, totalSubmissions: 0 },
    ]);
  });
});
