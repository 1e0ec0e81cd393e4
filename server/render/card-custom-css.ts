/**
 * A card's custom CSS as its public page inlines it: sanitised and scoped under the card's
 * root (#card-{id}). Stored CSS the server cannot process (nested past the limit before there
 * was one, or anything else css-tree throws on) must not take the page down with it: the
 * page renders without it, and the failure is logged once per card and CSS, not on every
 * render of every page variant.
 */
import { createHash } from "node:crypto";
import { scopeCustomCss } from "../../core/custom-css";

export interface WarningLog {
  warn(details: object, message: string): void;
}

/** Pino's argument order, so the application's logger can be passed as it is. */
const consoleLog: WarningLog = { warn: (details, message) => console.warn(message, details) };

/** Bounds the memory of what was reported; forgetting only means one more log line. */
const REPORTED_MAX = 10_000;
const reported = new Set<string>();

function reportOnce(cardId: number, css: string, error: unknown, log: WarningLog): void {
  const key = `${cardId}:${createHash("sha256").update(css).digest("base64url")}`;
  if (reported.has(key)) return;
  if (reported.size >= REPORTED_MAX) reported.clear();
  reported.add(key);
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  log.warn({ cardId, reason }, "custom CSS of a card could not be processed; its page is shown without it");
}

/** The scoped CSS, or "" when there is none or it could not be processed. */
export function scopedCardCss(cardId: number, css: string, log: WarningLog = consoleLog): string {
  return scopeCustomCss(css, `#card-${cardId}`, (error) => reportOnce(cardId, css, error, log));
}
