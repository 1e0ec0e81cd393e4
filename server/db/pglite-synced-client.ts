/**
 * The PGlite client whose statements answer only once what they committed is on the disk
 * (decision 022). PGlite's commit notes the WAL files to sync instead of syncing them on the
 * event loop (deferred-wal-sync.ts); here each statement, and each transaction as a whole,
 * waits for those syncs, made on the WAL's own thread (decision 024), before its caller sees
 * the result. While it waits, the event loop serves other requests and PGlite runs the next
 * statement. A failed sync fails every statement after it, a ping included: readiness
 * (/readyz) sees it.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { withOverrides } from "./pglite-overrides";

/** `client`, whose query, exec and transaction settle after `flush()` does. */
export function answeringWhenSynced(client: PGlite, flush: () => Promise<void>): PGlite {
  async function afterSync<T>(result: Promise<T>): Promise<T> {
    const value = await result;
    await flush();
    return value;
  }
  const query: PGlite["query"] = (...args) => afterSync(client.query(...args));
  const exec: PGlite["exec"] = (...args) => afterSync(client.exec(...args));
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    afterSync(client.transaction(callback));
  return withOverrides(client, { query, exec, transaction });
}
