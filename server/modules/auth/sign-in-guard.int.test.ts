/**
 * The sign-in limits in the database and in memory (decision 018), on both databases: the same
 * rules either way (per account and address in a sliding window; per account, a lock after the
 * free failures), and in the database no failure is lost when processes count at once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_FREE_FAILURES,
  ACCOUNT_MAX_LOCK_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
} from "../../../core/limits";
import type { Database } from "../../db/client";
import { signInFailures, signInLockouts } from "../../db/schema";
import { openTestDatabase } from "../../test/test-database";
import { databaseSignInGuard, deleteExpiredSignInRecords } from "./database-sign-in-guard";
import { memorySignInGuard, type SignInGuard } from "./sign-in-guard";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

let sequence = 0;
const fresh = (what: string) => `${what}-${++sequence}`;

describe.each([
  ["in the database", () => databaseSignInGuard(database.db)],
  ["in memory", () => memorySignInGuard()],
])("the sign-in guard %s", (_where, makeGuard: () => SignInGuard) => {
  it("throttles one address guessing one account after the allowed failures, until reset", async () => {
    const guard = makeGuard();
    const account = fresh("ada");
    const key = `${account}|203.0.113.1`;
    expect(await guard.retryAfterMs(key, account)).toBe(0);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await guard.recordFailure(key, account);
    expect(await guard.retryAfterMs(key, account)).toBe(0);
    await guard.recordFailure(key, account);
    const wait = await guard.retryAfterMs(key, account);
    expect(wait).toBeGreaterThan(LOGIN_FAILURE_WINDOW_MS - 60_000);
    expect(wait).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS);
    await guard.reset(key, account);
    expect(await guard.retryAfterMs(key, account)).toBe(0);
  });

  it("locks an account guessed from many addresses, and a reset by mail unlocks it", async () => {
    const guard = makeGuard();
    const account = fresh("bob");
    const from = (i: number) => `${account}|198.51.100.${i}`;
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) await guard.recordFailure(from(i), account);
    expect(await guard.retryAfterMs(from(200), account)).toBe(0);
    await guard.recordFailure(from(ACCOUNT_FREE_FAILURES), account);
    const wait = await guard.retryAfterMs(from(200), account);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_MAX_LOCK_MS);
    // Another account from the same addresses is not locked.
    expect(await guard.retryAfterMs(from(1), fresh("carol"))).toBe(0);
    await guard.unlockAccount(account);
    expect(await guard.retryAfterMs(from(200), account)).toBe(0);
  });
});

describe("the sign-in guard in the database", () => {
  it("loses no failure when processes count at once", async () => {
    const one = databaseSignInGuard(database.db);
    const two = databaseSignInGuard(database.db);
    const account = fresh("dan");
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? one : two).recordFailure(`${account}|192.0.2.${i}`, account),
      ),
    );
    const [row] = await database.db.select().from(signInLockouts).where(eq(signInLockouts.account, account));
    expect(row?.failures).toBe(20);
    expect(await one.retryAfterMs(`${account}|192.0.2.99`, account)).toBeGreaterThan(0);
  });

  it("forgets failures no limit counts any more, and keeps the others", async () => {
    const guard = databaseSignInGuard(database.db);
    const recent = fresh("eve");
    const old = fresh("fay");
    await guard.recordFailure(`${recent}|a`, recent);
    await guard.recordFailure(`${old}|a`, old);
    await database.db
      .update(signInFailures)
      .set({ failedAt: new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS - 60_000) })
      .where(eq(signInFailures.key, `${old}|a`));
    await deleteExpiredSignInRecords(database.db);
    const keys = (await database.db.select().from(signInFailures)).map((r) => r.key);
    expect(keys).toContain(`${recent}|a`);
    expect(keys).not.toContain(`${old}|a`);
  });
});
