/**
 * The card a chat message is for and its assistant's configuration, in one query (each chat
 * message and welcome reads them: one round trip instead of two).
 */
import { eq } from "drizzle-orm";
import { mergeTemplate } from "../../../../core/card-template";
import type { Db } from "../../../db/client";
import { businessCards, cardTemplates, salesbotConfigs, users } from "../../../db/schema";
import type { EngineCard } from "../engine/engine";
import type { SalesbotConfigRow } from "../repo";

export interface CardAndConfig {
  card: EngineCard;
  /** Undefined when the card's assistant was never configured. */
  config: SalesbotConfigRow | undefined;
  /** The card owner's level: the assistant answers only at the feature's level (core/policy.ts). */
  ownerAccessLevel: number;
}

export async function findCardAndConfig(db: Db, cardId: number): Promise<CardAndConfig | undefined> {
  const [row] = await db
    .select({
      card: {
        id: businessCards.id,
        name: businessCards.name,
        company: businessCards.company,
        title: businessCards.title,
        email: businessCards.email,
        phone: businessCards.phone,
        website: businessCards.website,
        slug: businessCards.slug,
      },
      config: salesbotConfigs,
      ownerAccessLevel: users.accessLevel,
      template: { fields: cardTemplates.fields, locked: cardTemplates.locked, hidden: cardTemplates.hidden },
    })
    .from(businessCards)
    .innerJoin(users, eq(users.id, businessCards.userId))
    .leftJoin(salesbotConfigs, eq(salesbotConfigs.cardId, businessCards.id))
    .leftJoin(cardTemplates, eq(cardTemplates.id, businessCards.templateId))
    .where(eq(businessCards.id, cardId))
    .limit(1);
  return row
    ? {
        // The assistant speaks of the card as visitors see it, its template merged in.
        card: mergeTemplate(row.card, row.template),
        config: row.config ?? undefined,
        ownerAccessLevel: row.ownerAccessLevel,
      }
    : undefined;
}
