/** An organisation's card templates in the database. */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { TemplateBody } from "../../../core/schemas/card-templates";
import type { Db } from "../../db/client";
import { businessCards, type CardTemplateRow, cardTemplates } from "../../db/schema";

const ofOrg = (organizationId: number, templateId: number) =>
  and(eq(cardTemplates.organizationId, organizationId), eq(cardTemplates.id, templateId));

export async function listTemplates(
  db: Db,
  organizationId: number,
  limit: number,
): Promise<CardTemplateRow[]> {
  return db
    .select()
    .from(cardTemplates)
    .where(eq(cardTemplates.organizationId, organizationId))
    .orderBy(asc(cardTemplates.name))
    .limit(limit);
}

export async function findTemplate(
  db: Db,
  organizationId: number,
  templateId: number,
): Promise<CardTemplateRow | undefined> {
  const [row] = await db.select().from(cardTemplates).where(ofOrg(organizationId, templateId));
  return row;
}

/** A template of any organisation, by its id alone (a card naming the template it links to). */
export async function findTemplateById(db: Db, templateId: number): Promise<CardTemplateRow | undefined> {
  const [row] = await db.select().from(cardTemplates).where(eq(cardTemplates.id, templateId));
  return row;
}

export async function countTemplates(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cardTemplates)
    .where(eq(cardTemplates.organizationId, organizationId));
  return row?.n ?? 0;
}

export async function insertTemplate(
  db: Db,
  organizationId: number,
  body: TemplateBody,
): Promise<CardTemplateRow> {
  const [row] = await db
    .insert(cardTemplates)
    .values({ organizationId, ...body })
    .returning();
  return row!;
}

export async function updateTemplate(
  db: Db,
  organizationId: number,
  templateId: number,
  body: TemplateBody,
): Promise<CardTemplateRow | undefined> {
  const [row] = await db
    .update(cardTemplates)
    .set({ ...body, updatedAt: sql`now()` })
    .where(ofOrg(organizationId, templateId))
    .returning();
  return row;
}

export async function deleteTemplate(db: Db, organizationId: number, templateId: number): Promise<boolean> {
  const deleted = await db
    .delete(cardTemplates)
    .where(ofOrg(organizationId, templateId))
    .returning({ id: cardTemplates.id });
  return deleted.length > 0;
}

/**
 * Takes every card off the template, writing into each what the template pinned on it
 * (core/card-template.ts templatePinnedValues): one statement, however many cards are linked.
 */
export async function unlinkCardsOfTemplate(
  db: Db,
  templateId: number,
  pinned: Partial<typeof businessCards.$inferInsert>,
): Promise<void> {
  await db
    .update(businessCards)
    .set({ ...pinned, templateId: null, updatedAt: new Date() })
    .where(eq(businessCards.templateId, templateId));
}
