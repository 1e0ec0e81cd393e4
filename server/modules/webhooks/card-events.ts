/**
 * `card.updated`: queued in the transaction that changed the card. It names the card and the
 * fields the request changed, not their values: a receiver that wants them reads the card
 * through the open API (GET /api/v1/cards/{id}), which applies the reader's access rules.
 */
import type { Db } from "../../db/client";
import { enqueueEvent } from "./outbox";

export async function enqueueCardUpdated(
  db: Db,
  card: { id: number; slug: string },
  changedFields: string[],
  at: Date = new Date(),
): Promise<void> {
  await enqueueEvent(
    db,
    {
      cardId: card.id,
      type: "card.updated",
      data: {
        cardId: card.id,
        slug: card.slug,
        changedFields: [...changedFields].sort(),
        updatedAt: at.toISOString(),
      },
    },
    at,
  );
}
