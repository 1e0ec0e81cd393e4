/**
 * A member leaving an organisation, in the database: their cards of the organisation change owner
 * or are deactivated, and the membership goes. Links, QR codes, analytics, leads and the assistant
 * are keyed by the card, so they stay with it either way.
 */
import { and, eq, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of";
import type { Db } from "../../db/client";
import { businessCards, organizationMembers } from "../../db/schema";

export interface LeavingCard {
  id: number;
  slug: string;
}

/** The member's cards of the organisation, locked until the transaction ends. */
export async function lockCardsOfMember(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<LeavingCard[]> {
  return db
    .select({ id: businessCards.id, slug: businessCards.slug })
    .from(businessCards)
    .where(and(eq(businessCards.organizationId, organizationId), eq(businessCards.userId, userId)))
    .for("update");
}

export async function transferCards(db: Db, ids: number[], userId: number): Promise<void> {
  if (ids.length === 0) return;
  await db.update(businessCards).set({ userId, updatedAt: sql`now()` }).where(anyOf(businessCards.id, ids));
}

/** Deactivated cards leave the directory too. */
export async function deactivateCards(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(businessCards)
    .set({ deactivatedAt: sql`now()`, listed: false, updatedAt: sql`now()` })
    .where(anyOf(businessCards.id, ids));
}

export async function deleteMember(db: Db, organizationId: number, userId: number): Promise<void> {
  await db
    .delete(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
}
