/**
 * Counts failed sign-ins per (username, address) in a sliding window. After the limit,
 * further attempts are refused until the oldest failure leaves the window.
 * Kept in memory: one process holds it; a restart forgets it, which only ever loosens it.
 */
import { usernameKey } from "../../../core/username-key";

const MAX_KEYS = 100_000;

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Milliseconds until another attempt is allowed; 0 when allowed now. */
  retryAfterMs(key: string): number {
    const times = this.recent(key);
    if (times.length < this.maxFailures) return 0;
    return times[times.length - this.maxFailures]! + this.windowMs - this.now();
  }

  recordFailure(key: string): void {
    if (this.failures.size >= MAX_KEYS) this.prune();
    const times = this.recent(key);
    times.push(this.now());
    this.failures.set(key, times);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
    // Still full of live entries: drop the oldest keys rather than grow without bound.
    const excess = this.failures.size - MAX_KEYS + 1;
    if (excess > 0) for (const key of [...this.failures.keys()].slice(0, excess)) this.failures.delete(key);
  }
}

/** The account as the lookup finds it (core/username-key.ts), from this address. */
export function throttleKey(username: string, address: string): string {
  return `${usernameKey(username)}|${address}`;
}
