/**
 * The chat's wire contract: what the widget on
 * the public card sends and what the server answers, for both engines. One schema here, used by
 * the server's routes and by the widget, so the two cannot drift.
 *
 * POST /api/salesbot/{cardId}/chat answers JSON ({message, sessionId}). With
 * `Accept: text/event-stream` it answers Server-Sent Events instead: CHAT_EVENT.delta events
 * carry text as it is written, then one CHAT_EVENT.done carrying the same JSON as the plain
 * answer (the final word: the widget replaces the streamed text with it), or one
 * CHAT_EVENT.error carrying {message} (the widget shows the apology).
 *
 * The limits, texts and event names are in chat-limits.ts, which has no zod: the widget on the
 * public card imports them without the schema library.
 */
import { z } from "zod";
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_REQUIRED,
  CHAT_MESSAGE_TOO_LONG,
  SESSION_ID_INVALID,
  SESSION_ID_PATTERN,
  SUGGESTED_QUESTIONS_MAX,
} from "./chat-limits";

export const chatRequestSchema = z.object({
  message: z
    .string({ error: CHAT_MESSAGE_REQUIRED })
    .trim()
    .min(1, CHAT_MESSAGE_REQUIRED)
    .max(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG),
  sessionId: z.string().regex(SESSION_ID_PATTERN, SESSION_ID_INVALID).optional(),
});

const schedulingInfoShape = z.object({
  eventTypeUri: z.string().optional(),
  hasContactInfo: z.boolean(),
  email: z.string().optional(),
  phone: z.string().optional(),
  suggestedMessage: z.string().optional(),
});

export const chatMessageShape = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  timestamp: z.string(),
  suggestedQuestions: z.array(z.string()).max(SUGGESTED_QUESTIONS_MAX).optional(),
  schedulingInfo: schedulingInfoShape.optional(),
});
export type ChatMessageOnWire = z.output<typeof chatMessageShape>;

/** POST /api/salesbot/{cardId}/chat, and the data of the stream's `done` event. */
export const chatResponseSchema = z.object({
  message: chatMessageShape,
  sessionId: z.string(),
});
export type ChatResponse = z.output<typeof chatResponseSchema>;

/**
 * GET /api/salesbot/{cardId}/welcome (the session id, if any, in the X-Chat-Session header): the
 * greeting, and, when the id names this card's conversation and it is not idle past
 * CHAT_SESSION_IDLE_MS, its messages so far (the widget continues it after a reload).
 */
export const welcomeResponseSchema = z.object({
  message: chatMessageShape,
  sessionId: z.string().optional(),
  history: z.array(chatMessageShape),
});
export type WelcomeResponse = z.output<typeof welcomeResponseSchema>;

export const chatDeltaSchema = z.object({ text: z.string() });
export const chatErrorEventSchema = z.object({ message: z.string() });
