/**
 * Reading a card's conversations: the card's owner at level 2+, anyone's
 * at level 4+ (core/policy.ts salesbot.readConversations), for the list, one conversation, and
 * the export.
 */
import type {
  ConversationDetail,
  ConversationFilters,
  ConversationsResponse,
} from "../../../../core/salesbot/conversations";
import type { AppContext } from "../../../context";
import type { UserRow } from "../../../db/schema";
import { decodeCursor, encodeCursor } from "../../../lib/cursor";
import { enforce } from "../../../lib/enforce";
import { notFound } from "../../../lib/http-error";
import { type CardWithOwner, findCardById } from "../../cards/repo";
import { readStoredMessages } from "../chat/stored-messages";
import { salesbotCardNotFound } from "../errors";
import {
  conversationTiles,
  countConversations,
  findConversationWithOwner,
  listConversations,
} from "./conversation-history-repo";

const conversationNotFound = () => notFound("Conversation not found");

export function createConversationsService(ctx: AppContext) {
  /** The card, when `actor` may read its conversations. */
  async function readableCard(actor: UserRow, cardId: number): Promise<CardWithOwner> {
    const card = await findCardById(ctx.db, cardId);
    if (!card) throw salesbotCardNotFound();
    enforce(actor, "salesbot.readConversations", card);
    return card;
  }

  async function list(
    actor: UserRow,
    cardId: number,
    query: ConversationFilters & { cursor?: string; limit: number },
  ): Promise<ConversationsResponse> {
    await readableCard(actor, cardId);
    // salesbot_conversations.id is a serial (integer) column.
    const cursor = query.cursor ? decodeCursor(query.cursor, "integer") : undefined;
    const [rows, analytics, matching] = await Promise.all([
      listConversations(ctx.db, cardId, query, { cursor, limit: query.limit + 1 }),
      conversationTiles(ctx.db, cardId),
      countConversations(ctx.db, cardId, query),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      conversations: page.map(({ visitorIp: _ip, ...summary }) => summary),
      analytics,
      matching,
      nextCursor:
        rows.length > query.limit && last
          ? encodeCursor({ timestamp: last.updatedAt, id: String(last.id) })
          : null,
    };
  }

  async function one(actor: UserRow, id: number): Promise<ConversationDetail> {
    const row = await findConversationWithOwner(ctx.db, id);
    if (!row) throw conversationNotFound();
    enforce(actor, "salesbot.readConversations", { userId: row.userId });
    const { userId: _owner, visitorIp: _ip, conversationData, ...summary } = row;
    return {
      ...summary,
      conversationData: readStoredMessages(conversationData).map(({ role, content, timestamp }) => ({
        role,
        content,
        timestamp,
      })),
    };
  }

  return { readableCard, list, one };
}
