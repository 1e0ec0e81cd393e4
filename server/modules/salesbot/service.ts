/**
 * The sales assistant's configuration: who may read and change it, and
 * the one row per card. A card without a stored row answers the defaults (core's
 * DEFAULT_SALESBOT_CONFIG) without writing one: only a save stores a configuration.
 */
import { salesbotAnswersFor } from "../../../core/policy";
import type { SalesbotConfig, SalesbotPublicConfig } from "../../../core/salesbot/config";
import type { AppContext } from "../../context";
import { isForeignKeyViolation } from "../../db/pg-error";
import type { UserRow } from "../../db/schema";
import { cardChanged } from "../../lib/card-changes";
import { enforce } from "../../lib/enforce";
import { type CardWithOwner, findCardById } from "../cards/repo";
import { salesbotCardNotFound } from "./errors";
import { presentConfig, presentPublicConfig } from "./presenter";
import { findConfigOfCard, upsertConfig } from "./repo";

export function createSalesbotService(ctx: AppContext) {
  async function loadCard(cardId: number): Promise<CardWithOwner> {
    const card = await findCardById(ctx.db, cardId);
    if (!card) throw salesbotCardNotFound();
    return card;
  }

  /** The whole configuration: the card's owner at level 2+, anyone's at level 4+. */
  async function config(actor: UserRow, cardId: number): Promise<SalesbotConfig> {
    enforce(actor, "salesbot.configure", await loadCard(cardId));
    return presentConfig(await findConfigOfCard(ctx.db, cardId));
  }

  /** The public part, for anyone: the widget on the card's page reads it. */
  async function publicConfig(cardId: number): Promise<SalesbotPublicConfig> {
    const card = await loadCard(cardId);
    // The chat refuses while the owner is below the feature's level; the widget is told the same.
    return presentPublicConfig(
      presentConfig(await findConfigOfCard(ctx.db, cardId)),
      salesbotAnswersFor({ accessLevel: card.ownerLevel }),
    );
  }

  /** Replaces the card's configuration with `input` (checked and cleaned by core's schema). */
  async function save(actor: UserRow, cardId: number, input: SalesbotConfig): Promise<SalesbotConfig> {
    const card = await loadCard(cardId);
    enforce(actor, "salesbot.configure", card);
    try {
      const saved = presentConfig(await upsertConfig(ctx.db, cardId, input));
      // The public page shows the assistant's bubble (or not) and its name: drop the cached page.
      cardChanged(ctx, { id: card.id, slugs: [card.slug] });
      return saved;
    } catch (error) {
      // The card was deleted since it was read.
      if (isForeignKeyViolation(error)) throw salesbotCardNotFound();
      throw error;
    }
  }

  return { config, publicConfig, save };
}
