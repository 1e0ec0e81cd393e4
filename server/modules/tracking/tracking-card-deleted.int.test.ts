/**
 * Views, clicks and saves have no foreign key to their card (its per-row check cost too much
 * of a tracking batch): the tracking statement finds and locks the batch's cards once, and
 * migration 0006's trigger deletes a deleted card's events. These tests hold both to what the
 * foreign key did: no event outlives its card, however the card goes and whichever of the two
 * commits first.
 */
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { anyOf } from "../../db/any-of";
import { rows } from "../../db/rows";
import { businessCards, cardClicks, cardSaves, cardViews, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { insertCard } from "../cards/repo";
import { type CardEvent, insertClicks, insertSaves, insertViews } from "./repo";

let t: TestApp;
afterEach(() => t?.close());

const visit = (cardId: number): CardEvent => ({
  cardId,
  visitorHash: "a".repeat(32),
  location: "Germany",
  device: "Mobile",
  at: new Date(),
});

async function newCard(userId: number): Promise<number> {
  return (await insertCard(t.db, { userId, slug: t.uniqueName("card"), name: "Tracked" })).id;
}

/** Every view, click and save of these cards. */
async function eventsOf(cardIds: number[]): Promise<number> {
  const [views, clicks, saves] = await Promise.all([
    t.db.select().from(cardViews).where(anyOf(cardViews.cardId, cardIds)),
    t.db.select().from(cardClicks).where(anyOf(cardClicks.cardId, cardIds)),
    t.db.select().from(cardSaves).where(anyOf(cardSaves.cardId, cardIds)),
  ]);
  return views.length + clicks.length + saves.length;
}

async function trackEverything(cardId: number): Promise<void> {
  await insertViews(t.db, [visit(cardId), visit(cardId)]);
  await insertClicks(t.db, [{ ...visit(cardId), linkType: "website", linkId: "primary" }]);
  await insertSaves(t.db, [visit(cardId)]);
}

it("deletes a deleted user's cards' events, and nobody else's", async () => {
  t = await createTestApp();
  const { user: leaving } = await t.createUser();
  const { user: staying } = await t.createUser();
  const gone = [await newCard(leaving.id), await newCard(leaving.id)];
  const kept = await newCard(staying.id);
  for (const cardId of [...gone, kept]) await trackEverything(cardId);
  expect(await eventsOf(gone)).toBe(8);

  await t.db.delete(users).where(eq(users.id, leaving.id));

  expect(await eventsOf(gone)).toBe(0);
  expect(await eventsOf([kept])).toBe(4);
});

it("stores nothing for a card that no longer exists, and the rest of its batch", async () => {
  t = await createTestApp();
  const { user } = await t.createUser();
  const [gone, kept] = [await newCard(user.id), await newCard(user.id)];
  await t.db.delete(businessCards).where(eq(businessCards.id, gone));

  expect(await insertViews(t.db, [visit(gone), visit(kept), visit(gone), visit(kept)])).toEqual([
    false,
    true,
    false,
    true,
  ]);
  expect(await eventsOf([gone])).toBe(0);
  expect(await eventsOf([kept])).toBe(2);
});

/**
 * Two sessions at once: PostgreSQL only (the embedded database has one session). Each test
 * holds one side in an open transaction and waits until the other side is seen waiting for
 * its lock, so the order is certain rather than timed.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("a card deleted while its events are being stored", () => {
  /** Resolves once some other session of this test's database waits for a lock. */
  async function someoneWaitsForALock(): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const waiting = await rows(
        t.db,
        sql`select 1 from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("no session ever waited for a lock");
  }

  it("a batch that comes while the delete is uncommitted waits for it, then stores nothing", async () => {
    t = await createTestApp();
    const { user } = await t.createUser();
    const cardId = await newCard(user.id);
    let storing: Promise<boolean[]> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.delete(businessCards).where(eq(businessCards.id, cardId));
      storing = insertViews(t.db, [visit(cardId)]);
      await someoneWaitsForALock();
    });

    expect(await storing).toEqual([false]);
    expect(await eventsOf([cardId])).toBe(0);
  });

  it("a delete that comes while a batch is uncommitted waits for it, then takes its events", async () => {
    t = await createTestApp();
    const { user } = await t.createUser();
    const cardId = await newCard(user.id);
    let deleting: Promise<unknown> | undefined;
    await t.db.transaction(async (tx) => {
      expect(await insertViews(tx, [visit(cardId), visit(cardId)])).toEqual([true, true]);
      deleting = t.db.delete(businessCards).where(eq(businessCards.id, cardId)).execute();
      await someoneWaitsForALock();
    });

    await deleting;
    expect(await t.db.select().from(businessCards).where(eq(businessCards.id, cardId))).toEqual([]);
    expect(await eventsOf([cardId])).toBe(0);
  });
});
