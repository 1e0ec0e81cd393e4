/**
 * The chat's wire contract (spec 001 §3 'Chat message', 'Chat response'; §7): what the widget on
 * the public card sends and what the server answers, for both engines. One schema here, used by
 * the server's routes and by the widget, so the two cannot drift.
 *
 * POST /api/salesbot/{cardId}/chat answers JSON ({message, sessionId}). With
 * `Accept: text/event-stream` it answers Server-Sent Events instead: CHAT_EVENT.delta events
 * carry text as it is written, then one CHAT_EVENT.done carrying the same JSON as the plain
 * answer (the final word: the widget replaces the streamed text with it), or one
 * CHAT_EVENT.error carrying {message} (the widget shows the apology).
 */
import { z } from "zod";

/** A visitor's message, in characters after trimming. */
export const CHAT_MESSAGE_MAX = 1000;
/** Messages of both sides in one conversation; past it the visitor is told to get in touch directly. */
export const CONVERSATION_MESSAGES_MAX = 60;
/** Spec 001 §9: up to 3 suggested questions. */
export const SUGGESTED_QUESTIONS_MAX = 3;

/**
 * Session ids are made by the server (random, 128 bits or more, base64url) and kept by the
 * visitor's browser; knowing one is what lets a reload read its conversation back, so an id the
 * server did not issue for this card starts a new conversation rather than being adopted.
 */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export const CHAT_MESSAGE_REQUIRED = "Message is required";
export const CHAT_MESSAGE_TOO_LONG = `Message must be at most ${CHAT_MESSAGE_MAX} characters`;
export const SESSION_ID_INVALID = "Session id is not valid";

/** The spec's apology (§8 'Chat failure'), shown by the widget when a reply fails. */
export const CHAT_FAILURE_REPLY =
  "I'm sorry, I'm having trouble responding right now. Could you please rephrase your question?";
/** The widget's greeting when the welcome cannot be fetched (§8 'Welcome failure'). */
export const DEFAULT_GREETING = "Hi! How can I help you today?";

export const chatRequestSchema = z.object({
  message: z
    .string({ error: CHAT_MESSAGE_REQUIRED })
    .trim()
    .min(1, CHAT_MESSAGE_REQUIRED)
    .max(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG),
  sessionId: z.string().regex(SESSION_ID_PATTERN, SESSION_ID_INVALID).optional(),
});
export type ChatRequest = z.output<typeof chatRequestSchema>;

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
 * GET /api/salesbot/{cardId}/welcome[?sessionId=]: the greeting, and, when sessionId names this
 * card's conversation, its messages so far (the widget continues it after a reload).
 */
export const welcomeResponseSchema = z.object({
  message: chatMessageShape,
  sessionId: z.string().optional(),
  history: z.array(chatMessageShape),
});
export type WelcomeResponse = z.output<typeof welcomeResponseSchema>;

/** The Server-Sent Events of a streamed reply. */
export const CHAT_EVENT = { delta: "delta", done: "done", error: "error" } as const;
export const chatDeltaSchema = z.object({ text: z.string() });
export const chatErrorEventSchema = z.object({ message: z.string() });
