/**
 * The contact file of a card (GET /api/vcard/{cardId}). Cards are public,
 * so anyone may have it; what it holds is what the public page shows.
 */

import type { FastifyBaseLogger } from "fastify";
import { cardUrl } from "../../../core/card-display";
import { buildVCard, vcardFileName } from "../../../core/vcard";
import type { AppContext } from "../../context";
import { cardInactive, cardNotFound } from "../cards/errors";
import { presentCard } from "../cards/presenter";
import { findCardById } from "../cards/repo";
import { vcardPhoto } from "./photo";

export interface ContactFile {
  fileName: string;
  body: string;
}

export function createVCardService(ctx: AppContext, log: FastifyBaseLogger) {
  /** `origin`: where the card's link and a relative photo address point (server/lib/public-origin.ts). */
  async function contactFile(cardId: number, origin: string): Promise<ContactFile> {
    const row = await findCardById(ctx.db, cardId);
    if (!row) throw cardNotFound();
    if (row.deactivatedAt) throw cardInactive();
    const card = presentCard(row);
    const photo = await vcardPhoto(card.profilePicture, { storage: ctx.storage, appUrl: origin, log });
    return {
      fileName: vcardFileName(card.name),
      body: buildVCard(card, { cardUrl: cardUrl(origin, card.slug), photo }),
    };
  }

  return { contactFile };
}
