import { describe, expect, it } from "vitest";
import { AccountBackoff } from "./account-backoff";

function backoff(now: () => number) {
  return new AccountBackoff({
    freeFailures: 3,
    baseLockMs: 1000,
    maxLockMs: 60_000,
    memoryMs: 3_600_000,
    now,
  });
}

describe("account back-off", () => {
  it("lets the free failures through, then doubles the lock with each failure up to the cap", () => {
    let now = 0;
    const accounts = backoff(() => now);
    for (let i = 0; i < 3; i++) {
      expect(accounts.retryAfterMs("jane")).toBe(0);
      accounts.recordFailure("jane");
    }
    expect(accounts.retryAfterMs("jane")).toBe(0);
    const locks: number[] = [];
    for (let i = 0; i < 9; i++) {
      accounts.recordFailure("jane");
      locks.push(accounts.retryAfterMs("jane"));
      now += accounts.retryAfterMs("jane");
    }
    expect(locks).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it("keeps accounts apart and is cleared by a reset", () => {
    const now = 0;
    const accounts = backoff(() => now);
    for (let i = 0; i < 5; i++) accounts.recordFailure("jane");
    expect(accounts.retryAfterMs("jane")).toBeGreaterThan(0);
    expect(accounts.retryAfterMs("john")).toBe(0);
    accounts.reset("jane");
    expect(accounts.retryAfterMs("jane")).toBe(0);
  });

  it("forgets failures after a quiet spell", () => {
    let now = 0;
    const accounts = backoff(() => now);
    for (let i = 0; i < 5; i++) accounts.recordFailure("jane");
    now += 3_600_001;
    expect(accounts.retryAfterMs("jane")).toBe(0);
    accounts.recordFailure("jane");
    expect(accounts.retryAfterMs("jane")).toBe(0);
  });
});
