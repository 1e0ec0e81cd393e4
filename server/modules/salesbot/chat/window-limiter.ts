/**
 * A fixed-window counter per key (a chat session, an address), in memory and bounded: at most
 * `maxKeys` keys are remembered, the oldest windows forgotten first, so a flood of new keys costs
 * memory no more than maxKeys entries. Forgetting a key only forgives it early. One process
 * only; @fastify/rate-limit guards each address in front of it.
 */
interface Window {
  start: number;
  count: number;
}

export class WindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one use of `key`; false when the key has used up its window. */
  take(key: string, now = Date.now()): boolean {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      // Re-inserted, so the map stays ordered by window start and the oldest go first.
      this.windows.delete(key);
      this.makeRoom();
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.max) return false;
    window.count++;
    return true;
  }

  private makeRoom(): void {
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) return;
      this.windows.delete(oldest);
    }
  }

  get size(): number {
    return this.windows.size;
  }
}
