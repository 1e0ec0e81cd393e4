/** The salesbot_configs queries: one row per card (unique on card_id). */
import { eq, sql } from "drizzle-orm";
import { DEFAULT_SALESBOT_CONFIG } from "../../../core/salesbot/config";
import type { Db } from "../../db/client";
import { salesbotConfigs } from "../../db/schema";

export type SalesbotConfigRow = typeof salesbotConfigs.$inferSelect;
/** The columns a save writes: never the id, the card, calendlyIntegration or the times. */
export type SalesbotConfigValues = Omit<
  typeof salesbotConfigs.$inferInsert,
  "id" | "cardId" | "calendlyIntegration" | "createdAt" | "updatedAt"
>;

export async function findConfigOfCard(db: Db, cardId: number): Promise<SalesbotConfigRow | undefined> {
  const [row] = await db.select().from(salesbotConfigs).where(eq(salesbotConfigs.cardId, cardId)).limit(1);
  return row;
}

/** Inserts the card's row or replaces its configuration, leaving calendlyIntegration as it is. */
export async function upsertConfig(
  db: Db,
  cardId: number,
  values: SalesbotConfigValues,
): Promise<SalesbotConfigRow> {
  const [row] = await db
    .insert(salesbotConfigs)
    .values({ ...values, cardId })
    .onConflictDoUpdate({
      target: salesbotConfigs.cardId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * Sets the card's Calendly connection, creating the card's row with the default
 * configuration if it has none yet; nothing else of a stored configuration changes.
 */
export async function setCalendlyIntegration(
  db: Db,
  cardId: number,
  integration: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(salesbotConfigs)
    .values({ ...DEFAULT_SALESBOT_CONFIG, cardId, calendlyIntegration: integration })
    .onConflictDoUpdate({
      target: salesbotConfigs.cardId,
      set: { calendlyIntegration: integration, updatedAt: sql`now()` },
    });
}
