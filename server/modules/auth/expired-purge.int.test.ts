/** Expired sessions and reset links that can no longer be used are deleted, live ones kept. */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { businessCards, passwordResetTokens, salesbotTokenUsage, sessions } from "../../db/schema";
import { hashToken, newToken } from "../../lib/tokens";
import { insertSession } from "../../plugins/sessions-repo";
import { createTestApp } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { insertResetToken } from "./reset-repo";

const t = testAppPerFile();

const HOUR = 60 * 60 * 1000;

async function seed(userId: number) {
  const at = (offset: number) => new Date(Date.now() + offset);
  const tokens = { live: hashToken(newToken()), expired: hashToken(newToken()), used: hashToken(newToken()) };
  await insertSession(t.db, { tokenHash: hashToken(newToken()), userId, expiresAt: at(-HOUR) });
  await insertSession(t.db, { tokenHash: tokens.live, userId, expiresAt: at(HOUR) });
  await insertResetToken(t.db, { tokenHash: tokens.expired, userId, expiresAt: at(-HOUR) });
  await insertResetToken(t.db, { tokenHash: tokens.live, userId, expiresAt: at(HOUR) });
  await insertResetToken(t.db, { tokenHash: tokens.used, userId, expiresAt: at(HOUR) });
  await t.db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(eq(passwordResetTokens.tokenHash, tokens.used));
  return tokens;
}

describe("the expired purge", () => {
  it("deletes expired sessions and expired or used reset links, and keeps the live ones", async () => {
    const { user } = await t.createUser();
    const { live } = await seed(user.id);
    await t.app.expiredPurge.runOnce();
    const leftSessions = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const leftTokens = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(leftSessions.map((row) => row.tokenHash)).toEqual([live]);
    expect(leftTokens.map((row) => row.tokenHash)).toEqual([live]);
  });

  it("deletes the assistant's token counters untouched for two days, and keeps the recent ones", async () => {
    const { user } = await t.createUser();
    const [card] = await t.db
      .insert(businessCards)
      .values({ userId: user.id, slug: `${user.username.toLowerCase()}-counters`, name: "Counters" })
      .returning();
    const cardId = card!.id;
    const at = (offset: number) => new Date(Date.now() + offset);
    await t.db.insert(salesbotTokenUsage).values([
      { cardId, scope: "day:2026-01-01", tokens: 900, updatedAt: at(-49 * HOUR) },
      { cardId, scope: "visitor:2026-01-01:10.0.0.0", tokens: 400, updatedAt: at(-49 * HOUR) },
      { cardId, scope: "session:old", tokens: 300, updatedAt: at(-49 * HOUR) },
      { cardId, scope: "day:today", tokens: 100, updatedAt: at(-HOUR) },
      { cardId, scope: "session:live", tokens: 50, updatedAt: at(-47 * HOUR) },
    ]);
    await t.app.expiredPurge.runOnce();
    const left = await t.db
      .select({ scope: salesbotTokenUsage.scope })
      .from(salesbotTokenUsage)
      .where(eq(salesbotTokenUsage.cardId, cardId));
    expect(left.map((row) => row.scope).sort()).toEqual(["day:today", "session:live"]);
  });

  it("runs when the server starts", async () => {
    const { user } = await t.createUser();
    await seed(user.id);
    // The first app's process ends (on PostgreSQL it stops being the one running periodic work).
    await t.app.coordinator.close();
    const restarted = await createTestApp({}, { sharingDatabaseOf: t });
    try {
      // No call here: the start itself must have purged.
      await vi.waitFor(
        async () => {
          const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
          expect(left).toHaveLength(1);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await restarted.close();
    }
  });
});
