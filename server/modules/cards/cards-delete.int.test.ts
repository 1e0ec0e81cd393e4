/**
 * DELETE /api/business-cards/{id}: level 5 alone deletes, any card; the card's
 * events, salesbot configuration and conversations go with it; missing cards answer 404.
 */
import { asc, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  analyticsBuckets,
  analyticsTallies,
  businessCards,
  cardClicks,
  cardSaves,
  cardViews,
  formSubmissions,
  salesbotConfigs,
  salesbotConversations,
} from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { insertClicks, insertSaves, insertSubmissions, insertViews } from "../tracking/repo";
import { cardTestKit } from "./card-test-kit";

const DELETE_DENIAL = { message: "Only Admin users (level 5) can delete business cards." };
const NOT_FOUND = { message: "Card not found" };

const t = testAppPerFile();

const { signedIn, cardOf } = cardTestKit(() => t);

const remove = (session: string, id: number | string) =>
  t.request({ method: "DELETE", url: `/api/business-cards/${id}`, session });

const DEPENDENT_TABLES = {
  cardViews,
  cardClicks,
  cardSaves,
  formSubmissions,
  salesbotConfigs,
  salesbotConversations,
  analyticsBuckets,
  analyticsTallies,
} as const;

/** Rows in every table that hangs off a card; events as tracking writes them, with their roll-ups. */
async function addDependents(cardId: number): Promise<void> {
  const visit = {
    cardId,
    visitorHash: "a".repeat(32),
    location: "Germany",
    device: "Unknown",
    at: new Date(),
  };
  await insertViews(t.db, [visit, { ...visit, visitorHash: null }]);
  await insertClicks(t.db, [{ ...visit, linkType: "website", linkId: "primary" }]);
  await insertSaves(t.db, [visit]);
  await insertSubmissions(t.db, [{ ...visit, formData: { email: "v@example.org" } }]);
  await t.db.insert(salesbotConfigs).values({ cardId });
  await t.db.insert(salesbotConversations).values({ cardId, sessionId: `s-${cardId}` });
}

/** Rows per dependent table for one card. */
async function dependentCounts(cardId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(DEPENDENT_TABLES)) {
    const cardIdColumn = (table as PgTable & { cardId: typeof cardViews.cardId }).cardId;
    const [row] = await t.db.select({ n: count() }).from(table).where(eq(cardIdColumn, cardId));
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** Every card and every dependent row, to compare before and after a refused request. */
async function everything() {
  const cards = await t.db.select().from(businessCards).orderBy(asc(businessCards.id));
  const dependents: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(DEPENDENT_TABLES)) {
    // Sorted here: the roll-ups have no id to order by.
    dependents[name] = (await t.db.select().from(table)).map((row) => JSON.stringify(row)).sort();
  }
  return { cards, dependents };
}

describe.each([1, 2, 3, 4])("a level-%i user", (level) => {
  it("cannot delete their own card or another user's, and nothing changes", async () => {
    const me = await signedIn(level);
    const mine = await cardOf(me);
    const owner = await t.createUser({ username: t.uniqueName("owner"), accessLevel: 1 });
    const theirs = await cardOf(owner);
    await addDependents(mine.id);
    const before = await everything();
    for (const card of [mine, theirs]) {
      const response = await remove(me.session, card.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(DELETE_DENIAL);
    }
    // No 404 either: below level 5 the answer does not tell which ids exist.
    const missing = await remove(me.session, 999_999);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(DELETE_DENIAL);
    expect(await everything()).toEqual(before);
  });
});

describe("a level-5 user", () => {
  it("deletes their own card and another user's", async () => {
    const admin = await signedIn(5);
    const mine = await cardOf(admin);
    const owner = await t.createUser({ username: t.uniqueName("owner"), accessLevel: 4 });
    const theirs = await cardOf(owner);
    const bystander = await cardOf(owner);
    for (const card of [mine, theirs]) {
      const response = await remove(admin.session, card.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: "Card deleted" });
      expect(await t.db.select().from(businessCards).where(eq(businessCards.id, card.id))).toEqual([]);
    }
    expect(await t.db.select().from(businessCards).where(eq(businessCards.id, bystander.id))).toHaveLength(1);
  });

  it("takes the card's events, their roll-ups and its salesbot data with it, and no other card's", async () => {
    const admin = await signedIn(5);
    const owner = await t.createUser({ username: t.uniqueName("owner") });
    const doomed = await cardOf(owner);
    const kept = await cardOf(owner);
    await addDependents(doomed.id);
    await addDependents(kept.id);
    // Roll-ups: a bucket per kind; device and location tallies per kind, link type for clicks,
    // source for views.
    const one = {
      cardViews: 2,
      cardClicks: 1,
      cardSaves: 1,
      formSubmissions: 1,
      salesbotConfigs: 1,
      analyticsBuckets: 4,
      analyticsTallies: 10,
    };
    expect(await dependentCounts(doomed.id)).toEqual({ ...one, salesbotConversations: 1 });

    const response = await remove(admin.session, doomed.id);
    expect(response.statusCode).toBe(200);
    const none = {
      cardViews: 0,
      cardClicks: 0,
      cardSaves: 0,
      formSubmissions: 0,
      salesbotConfigs: 0,
      analyticsBuckets: 0,
      analyticsTallies: 0,
    };
    expect(await dependentCounts(doomed.id)).toEqual({ ...none, salesbotConversations: 0 });
    expect(await dependentCounts(kept.id)).toEqual({ ...one, salesbotConversations: 1 });
  });

  it("answers 404 'Card not found' for a card that does not exist, or no longer does", async () => {
    const admin = await signedIn(5);
    const card = await cardOf(admin);
    expect((await remove(admin.session, card.id)).statusCode).toBe(200);
    const before = await everything();
    for (const id of [card.id, 999_999]) {
      const response = await remove(admin.session, id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await everything()).toEqual(before);
  });

  it("leaves the deleted card answering 404 to GET, PUT and PATCH", async () => {
    const admin = await signedIn(5);
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    expect((await remove(admin.session, card.id)).statusCode).toBe(200);
    for (const session of [owner.session, admin.session]) {
      for (const method of ["GET", "PUT", "PATCH"] as const) {
        const response = await t.request({
          method,
          url: `/api/business-cards/${card.id}`,
          body: method === "GET" ? undefined : { name: "Back?" },
          session,
        });
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    }
    const list = await t.request({ method: "GET", url: "/api/business-cards", session: owner.session });
    expect(list.json()).toEqual([]);
  });

  it("answers 400 for an id that is not a positive whole number", async () => {
    const admin = await signedIn(5);
    const before = await everything();
    for (const id of ["abc", "0", "-4", "1.5"]) {
      const response = await remove(admin.session, id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({
        message: "Card id must be a positive whole number",
        fields: { id: "Card id must be a positive whole number" },
      });
    }
    expect(await everything()).toEqual(before);
  });
});
