import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GroupCommitWriter, WriterClosedError } from "./group-commit";

/** A fake insert that records every batch and lets the test decide when it commits. */
function fakeInsert() {
  const batches: number[][] = [];
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  let manual = false;
  const insert = vi.fn(async (batch: number[]) => {
    batches.push([...batch]);
    if (manual) {
      await new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
    }
    return batch.map((n) => n * 10);
  });
  return {
    insert,
    batches,
    /** From now on each batch waits until the test calls commitNext() or failNext(). */
    holdCommits: () => {
      manual = true;
    },
    commitNext: () => pending.shift()!.resolve(),
    failNext: (error: unknown) => pending.shift()!.reject(error),
    get waiting() {
      return pending.length;
    },
  };
}

/** Records how each promise settled without ever leaving a rejection unhandled. */
function track<R>(promise: Promise<R>) {
  const state: { value?: R; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error) => Object.assign(state, { error, settled: true }),
  );
  return state;
}

describe("GroupCommitWriter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes events that arrive together in one batch after the delay, and only then resolves", async () => {
    const fake = fakeInsert();
    const writer = new GroupCommitWriter({ insert: fake.insert, maxDelayMs: 5, maxBatchSize: 100 });
    const a = track(writer.write(1));
    const b = track(writer.write(2));
    const c = track(writer.write(3));

    await vi.advanceTimersByTimeAsync(4);
    expect(fake.insert).not.toHaveBeenCalled();
    expect(a.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(fake.batches).toEqual([[1, 2, 3]]);
    expect([a.value, b.value, c.value]).toEqual([10, 20, 30]);
  });

  it("does not resolve before the insert has committed", async () => {
    const fake = fakeInsert();
    fake.holdCommits();
    const writer = new GroupCommitWriter({ insert: fake.insert, maxDelayMs: 2, maxBatchSize: 100 });
    const a = track(writer.write(7));
    await vi.advanceTimersByTimeAsync(10);
    expect(fake.insert).toHaveBeenCalledTimes(1);
    expect(a.settled).toBe(false);
    fake.commitNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.value).toBe(70);
  });

  it("flushes at once when the batch reaches its size limit, never exceeding it", async () => {
    const fake = fakeInsert();
    const writer = new GroupCommitWriter({ insert: fake.insert, maxDelayMs: 1000, maxBatchSize: 3 });
    const results = [1, 2, 3, 4, 5, 6, 7].map((n) => track(writer.write(n)));
    // No time passes: the first full batch goes immediately, the rest follow as each commits.
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches.slice(0, 2)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(results.map((r) => r.value)).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it("keeps one batch in flight and sends what queued meanwhile in arrival order right after it", async () => {
    const fake = fakeInsert();
    fake.holdCommits();
    const writer = new GroupCommitWriter({ insert: fake.insert, maxDelayMs: 5, maxBatchSize: 100 });
    track(writer.write(1));
    await vi.advanceTimersByTimeAsync(5);
    expect(fake.batches).toEqual([[1]]);

    const later = [2, 3, 4].map((n) => track(writer.write(n)));
    await vi.advanceTimersByTimeAsync(50);
    expect(fake.batches).toEqual([[1]]);
    expect(writer.pending).toBe(3);

    fake.commitNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches).toEqual([[1], [2, 3, 4]]);
    fake.commitNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(later.map((r) => r.value)).toEqual([20, 30, 40]);
  });

  it("gives every waiting caller the error of a failed insert and carries on with the next batch", async () => {
    const fake = fakeInsert();
    fake.holdCommits();
    const writer = new GroupCommitWriter({ insert: fake.insert, maxDelayMs: 1, maxBatchSize: 100 });
    const failing = [1, 2].map((n) => track(writer.write(n)));
    await vi.advanceTimersByTimeAsync(1);
    const next = track(writer.write(3));
    const boom = new Error("disk full");
    fake.failNext(boom);
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.map((r) => r.error)).toEqual([boom, boom]);
    expect(next.settled).toBe(false);

    fake.commitNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(next.value).toBe(30);
  });

  it("fails the batch when the insert answers for a different number of events", async () => {
    const writer = new GroupCommitWriter<number, number>({
      insert: async () => [1],
      maxDelayMs: 1,
      maxBatchSize: 100,
    });
    const a = track(writer.write(1));
    const b = track(writer.write(2));
    await vi.advanceTimersByTimeAsync(1);
    expect(String(a.error)).toContain("1 results for a batch of 2");
    expect(b.error).toBe(a.error);
  });

  it("on close writes everything still queued, waits for it, then refuses new events", async () => {
    const fake = fakeInsert();
    fake.holdCommits();
    const writer = new GroupCommitWriter({ insert: fake.insert, maxDelayMs: 1000, maxBatchSize: 2 });
    const results = [1, 2, 3].map((n) => track(writer.write(n)));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches).toEqual([[1, 2]]);

    const closed = track(writer.close());
    await vi.advanceTimersByTimeAsync(0);
    expect(closed.settled).toBe(false);
    fake.commitNext();
    await vi.advanceTimersByTimeAsync(0);
    // The long delay is not waited for: close sends the rest at once.
    expect(fake.batches).toEqual([[1, 2], [3]]);
    expect(closed.settled).toBe(false);
    fake.commitNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(closed.settled).toBe(true);
    expect(results.map((r) => r.value)).toEqual([10, 20, 30]);

    await expect(writer.write(4)).rejects.toBeInstanceOf(WriterClosedError);
    expect(fake.insert).toHaveBeenCalledTimes(2);
  });

  it("closes at once when idle and settles even when the last batch fails", async () => {
    const idle = new GroupCommitWriter({ insert: fakeInsert().insert, maxDelayMs: 5, maxBatchSize: 10 });
    await idle.close();

    const failing = new GroupCommitWriter<number, number>({
      insert: async () => {
        throw new Error("gone");
      },
      maxDelayMs: 1000,
      maxBatchSize: 10,
    });
    const a = track(failing.write(1));
    await failing.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(String(a.error)).toContain("gone");
  });
});
