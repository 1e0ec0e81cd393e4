/**
 * How far each running export is, for the screen's progress bar: the browser downloads the file
 * itself (streamed to disk by its download manager) and polls this by the random token it chose.
 * Per process, and bounded per user: each user's exports are kept apart (a token names an export
 * of its user only), and a user has at most MAX_PER_USER remembered, each for KEEP_MS after its
 * last row. Making room drops only that user's oldest finished export, so no user's exports can
 * push out another's; a user whose remembered exports are all still running is refused.
 */
import { tooManyRequests } from "../../../lib/http-error";

export interface ExportProgressEntry {
  userId: number;
  rows: number;
  total: number;
  done: boolean;
  /** When it may be forgotten (ms since the epoch); refreshed as rows are written. */
  expiresAt: number;
}

/** Exports remembered per user: the two that may run at once and a few just finished. */
export const MAX_PER_USER = 8;
const KEEP_MS = 60_000;

export const EXPORTS_TRACKED =
  "Too many exports are being tracked for you. Please wait for one to finish and try again.";

export class ExportProgressRegistry {
  /** By user, then token; each user's Map keeps insertion order, oldest first. */
  readonly #byUser = new Map<number, Map<string, ExportProgressEntry>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Remembers a new export of `userId`; 429 when all of the user's remembered exports still run. */
  start(token: string, userId: number, total: number): ExportProgressEntry {
    // Every user's expired exports go, so users who never come back leave nothing behind.
    for (const user of [...this.#byUser.keys()]) this.#entriesOf(user);
    const entries = this.#entriesOf(userId);
    entries.delete(token);
    if (entries.size >= MAX_PER_USER) {
      const finished = [...entries].find(([, entry]) => entry.done)?.[0];
      if (finished === undefined) throw tooManyRequests(EXPORTS_TRACKED);
      entries.delete(finished);
    }
    const entry = { userId, rows: 0, total, done: false, expiresAt: this.now() + KEEP_MS };
    entries.set(token, entry);
    this.#byUser.set(userId, entries);
    return entry;
  }

  advance(entry: ExportProgressEntry, rows: number): void {
    entry.rows = rows;
    entry.expiresAt = this.now() + KEEP_MS;
  }

  finish(entry: ExportProgressEntry): void {
    entry.done = true;
    entry.expiresAt = this.now() + KEEP_MS;
  }

  /** The export `token` of `userId`, if it is still remembered. */
  read(token: string, userId: number): ExportProgressEntry | undefined {
    return this.#byUser.has(userId) ? this.#entriesOf(userId).get(token) : undefined;
  }

  /** The user's remembered exports, the expired ones forgotten first; a user with none is forgotten. */
  #entriesOf(userId: number): Map<string, ExportProgressEntry> {
    const entries = this.#byUser.get(userId) ?? new Map<string, ExportProgressEntry>();
    const now = this.now();
    for (const [token, entry] of entries) {
      if (entry.expiresAt <= now) entries.delete(token);
    }
    if (entries.size === 0) this.#byUser.delete(userId);
    return entries;
  }
}
