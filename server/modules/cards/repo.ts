import { asc, count, eq, type SQL, sql } from "drizzle-orm";
import { type CardTemplate, mergeTemplate } from "../../../core/card-template";
import { type OrgBrand, readBrand } from "../../../core/org-brand";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import { businessCards, cardTemplates, organizations, users } from "../../db/schema";
import { takenValues } from "../../db/taken-values";

export type CardRow = typeof businessCards.$inferSelect;
export type NewCardRow = typeof businessCards.$inferInsert;
/**
 * The organisation template a card is linked to, as the card's readers need it, with its
 * organisation's brand, which the card is shown in.
 */
type LinkedTemplate = CardTemplate & { id: number; name: string; brand: OrgBrand };
/**
 * A card as every reader sees it: its template merged in (core/card-template.ts), with what
 * display needs of its owner and the template itself, for the editors' locks.
 */
export type CardWithOwner = CardRow & { ownerLevel: number; template: LinkedTemplate | null };

const withOwner = {
  card: businessCards,
  ownerLevel: users.accessLevel,
  template: {
    id: cardTemplates.id,
    name: cardTemplates.name,
    fields: cardTemplates.fields,
    locked: cardTemplates.locked,
    hidden: cardTemplates.hidden,
  },
  brand: organizations.brand,
};

function flatten(
  rows: {
    card: CardRow;
    ownerLevel: number;
    template: Omit<LinkedTemplate, "brand"> | null;
    brand: unknown;
  }[],
): CardWithOwner[] {
  return rows.map(({ card, ownerLevel, template, brand }) => ({
    ...mergeTemplate(card, template),
    ownerLevel,
    template: template && { ...template, brand: readBrand(brand) },
  }));
}

/**
 * Cards with their owner's level and their template merged in, to be narrowed with where().
 * Every read of a card for display goes through here, so none shows a locked field stale.
 */
const selectWithOwner = (db: Db) =>
  db
    .select(withOwner)
    .from(businessCards)
    .innerJoin(users, eq(users.id, businessCards.userId))
    .leftJoin(cardTemplates, eq(cardTemplates.id, businessCards.templateId))
    .leftJoin(organizations, eq(organizations.id, cardTemplates.organizationId));

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

/** Which of these card slugs are taken. */
export function takenSlugs(db: Db, slugs: readonly string[]): Promise<Set<string>> {
  return takenValues(db, businessCards, sql<string>`${businessCards.slug}`, slugs);
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
  // From the analytics roll-ups (decision 013): every event has one device tally, so their sum
  // is the count, without reading millions of event rows.
  const totals = await rows<{ kind: string; n: number }>(
    db,
    sql`select t.kind, sum(t.n)::float8 as n
        from analytics_tallies t join business_cards c on c.id = t.card_id
        where c.user_id = ${userId} and t.dimension = 'device' and t.kind in ('view', 'save')
        group by t.kind`,
  );
  const of = (kind: string) => Number(totals.find((row) => row.kind === kind)?.n ?? 0);
  return { views: of("view"), saves: of("save") };
}
