/**
 * A card with the actor's role in its organisation, for the rules of an organisation's cards
 * (its owners and admins manage them as their own, decision 032). Looked up only when the card
 * belongs to an organisation and is not the actor's own.
 */
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { roleOf } from "../organizations/repo";
import type { CardWithOwner } from "./repo";

export async function withOrgRole(db: Db, actor: UserRow, card: CardWithOwner) {
  const orgRole =
    card.organizationId !== null && card.userId !== actor.id
      ? await roleOf(db, card.organizationId, actor.id)
      : null;
  return { ...card, orgRole };
}
