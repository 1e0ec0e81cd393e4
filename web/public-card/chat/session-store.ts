/**
 * The visitor's conversation id per card, kept in the browser so that a reload continues the
 * conversation (issue 17). Storage can be unavailable (private modes, blocked cookies): then the
 * conversation lasts as long as the page.
 */
const key = (cardId: number) => `cardfolio-chat-session-${cardId}`;

export function storedSessionId(cardId: number): string | null {
  try {
    return localStorage.getItem(key(cardId));
  } catch {
    return null;
  }
}

export function storeSessionId(cardId: number, sessionId: string): void {
  try {
    localStorage.setItem(key(cardId), sessionId);
  } catch {}
}
