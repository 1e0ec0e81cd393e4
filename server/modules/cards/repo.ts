import { asc, count, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessCards, cardSaves, cardViews, users } from "../../db/schema";

export type CardRow = typeof businessCards.$inferSelect;
export type NewCardRow = typeof businessCards.$inferInsert;
/** A card with what display needs of its owner. */
export type CardWithOwner = CardRow & { ownerLevel: number };

const withOwner = { card: businessCards, ownerLevel: users.accessLevel };

function flatten(rows: { card: CardRow; ownerLevel: number }[]): CardWithOwner[] {
  return rows.map(({ card, ownerLevel }) => ({ ...card, ownerLevel }));
}

/** Cards with their owner's level, to be narrowed with where(). */
const selectWithOwner = (db: Db) =>
  db.select(withOwner).from(businessCards).innerJoin(users, eq(users.id, businessCards.userId));

async function findCardWhere(db: Db, condition: SQL): Promise<CardWithOwner | undefined> {
  return flatten(await selectWithOwner(db).where(condition).limit(1))[0];
}

export const findCardById = (db: Db, id: number) => findCardWhere(db, eq(businessCards.id, id));

export const findCardBySlug = (db: Db, slug: string) => findCardWhere(db, eq(businessCards.slug, slug));

/** A user's cards, oldest first. Bounded: no level owns more than `limit` cards in practice. */
export async function listCardsOfUser(db: Db, userId: number, limit = 500): Promise<CardWithOwner[]> {
  return flatten(
    await selectWithOwner(db)
      .where(eq(businessCards.userId, userId))
      .orderBy(asc(businessCards.id))
      .limit(limit),
  );
}

/**
 * Locks the owner's row until the transaction `db` ends and returns it: card creations for
 * one owner then count and insert one after another, so parallel requests cannot all pass
 * the card limit.
 */
export async function lockOwner(db: Db, userId: number): Promise<typeof users.$inferSelect | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1).for("update");
  return row;
}

export async function countCardsOfUser(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businessCards).where(eq(businessCards.userId, userId));
  return row?.n ?? 0;
}

export async function slugExists(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: businessCards.id })
    .from(businessCards)
    .where(eq(businessCards.slug, slug))
    .limit(1);
  return row !== undefined;
}

export async function insertCard(db: Db, values: NewCardRow): Promise<CardRow> {
  const [row] = await db.insert(businessCards).values(values).returning();
  return row!;
}

export async function updateCard(db: Db, id: number, values: Partial<NewCardRow>): Promise<void> {
  await db.update(businessCards).set(values).where(eq(businessCards.id, id));
}

export async function deleteCard(db: Db, id: number): Promise<void> {
  await db.delete(businessCards).where(eq(businessCards.id, id));
}

/** Views and saves over all of a user's cards. */
export async function countEngagementOfUser(
  db: Db,
  userId: number,
): Promise<{ views: number; saves: number }> {
  const [views] = await db
    .select({ n: count() })
    .from(cardViews)
    .innerJoin(businessCards, eq(businessCards.id, cardViews.cardId))
    .where(eq(businessCards.userId, userId));
  const [saves] = await db
    .select({ n: count() })
    .from(cardSaves)
    .innerJoin(businessCards, eq(businessCards.id, cardSaves.cardId))
    .where(eq(businessCards.userId, userId));
  return { views: views?.n ?? 0, saves: saves?.n ?? 0 };
}
