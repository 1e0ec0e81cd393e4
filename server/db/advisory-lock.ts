/**
 * PostgreSQL advisory locks that keep several processes on one database out of each other's
 * way: migrations run once while the others wait, the first administrator is made
 * once, one process runs the periodic work. A key is two int4s: our namespace and a purpose,
 * so no other application's locks on the same server can collide with ours.
 */
import type pg from "pg";

/** "CARD" in ASCII. */
const NAMESPACE = 0x43415244;

export const LOCK = {
  migrations: 1,
  firstAdministrator: 2,
  /** Held for as long as a process is the one running periodic work (server/cluster/). */
  runner: 3,
  /** Taken for a moment while a run claims held lead mails, so two runs never split one card's digest. */
  leadDigestClaim: 4,
  /** Taken for a moment while an organisation is made, so two processes never both pass the cap. */
  organizationCount: 5,
} as const;

export type LockPurpose = (typeof LOCK)[keyof typeof LOCK];

/** The two keys of a lock, as query parameters. */
export function lockKeys(purpose: LockPurpose): [number, number] {
  return [NAMESPACE, purpose];
}

/**
 * Runs `work` while holding the lock on a connection of its own, waiting for whoever holds it.
 * A session lock ends with its connection: a process killed mid-work frees it for the next.
 */
export async function withSessionLock<T>(
  pool: pg.Pool,
  purpose: LockPurpose,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("select pg_advisory_lock($1, $2)", lockKeys(purpose));
    try {
      return await work();
    } finally {
      try {
        await client.query("select pg_advisory_unlock($1, $2)", lockKeys(purpose));
      } catch {
        broken = true;
      }
    }
  } finally {
    // A connection whose unlock failed is closed, not reused: closing it is what frees the lock.
    client.release(broken);
  }
}
