/**
 * A card's exchange settings as stored: whether it shows 'Share your details' (a card without a
 * card_exchange_settings row does) and its consent texts, one row per version, the newest in force.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessCards, cardExchangeSettings, exchangeConsents, users } from "../../db/schema";

export interface StoredExchange {
  enabled: boolean;
  /** The newest consent text, or none while the card shows the default. */
  consent: { id: number; text: string } | undefined;
}

export async function findExchange(db: Db, cardId: number): Promise<StoredExchange> {
  const [settings] = await db
    .select({ enabled: cardExchangeSettings.enabled })
    .from(cardExchangeSettings)
    .where(eq(cardExchangeSettings.cardId, cardId))
    .limit(1);
  return { enabled: settings?.enabled ?? true, consent: await latestConsent(db, cardId) };
}

export async function latestConsent(
  db: Db,
  cardId: number,
): Promise<{ id: number; text: string } | undefined> {
  const [row] = await db
    .select({ id: exchangeConsents.id, text: exchangeConsents.text })
    .from(exchangeConsents)
    .where(eq(exchangeConsents.cardId, cardId))
    .orderBy(desc(exchangeConsents.id))
    .limit(1);
  return row;
}

export async function insertConsent(
  db: Db,
  cardId: number,
  text: string,
): Promise<{ id: number; text: string }> {
  const [row] = await db
    .insert(exchangeConsents)
    .values({ cardId, text })
    .returning({ id: exchangeConsents.id, text: exchangeConsents.text });
  return row!;
}

export async function saveEnabled(db: Db, cardId: number, enabled: boolean): Promise<void> {
  await db
    .insert(cardExchangeSettings)
    .values({ cardId, enabled })
    .onConflictDoUpdate({ target: cardExchangeSettings.cardId, set: { enabled, updatedAt: sql`now()` } });
}

/** Locks the card's row to the end of the transaction (the first consent version is made once). */
export async function lockCard(db: Db, cardId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: businessCards.id })
    .from(businessCards)
    .where(eq(businessCards.id, cardId))
    .for("update");
  return row !== undefined;
}

/** What an exchange needs of its card: where it is, whose it is, and where the owner's mail goes. */
export interface ExchangeCard {
  id: number;
  slug: string;
  name: string | null;
  ownerEmail: string;
  deactivatedAt: Date | null;
}

export async function findExchangeCard(db: Db, cardId: number): Promise<ExchangeCard | undefined> {
  const [row] = await db
    .select({
      id: businessCards.id,
      slug: businessCards.slug,
      name: businessCards.name,
      ownerEmail: users.email,
      deactivatedAt: businessCards.deactivatedAt,
    })
    .from(businessCards)
    .innerJoin(users, eq(users.id, businessCards.userId))
    .where(eq(businessCards.id, cardId))
    .limit(1);
  return row;
}
