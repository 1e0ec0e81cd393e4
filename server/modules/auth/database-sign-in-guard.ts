/**
 * The sign-in limits in the database, shared by every process on it. The same
 * rules as the in-memory guard, counted by the database's clock so processes on machines
 * whose clocks differ still agree. Sign-in costs a deliberate scrypt hash; the two or three
 * statements here are small beside it (measured in docs/decisions/018).
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import { signInFailures, signInLockouts } from "../../db/schema";
import { lockAfterFailures } from "./account-backoff";
import { SIGN_IN_LIMITS, type SignInGuard } from "./sign-in-guard";

const ms = (value: number) => sql`${value} * interval '1 millisecond'`;

export function databaseSignInGuard(db: Db): SignInGuard {
  const { maxFailures, windowMs, account: backoff } = SIGN_IN_LIMITS;
  return {
    async retryAfterMs(key, account) {
      // The throttle waits for the oldest of the last maxFailures failures to leave the window.
      const [row] = await rows<{ wait: number }>(
        db,
        sql`select greatest(0,
          coalesce(extract(epoch from (
            (select failed_at from ${signInFailures}
              where key = ${key} and failed_at > now() - ${ms(windowMs)}
              order by failed_at desc offset ${maxFailures - 1} limit 1)
            + ${ms(windowMs)} - now())), 0),
          coalesce(extract(epoch from (
            (select locked_until from ${signInLockouts}
              where account = ${account} and last_failure_at > now() - ${ms(backoff.memoryMs)})
            - now())), 0)
        ) * 1000 as wait`,
      );
      return Math.ceil(Number(row?.wait ?? 0));
    },

    async recordFailure(key, account) {
      await db.insert(signInFailures).values({ key, failedAt: sql`now()` });
      const [counted] = await rows<{ failures: number }>(
        db,
        sql`insert into ${signInLockouts} as l (account, failures, last_failure_at, locked_until)
          values (${account}, 1, now(), now())
          on conflict (account) do update set
            failures = case when l.last_failure_at <= now() - ${ms(backoff.memoryMs)} then 1 else l.failures + 1 end,
            last_failure_at = now()
          returning failures`,
      );
      const failures = Number(counted!.failures);
      const lockMs = lockAfterFailures(failures, backoff);
      if (lockMs === 0) return;
      // Only for this count: a failure counted meanwhile by another process sets its own, longer lock.
      await db
        .update(signInLockouts)
        .set({ lockedUntil: sql`now() + ${ms(lockMs)}` })
        .where(and(eq(signInLockouts.account, account), eq(signInLockouts.failures, failures)));
    },

    async reset(key, account) {
      await db.delete(signInFailures).where(eq(signInFailures.key, key));
      await db.delete(signInLockouts).where(eq(signInLockouts.account, account));
    },
    async unlockAccount(account) {
      await db.delete(signInLockouts).where(eq(signInLockouts.account, account));
    },
  };
}

/** Forgets failures no limit counts any more (the runner calls it with the other purges). */
export async function deleteExpiredSignInRecords(db: Db): Promise<void> {
  await db
    .delete(signInFailures)
    .where(lt(signInFailures.failedAt, sql`now() - ${ms(SIGN_IN_LIMITS.windowMs)}`));
  await db
    .delete(signInLockouts)
    .where(lt(signInLockouts.lastFailureAt, sql`now() - ${ms(SIGN_IN_LIMITS.account.memoryMs)}`));
}
