/** The WAL's own sync thread (decision 024): it answers while libuv's pool is busy, and fails as fs.fsync does. */

import { scrypt } from "node:crypto";
import { closeSync, fsync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { walSyncThread } from "./wal-sync-thread";

const dir = mkdtempSync(join(tmpdir(), "cardfolio-wal-thread-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** libuv's pool, every thread held for a while by a password hash at a high cost. */
function occupyThePool(): { finished: () => number; done: Promise<unknown> } {
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  let finished = 0;
  const hashes = Array.from(
    { length: threads },
    () =>
      new Promise<void>((resolve, reject) =>
        scrypt("password", "salt", 32, { N: 2 ** 16, r: 8, p: 1, maxmem: 2 ** 28 }, (error) => {
          finished++;
          error ? reject(error) : resolve();
        }),
      ),
  );
  return { finished: () => finished, done: Promise.all(hashes) };
}

/** When `sync` settles, how many of the pool's hashes had finished. */
async function hashesFinishedBefore(sync: (fd: number) => Promise<void>): Promise<number> {
  const fd = openSync(join(dir, "wal"), "a");
  try {
    writeSync(fd, "a commit record");
    const pool = occupyThePool();
    await sync(fd);
    const finished = pool.finished();
    await pool.done;
    return finished;
  } finally {
    closeSync(fd);
  }
}

describe("the WAL's sync thread", () => {
  it("syncs while every thread of libuv's pool is hashing, where fs.fsync waits for a hash", async () => {
    expect(await hashesFinishedBefore((fd) => walSyncThread.sync(fd))).toBe(0);
    // The same wait on libuv's pool: the sync queues behind the hashes.
    expect(await hashesFinishedBefore(promisify(fsync))).toBeGreaterThan(0);
  });

  it("syncs one file after another, and fails as fs.fsync does, with its code", async () => {
    const fd = openSync(join(dir, "several"), "a");
    writeSync(fd, "x");
    await Promise.all([walSyncThread.sync(fd), walSyncThread.sync(fd), walSyncThread.sync(fd)]);
    closeSync(fd);
    await expect(walSyncThread.sync(fd)).rejects.toMatchObject({ code: "EBADF" });
    // A failure leaves the thread working for the next file.
    const next = openSync(join(dir, "next"), "a");
    await expect(walSyncThread.sync(next)).resolves.toBeUndefined();
    closeSync(next);
  });
});
