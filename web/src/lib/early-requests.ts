/**
 * API reads started while the app's code is still arriving. A screen asks for its data only
 * once its code has loaded and rendered, and the signed-in frame's session check comes first:
 * on a phone's slow link that is a round trip after all the code, then another. The page that
 * opens on a screen's address asks for that screen's reads at once instead (routes.tsx,
 * `preloadScreensFor`), and the first `apiRequest` for the same address takes the answer.
 *
 * An answer is taken once, by the first read of its address, and only while it is fresh: one
 * nobody took within EARLY_ANSWER_FRESH_MS is dropped, and the read goes to the server.
 */

/** How long an early answer may wait for the read that takes it. */
export const EARLY_ANSWER_FRESH_MS = 10_000;

/** The same request apiRequest makes for a GET. */
export const GET_INIT: RequestInit = { method: "GET", credentials: "include", headers: {} };

const early = new Map<string, { answer: Promise<Response>; at: number }>();

export function requestEarly(urls: readonly string[]): void {
  for (const url of urls) {
    if (early.has(url)) continue;
    const answer = fetch(url, GET_INIT);
    // Dropped unread, a failure must not surface as an unhandled rejection; the read that
    // takes it still sees it.
    answer.catch(() => undefined);
    early.set(url, { answer, at: Date.now() });
  }
}

/** The early answer for `url`, once, if it is still fresh. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  return Date.now() - entry.at <= EARLY_ANSWER_FRESH_MS ? entry.answer : undefined;
}
