/**
 * The new-leads queries: the rule of core/leads.ts in SQL, in this one place. A form submission
 * is new after its card's 'formAnswers' list was last opened by the user, by its time; an
 * assistant conversation with an email or a phone is new after the 'conversations' list was, by
 * its last change. Both read the tables' (card, time) indexes.
 */
import { sql } from "drizzle-orm";
import type { LeadList } from "../../../core/leads";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import { leadsSeen } from "../../db/schema";

export interface CardLeadsRow {
  cardId: number;
  cardName: string | null;
  formAnswers: number;
  conversations: number;
  cardsWithLeads: number;
  total: number;
}

/**
 * The user's own cards with new leads, most first, at most `limit`; each row also carries the
 * count of such cards and the total over all of them. A list the user may not open counts 0.
 */
export async function newLeadsOfOwner(
  db: Db,
  userId: number,
  counted: Record<LeadList, boolean>,
  limit: number,
): Promise<CardLeadsRow[]> {
  return rows<CardLeadsRow>(
    db,
    sql`with counts as (
          select c.id as card_id, c.name as card_name,
            case when ${counted.formAnswers} then (
              select count(*) from form_submissions f
              where f.card_id = c.id
                and f.timestamp > coalesce(seen_forms.seen_at, '-infinity'::timestamptz)
            ) else 0 end::int as form_answers,
            case when ${counted.conversations} then (
              select count(*) from salesbot_conversations v
              where v.card_id = c.id
                and v.updated_at > coalesce(seen_chats.seen_at, '-infinity'::timestamptz)
                and (coalesce(v.visitor_email, '') <> '' or coalesce(v.visitor_phone, '') <> '')
            ) else 0 end::int as conversations
          from business_cards c
          left join leads_seen seen_forms
            on seen_forms.user_id = ${userId} and seen_forms.card_id = c.id and seen_forms.list = 'formAnswers'
          left join leads_seen seen_chats
            on seen_chats.user_id = ${userId} and seen_chats.card_id = c.id and seen_chats.list = 'conversations'
          where c.user_id = ${userId}
        )
        select card_id as "cardId", card_name as "cardName", form_answers as "formAnswers",
          conversations, (count(*) over ())::int as "cardsWithLeads",
          (sum(form_answers + conversations) over ())::float8 as total
        from counts
        where form_answers + conversations > 0
        order by form_answers + conversations desc, card_id
        limit ${limit}`,
  );
}

/** The user opened `list` of card `cardId` now: its leads so far are seen. */
export async function markLeadsSeen(db: Db, userId: number, cardId: number, list: LeadList): Promise<void> {
  await db
    .insert(leadsSeen)
    .values({ userId, cardId, list, seenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [leadsSeen.userId, leadsSeen.cardId, leadsSeen.list],
      set: { seenAt: sql`now()` },
    });
}
