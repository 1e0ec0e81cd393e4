/**
 * The salesbot_conversations queries of the chat: one row per (card, session), its messages in
 * conversation_data. Each message is written in a transaction holding the row's lock (SELECT ...
 * FOR UPDATE), so two messages on one session never overwrite each other, on PGlite or on
 * PostgreSQL. The same transaction brings the visitor's details to the leads inbox
 * (conversation-lead.ts).
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { CHAT_SESSION_IDLE_MS } from "../../../../core/salesbot/chat-limits";
import type { Db } from "../../../db/client";
import { salesbotConversations } from "../../../db/schema";
import { type ConversationState, conversationChanged } from "./conversation-lead";

export type ConversationRow = typeof salesbotConversations.$inferSelect;
export type ConversationValues = Pick<
  typeof salesbotConversations.$inferInsert,
  | "conversationData"
  | "leadScore"
  | "outcome"
  | "visitorName"
  | "visitorEmail"
  | "visitorPhone"
  | "visitorIp"
  | "visitorLocation"
  | "visitorDevice"
>;

const stateOf = (row: ConversationValues): ConversationState => ({
  outcome: row.outcome ?? null,
  leadScore: row.leadScore ?? 0,
  visitorName: row.visitorName ?? null,
  visitorEmail: row.visitorEmail ?? null,
  visitorPhone: row.visitorPhone ?? null,
  conversationData: row.conversationData ?? [],
});

const ofSession = (cardId: number, sessionId: string) =>
  and(eq(salesbotConversations.cardId, cardId), eq(salesbotConversations.sessionId, sessionId));

export async function findConversation(
  db: Db,
  cardId: number,
  sessionId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(salesbotConversations).where(ofSession(cardId, sessionId)).limit(1);
  return row;
}

/**
 * The session's conversation while it is live: its last message (updated_at) less than
 * CHAT_SESSION_IDLE_MS ago, by the database's clock, so every process agrees. An idle one is
 * over for the visitor (its id reads nothing back); the owner still sees it.
 */
export async function findLiveConversation(
  db: Db,
  cardId: number,
  sessionId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(salesbotConversations)
    .where(
      and(
        ofSession(cardId, sessionId),
        gt(salesbotConversations.updatedAt, sql`now() - ${CHAT_SESSION_IDLE_MS} * interval '1 millisecond'`),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Writes the session's row with what `next` makes of the current one (undefined: none yet),
 * holding the row's lock in between; `next` may throw to write nothing.
 */
export async function writeConversation(
  db: Db,
  cardId: number,
  sessionId: string,
  next: (current: ConversationRow | undefined) => ConversationValues | Promise<ConversationValues>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(salesbotConversations)
      .where(ofSession(cardId, sessionId))
      .for("update");
    const values = await next(current);
    let id: number;
    if (current) {
      await tx
        .update(salesbotConversations)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(salesbotConversations.id, current.id));
      id = current.id;
    } else {
      const [inserted] = await tx
        .insert(salesbotConversations)
        .values({ ...values, cardId, sessionId })
        .returning({ id: salesbotConversations.id });
      id = inserted!.id;
    }
    // Leads inbox (issue 38): the visitor's details reach their lead, and conversation.finished
    // is queued, in this transaction.
    await conversationChanged(tx, cardId, id, current && stateOf(current), stateOf(values));
  });
}
