/**
 * Statements on the embedded database answer only once their commit is synced (decision 022),
 * and a failed sync fails them. PGlite only: skipped in the PostgreSQL run.
 */
import { fsync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { WalSyncFailedError } from "./deferred-wal-sync";
import { openDurablePglite } from "./pglite-durability";
import { hostFsync } from "./pglite-host-fsync";
import { answeringWhenSynced } from "./pglite-synced-client";

/** Whether `promise` has settled after the event loop has gone round a few times. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 5));
  return done;
}

describe.skipIf(process.env.TEST_DATABASE_URL)("the embedded database's statements", () => {
  let dir: string | undefined;
  let client: PGlite | undefined;
  afterEach(async () => {
    await client?.close().catch(() => {});
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A database whose syncs off the event loop go through `syncAsync`, synced as the app opens it. */
  async function open(syncAsync: (fd: number) => Promise<void>) {
    dir = mkdtempSync(join(tmpdir(), "cardfolio-synced-client-test-"));
    const hook = hostFsync({ sync: () => {}, syncAsync });
    client = await openDurablePglite(join(dir, "pglite"), { hook });
    const synced = answeringWhenSynced(client, hook.flush);
    await synced.exec("create table events (id serial primary key, body text not null)");
    return synced;
  }

  it("answers a statement, or a transaction, only once its WAL is synced", async () => {
    let release: () => void = () => {};
    let held = false;
    const synced = await open(async (fd) => {
      if (held) await new Promise<void>((resolve) => (release = resolve));
      await promisify(fsync)(fd);
    });
    held = true;
    const insert = synced.query("insert into events (body) values ('held') returning id");
    expect(await settled(insert)).toBe(false);
    release();
    expect((await insert).rows).toHaveLength(1);

    const transaction = synced.transaction(async (tx) => {
      await tx.query("insert into events (body) values ('in a transaction')");
      return "committed";
    });
    expect(await settled(transaction)).toBe(false);
    release();
    expect(await transaction).toBe("committed");
    // A read commits nothing: it does not wait.
    expect(await settled(synced.query("select count(*) from events"))).toBe(true);
  });

  it("fails the statement whose sync failed, and every statement after it", async () => {
    let failing = false;
    const synced = await open(async (fd) => {
      if (failing) throw Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" });
      await promisify(fsync)(fd);
    });
    failing = true;
    await expect(synced.query("insert into events (body) values ('lost?')")).rejects.toThrow(
      WalSyncFailedError,
    );
    await expect(synced.query("select count(*) from events")).rejects.toThrow(
      "could not sync its WAL to the disk",
    );
  });
});
