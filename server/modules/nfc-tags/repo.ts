/** The queries of NFC tags (core/nfc-tags.ts): a card's tags, a manager's tags, and the counted tap. */
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { TAG_LIMIT_PER_USER } from "../../../core/nfc-tags";
import type { Db } from "../../db/client";
import { businessCards, type NfcTagRow, nfcTags, users } from "../../db/schema";

/** A tag with the name of the card it points at (null when it points at none). */
export type TagWithCard = NfcTagRow & { cardName: string | null };

const withCard = {
  id: nfcTags.id,
  userId: nfcTags.userId,
  cardId: nfcTags.cardId,
  label: nfcTags.label,
  taps: nfcTags.taps,
  lastTapAt: nfcTags.lastTapAt,
  createdAt: nfcTags.createdAt,
  cardName: businessCards.name,
};

function selectWithCard(db: Db) {
  return db.select(withCard).from(nfcTags).leftJoin(businessCards, eq(businessCards.id, nfcTags.cardId));
}

export async function findTag(db: Db, id: string): Promise<TagWithCard | undefined> {
  const [row] = await selectWithCard(db).where(eq(nfcTags.id, id)).limit(1);
  return row;
}

/** A card's tags, oldest first. A card holds at most its owner's limit of them. */
export function tagsOfCard(db: Db, cardId: number): Promise<TagWithCard[]> {
  return selectWithCard(db)
    .where(eq(nfcTags.cardId, cardId))
    .orderBy(asc(nfcTags.createdAt), asc(nfcTags.id))
    .limit(TAG_LIMIT_PER_USER);
}

/** The tags `userId` manages, or only those pointing at no card, oldest first. */
export function tagsOfManager(db: Db, userId: number, unassignedOnly: boolean): Promise<TagWithCard[]> {
  const mine = eq(nfcTags.userId, userId);
  return selectWithCard(db)
    .where(unassignedOnly ? and(mine, isNull(nfcTags.cardId)) : mine)
    .orderBy(asc(nfcTags.createdAt), asc(nfcTags.id))
    .limit(TAG_LIMIT_PER_USER);
}

export async function countTagsOfManager(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(nfcTags).where(eq(nfcTags.userId, userId));
  return row?.n ?? 0;
}

/** Inserts the tag, or answers undefined when its id is taken (a random id drawn twice). */
export async function insertTag(
  db: Db,
  values: { id: string; userId: number; cardId: number; label: string },
): Promise<NfcTagRow | undefined> {
  const [row] = await db.insert(nfcTags).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTag(
  db: Db,
  id: string,
  values: Partial<Pick<NfcTagRow, "label" | "cardId" | "userId">>,
): Promise<void> {
  await db.update(nfcTags).set(values).where(eq(nfcTags.id, id));
}

export async function deleteTag(db: Db, id: string): Promise<void> {
  await db.delete(nfcTags).where(eq(nfcTags.id, id));
}

/** Where a tap goes: the slug of the tag's card, with the card's owner for telling the own team apart. */
export interface TapTarget {
  slug: string;
  ownerId: number;
  ownerLevel: number;
}

/** The tag's card, if it points at one, without counting anything. */
export async function tapTarget(db: Db, id: string): Promise<TapTarget | undefined> {
  const [row] = await db
    .select({ slug: businessCards.slug, ownerId: businessCards.userId, ownerLevel: users.accessLevel })
    .from(nfcTags)
    .innerJoin(businessCards, eq(businessCards.id, nfcTags.cardId))
    .innerJoin(users, eq(users.id, businessCards.userId))
    .where(eq(nfcTags.id, id))
    .limit(1);
  return row;
}

/**
 * Counts one tap and answers the card's slug, in one statement: the count and the last tap move
 * together, and parallel taps each add one. Undefined when the tag points at no card (nothing counted).
 */
export async function countTap(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .update(nfcTags)
    .set({ taps: sql`${nfcTags.taps} + 1`, lastTapAt: sql`now()` })
    .from(businessCards)
    .where(and(eq(nfcTags.id, id), eq(businessCards.id, nfcTags.cardId)))
    .returning({ slug: businessCards.slug });
  return row?.slug;
}
