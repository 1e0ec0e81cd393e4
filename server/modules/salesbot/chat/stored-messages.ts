/**
 * A conversation's messages as stored in salesbot_conversations.conversation_data. The column
 * is plain jsonb: an item no chat would write is left out on reading, so a read never fails on
 * it.
 */
import { type ChatMessageOnWire, chatMessageShape } from "../../../../core/salesbot/chat-api";

export function readStoredMessages(data: unknown): ChatMessageOnWire[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const read = chatMessageShape.safeParse(item);
    return read.success ? [read.data] : [];
  });
}
