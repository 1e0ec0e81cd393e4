/**
 * Failed sign-ins per account, from any address: the per-(username, address) throttle alone
 * lets many addresses guess one account. After `freeFailures`, each further failure locks
 * the account's sign-in for twice as long as the last (1 s, 2 s, 4 s, ...), never longer than
 * `maxLockMs`, so guessing slows to a crawl while the owner is kept out for minutes at most.
 * A successful sign-in or a password reset by mail clears it; failures are forgotten after
 * `memoryMs` without one. Attempts refused while locked are not counted, so hammering a
 * locked account does not extend the lock. Kept in memory like the other throttle.
 */
const MAX_ACCOUNTS = 100_000;

interface AccountFailures {
  count: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export interface AccountBackoffOptions {
  freeFailures: number;
  baseLockMs: number;
  maxLockMs: number;
  memoryMs: number;
  now?: () => number;
}

/** How long `failures` failures in a row lock the account: 0 while they are free. */
export function lockAfterFailures(
  failures: number,
  options: Pick<AccountBackoffOptions, "freeFailures" | "baseLockMs" | "maxLockMs">,
): number {
  const over = failures - options.freeFailures;
  if (over <= 0) return 0;
  // 2 ** 40 ms is decades: past that the cap decides anyway, and the power stays finite.
  return Math.min(options.baseLockMs * 2 ** Math.min(over - 1, 40), options.maxLockMs);
}

export class AccountBackoff {
  private accounts = new Map<string, AccountFailures>();
  private readonly now: () => number;

  constructor(private readonly options: AccountBackoffOptions) {
    this.now = options.now ?? Date.now;
  }

  private current(account: string): AccountFailures | undefined {
    const entry = this.accounts.get(account);
    if (entry && this.now() - entry.lastFailureAt > this.options.memoryMs) {
      this.accounts.delete(account);
      return undefined;
    }
    return entry;
  }

  /** Milliseconds until the account may try again; 0 when it may now. */
  retryAfterMs(account: string): number {
    const entry = this.current(account);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  recordFailure(account: string): void {
    const now = this.now();
    const entry = this.current(account) ?? { count: 0, lastFailureAt: now, lockedUntil: 0 };
    entry.count++;
    entry.lastFailureAt = now;
    const lockMs = lockAfterFailures(entry.count, this.options);
    if (lockMs > 0) entry.lockedUntil = now + lockMs;
    if (!this.accounts.has(account) && this.accounts.size >= MAX_ACCOUNTS) this.dropOldest();
    this.accounts.set(account, entry);
  }

  reset(account: string): void {
    this.accounts.delete(account);
  }

  /** Full of live entries: the least recently failing account goes (Map keeps insertion order). */
  private dropOldest(): void {
    const oldest = this.accounts.keys().next();
    if (!oldest.done) this.accounts.delete(oldest.value);
  }
}
