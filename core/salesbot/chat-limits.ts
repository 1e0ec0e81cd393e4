/**
 * The chat's limits, texts and stream event names, without zod, so that the widget on
 * the public card (web/public-card/chat/) can import them and stay small. The schemas that apply
 * them are in chat-api.ts.
 */

/** A visitor's message, in characters after trimming. */
export const CHAT_MESSAGE_MAX = 1000;
/** Messages of both sides in one conversation; past it the visitor is told to get in touch directly. */
export const CONVERSATION_MESSAGES_MAX = 60;
/** An assistant message offers up to 3 suggested questions. */
export const SUGGESTED_QUESTIONS_MAX = 3;

/**
 * Session ids are made by the server (random, 128 bits or more, base64url) and kept by the
 * visitor's browser; knowing one is what lets a reload read its conversation back, so an id the
 * server did not issue for this card starts a new conversation rather than being adopted.
 */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * A conversation with no message for this long is over, on the server and in the browser alike:
 * its id no longer reads the transcript back (which may hold the visitor's name, email and phone)
 * and a message to it starts a new conversation. So the next person on a shared device does not
 * find the last visitor's chat; 30 minutes is the common idle limit of a web session.
 */
export const CHAT_SESSION_IDLE_MS = 30 * 60_000;

/**
 * The header that carries a session id to the welcome. Never the URL: addresses end up in
 * request logs, proxies' logs and browser histories, and the id reads the transcript back.
 */
export const CHAT_SESSION_HEADER = "x-chat-session";

export const CHAT_MESSAGE_REQUIRED = "Message is required";
export const CHAT_MESSAGE_TOO_LONG = `Message must be at most ${CHAT_MESSAGE_MAX} characters`;
export const SESSION_ID_INVALID = "Session id is not valid";

/** The apology the widget shows when a reply fails, in the specification's exact words. */
export const CHAT_FAILURE_REPLY =
  "I'm sorry, I'm having trouble responding right now. Could you please rephrase your question?";
/** The widget's greeting when the welcome cannot be fetched, in the specification's exact words. */
export const DEFAULT_GREETING = "Hi! How can I help you today?";

/** The Server-Sent Events of a streamed reply. */
export const CHAT_EVENT = { delta: "delta", done: "done", error: "error" } as const;
