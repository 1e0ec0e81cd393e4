/**
 * The visitor's conversation id per card, kept in the browser so that a reload continues the
 * conversation, with the time of its last message. Once that is CHAT_SESSION_IDLE_MS
 * ago the id is forgotten, as the server forgets it, so the next person on a shared device does
 * not find the last visitor's chat. Stored as JSON {id, at}; a value of another shape (an older
 * widget's bare id, kept without a time) is forgotten too. Storage can be unavailable (private
 * modes, blocked cookies): then the conversation lasts as long as the page.
 */
import { CHAT_SESSION_IDLE_MS } from "../../../core/salesbot/chat-limits";

interface StoredSession {
  id: string;
  /** When its last message was answered, in milliseconds since the epoch. */
  at: number;
}

const key = (cardId: number) => `cardfolio-chat-session-${cardId}`;

function read(raw: string): StoredSession | undefined {
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (typeof value?.id === "string" && typeof value.at === "number") return { id: value.id, at: value.at };
  } catch {}
  return undefined;
}

/** Whether a conversation last active `at` is over by `now` (a time ahead of the clock counts as over). */
export function isIdle(at: number, now = Date.now()): boolean {
  return !(at <= now && now - at < CHAT_SESSION_IDLE_MS);
}

export function forgetSession(cardId: number): void {
  try {
    localStorage.removeItem(key(cardId));
  } catch {}
}

/** The card's stored conversation while it is live; an idle or unreadable one is removed. */
export function storedSession(cardId: number, now = Date.now()): StoredSession | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key(cardId));
  } catch {
    return null;
  }
  if (raw === null) return null;
  const session = read(raw);
  if (session && !isIdle(session.at, now)) return session;
  forgetSession(cardId);
  return null;
}

export function storeSession(cardId: number, session: StoredSession): void {
  try {
    localStorage.setItem(key(cardId), JSON.stringify(session));
  } catch {}
}
