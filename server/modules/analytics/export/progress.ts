/**
 * How far each running export is, for the screen's progress bar: the browser downloads the file
 * itself (streamed to disk by its download manager) and polls this by the random token it chose.
 * Per process and bounded: at most MAX_TRACKED exports are remembered, each for KEEP_MS after
 * its last row, and only the user who started one can read it.
 */

export interface ExportProgressEntry {
  userId: number;
  rows: number;
  total: number;
  done: boolean;
  /** When it may be forgotten (ms since the epoch); refreshed as rows are written. */
  expiresAt: number;
}

const MAX_TRACKED = 1000;
const KEEP_MS = 60_000;

export class ExportProgressRegistry {
  readonly #entries = new Map<string, ExportProgressEntry>();

  constructor(private readonly now: () => number = Date.now) {}

  start(token: string, userId: number, total: number): ExportProgressEntry {
    this.#forgetExpired();
    // The oldest goes first when full (Map keeps insertion order).
    if (this.#entries.size >= MAX_TRACKED) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const entry = { userId, rows: 0, total, done: false, expiresAt: this.now() + KEEP_MS };
    this.#entries.delete(token);
    this.#entries.set(token, entry);
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
    this.#forgetExpired();
    const entry = this.#entries.get(token);
    return entry && entry.userId === userId ? entry : undefined;
  }

  #forgetExpired(): void {
    const now = this.now();
    for (const [token, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(token);
    }
  }
}
