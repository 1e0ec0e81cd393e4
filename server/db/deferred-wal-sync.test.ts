/** The WAL syncs made off the event loop, and the changes that wait for them (decision 022). */
import { describe, expect, it } from "vitest";
import { DeferredWalSync, WalSyncFailedError } from "./deferred-wal-sync";

/** A host whose syncs on other threads finish when the test says, each recorded in order. */
function fakeHost() {
  const made: string[] = [];
  const waiting = new Map<number, { resolve: () => void; reject: (error: unknown) => void }[]>();
  const host = {
    sync(fd: number) {
      made.push(`here ${fd}`);
    },
    syncAsync(fd: number) {
      made.push(`started ${fd}`);
      return new Promise<void>((resolve, reject) => {
        const list = waiting.get(fd) ?? [];
        list.push({
          resolve: () => {
            made.push(`finished ${fd}`);
            resolve();
          },
          reject,
        });
        waiting.set(fd, list);
      });
    },
  };
  const next = (fd: number) => {
    const list = waiting.get(fd);
    const first = list?.shift();
    if (!first) throw new Error(`no sync of ${fd} under way`);
    return first;
  };
  return {
    host,
    made,
    finish: (fd: number) => next(fd).resolve(),
    fail: (fd: number, code: string) => next(fd).reject(Object.assign(new Error(`${code}: fsync`), { code })),
  };
}

function setUp() {
  const fake = fakeHost();
  let synced = 0;
  const wal = new DeferredWalSync(fake.host, () => synced++);
  return { ...fake, wal, synced: () => synced };
}

/** Whether `promise` has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("DeferredWalSync", () => {
  it("syncs a noted WAL file on another thread at the flush, and settles when that sync has", async () => {
    const { wal, made, finish, synced } = setUp();
    wal.defer(5);
    wal.defer(5);
    expect(made).toEqual([]);
    const flushed = wal.flush();
    expect(made).toEqual(["started 5"]);
    expect(await settled(flushed)).toBe(false);
    finish(5);
    await flushed;
    expect(made).toEqual(["started 5", "finished 5"]);
    expect(synced()).toBe(1);
  });

  it("settles a flush only when every sync under way has, not just its own", async () => {
    const { wal, finish } = setUp();
    wal.defer(5);
    const first = wal.flush();
    wal.defer(6);
    const second = wal.flush();
    finish(6);
    expect(await settled(second)).toBe(false);
    finish(5);
    await Promise.all([first, second]);
    // With nothing noted since, a flush has nothing to wait for.
    expect(await settled(wal.flush())).toBe(true);
  });

  it("syncs every WAL file written, noted or under way, here and now before any other change", async () => {
    const { wal, made, finish } = setUp();
    wal.defer(5);
    const flushed = wal.flush();
    wal.defer(6);
    wal.beforeOtherChange();
    expect(made).toEqual(["started 5", "here 6", "here 5"]);
    finish(5);
    await flushed;
    // The noted file was synced here: the next flush has nothing left to sync.
    await wal.flush();
    expect(made).toEqual(["started 5", "here 6", "here 5", "finished 5"]);
    wal.beforeOtherChange();
    expect(made).toHaveLength(4);
  });

  it("syncs a data file or folder after the WAL written before it", () => {
    const { wal, made } = setUp();
    wal.defer(5);
    wal.syncOther(9);
    expect(made).toEqual(["here 5", "here 9"]);
  });

  it("syncs a WAL file PostgreSQL closes, and takes EBADF from its sync under way as covered", async () => {
    const { wal, made, fail, synced } = setUp();
    wal.beforeClose(7);
    expect(made).toEqual([]);
    wal.defer(5);
    const flushed = wal.flush();
    wal.beforeClose(5);
    expect(made).toEqual(["started 5", "here 5"]);
    // A later change does not sync the closed number again: it may name nothing now.
    wal.beforeOtherChange();
    expect(made).toEqual(["started 5", "here 5"]);
    fail(5, "EBADF");
    await flushed;
    expect(synced()).toBe(1);
    wal.defer(5);
    wal.beforeClose(5);
    expect(made).toEqual(["started 5", "here 5", "here 5"]);
  });

  it("fails every later flush and change once a sync has failed", async () => {
    const { wal, fail } = setUp();
    wal.defer(5);
    const flushed = wal.flush();
    fail(5, "EIO");
    await expect(flushed).rejects.toThrow(WalSyncFailedError);
    await expect(flushed).rejects.toThrow("could not sync its WAL to the disk: Error: EIO: fsync");
    await expect(wal.flush()).rejects.toThrow(WalSyncFailedError);
    expect(() => wal.defer(6)).toThrow(expect.objectContaining({ code: "EIO" }));
    expect(() => wal.beforeOtherChange()).toThrow(WalSyncFailedError);
  });

  it("keeps a sync from before a close covered once the number names a new WAL file", async () => {
    const { wal, made, finish, fail } = setUp();
    wal.defer(5);
    const first = wal.flush();
    wal.beforeClose(5);
    // The number is reused by the next segment, noted and synced in turn.
    wal.defer(5);
    const second = wal.flush();
    fail(5, "EBADF");
    await first;
    // The new file's sync is still under way, so a change syncs it here first.
    wal.beforeOtherChange();
    expect(made).toEqual(["started 5", "here 5", "started 5", "here 5"]);
    finish(5);
    await second;
  });

  it("takes EBADF as a failure when PostgreSQL did not close the file", async () => {
    const { wal, fail } = setUp();
    wal.defer(5);
    const flushed = wal.flush();
    fail(5, "EBADF");
    await expect(flushed).rejects.toThrow(WalSyncFailedError);
  });

  it("fails later changes when a sync made here fails, and passes the host's error on", () => {
    const failing = new DeferredWalSync(
      {
        sync: () => {
          throw Object.assign(new Error("EIO: fsync"), { code: "EIO" });
        },
        syncAsync: async () => {},
      },
      () => {},
    );
    failing.defer(5);
    expect(() => failing.beforeOtherChange()).toThrow("EIO: fsync");
    expect(() => failing.syncOther(9)).toThrow(WalSyncFailedError);
  });
});
