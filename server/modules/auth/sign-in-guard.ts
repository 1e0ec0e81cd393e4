/**
 * The two sign-in limits together: failures per (account, address)
 * in a sliding window, and the per-account lock that doubles after the free failures. One
 * process keeps them in memory; several on PostgreSQL keep them in the database
 * (database-sign-in-guard.ts), so 20 failures spread over two processes count as 20.
 */
import {
  ACCOUNT_BASE_LOCK_MS,
  ACCOUNT_FAILURE_MEMORY_MS,
  ACCOUNT_FREE_FAILURES,
  ACCOUNT_MAX_LOCK_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
} from "../../../core/limits";
import { AccountBackoff, type AccountBackoffOptions } from "./account-backoff";
import { LoginThrottle } from "./login-throttle";

export interface SignInGuard {
  /** Milliseconds until `key` (account and address) may try again, counting the account's lock; 0 now. */
  retryAfterMs(key: string, account: string): Promise<number>;
  recordFailure(key: string, account: string): Promise<void>;
  /** A successful sign-in clears both. */
  reset(key: string, account: string): Promise<void>;
  /** A password reset by mail ends the account's lock (the owner proved who they are). */
  unlockAccount(account: string): Promise<void>;
}

export const SIGN_IN_LIMITS = {
  maxFailures: LOGIN_MAX_FAILURES,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
  account: {
    freeFailures: ACCOUNT_FREE_FAILURES,
    baseLockMs: ACCOUNT_BASE_LOCK_MS,
    maxLockMs: ACCOUNT_MAX_LOCK_MS,
    memoryMs: ACCOUNT_FAILURE_MEMORY_MS,
  } satisfies AccountBackoffOptions,
};

export function memorySignInGuard(): SignInGuard {
  // Per account and address: one address guessing one account.
  const throttle = new LoginThrottle(SIGN_IN_LIMITS.maxFailures, SIGN_IN_LIMITS.windowMs);
  // Per account, from anywhere: many addresses guessing one account.
  const accounts = new AccountBackoff(SIGN_IN_LIMITS.account);
  return {
    async retryAfterMs(key, account) {
      return Math.max(throttle.retryAfterMs(key), accounts.retryAfterMs(account));
    },
    async recordFailure(key, account) {
      throttle.recordFailure(key);
      accounts.recordFailure(account);
    },
    async reset(key, account) {
      throttle.reset(key);
      accounts.reset(account);
    },
    async unlockAccount(account) {
      accounts.reset(account);
    },
  };
}
