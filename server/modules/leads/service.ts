/**
 * New leads (core/leads.ts): the count over the caller's own cards, and marking a card's list
 * seen when the caller opens it. Each list counts, and may be marked, only where the access
 * policy lets the caller open it.
 */
import { cardDisplayName } from "../../../core/card-display";
import { LEAD_LIST_ACTIONS, NEW_LEADS_CARDS_LIMIT } from "../../../core/leads";
import { allows } from "../../../core/policy";
import type { LeadsSeen, NewLeads } from "../../../core/schemas/leads";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { cardNotFound } from "../cards/errors";
import { findCardById } from "../cards/repo";
import { markLeadsSeen, newLeadsOfOwner } from "./repo";

export function createLeadsService(ctx: AppContext) {
  async function newLeads(actor: UserRow): Promise<NewLeads> {
    // The caller's own cards: the policy decides per list on the actor and an owned card.
    const own = { userId: actor.id };
    const counted = {
      formAnswers: allows(actor, LEAD_LIST_ACTIONS.formAnswers, own),
      conversations: allows(actor, LEAD_LIST_ACTIONS.conversations, own),
    };
    const found = await newLeadsOfOwner(ctx.db, actor.id, counted, NEW_LEADS_CARDS_LIMIT);
    const first = found[0];
    return {
      total: Number(first?.total ?? 0),
      cards: found.map((row) => ({
        cardId: row.cardId,
        cardName: cardDisplayName({ name: row.cardName }),
        formAnswers: row.formAnswers,
        conversations: row.conversations,
      })),
      moreCards: first ? first.cardsWithLeads - found.length : 0,
    };
  }

  async function markSeen(actor: UserRow, { cardId, list }: LeadsSeen): Promise<NewLeads> {
    const card = await findCardById(ctx.db, cardId);
    if (!card) throw cardNotFound();
    enforce(actor, LEAD_LIST_ACTIONS[list], card);
    await markLeadsSeen(ctx.db, actor.id, cardId, list);
    return newLeads(actor);
  }

  return { newLeads, markSeen };
}
