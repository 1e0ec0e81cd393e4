/**
 * The salesbot_conversations queries of the chat: one row per (card, session), its messages in
 * conversation_data. Each message is written in a transaction holding the row's lock (SELECT ...
 * FOR UPDATE), so two messages on one session never overwrite each other, on PGlite or on
 * PostgreSQL.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { CHAT_SESSION_IDLE_MS } from "../../../../core/salesbot/chat-limits";
import type { Db } from "../../../db/client";
import { salesbotConversations } from "../../../db/schema";

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
    if (current) {
      await tx
        .update(salesbotConversations)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(salesbotConversations.id, current.id));
    } else {
      await tx.insert(salesbotConversations).values({ ...values, cardId, sessionId });
    }
  });
}
