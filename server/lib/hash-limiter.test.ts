/** The password hash limiter: slots, a short queue, 503 with Retry-After past it (decision 024). */
import { describe, expect, it } from "vitest";
import { createHashLimiter, HASHING_BUSY, HashingBusyError } from "./hash-limiter";

/** A task that runs until `finish()`; `started` says whether the limiter let it begin. */
function task(log: string[] = [], name = "") {
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const state = { started: false };
  const run = () =>
    new Promise<string>((resolve, reject) => {
      state.started = true;
      log.push(name);
      finish = resolve;
      fail = reject;
    });
  return { run, state, finish: (value = name) => finish(value), fail: (error: Error) => fail(error) };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the hash limiter", () => {
  it("runs as many tasks as it has slots, and starts the waiting ones in their order as slots free", async () => {
    const limiter = createHashLimiter({ slots: 2, queueLength: 5 });
    const log: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => task(log, name));
    const results = tasks.map((t) => limiter.run(t.run));
    await turn();
    expect(log).toEqual(["a", "b"]);
    expect([limiter.running, limiter.waiting]).toEqual([2, 2]);
    tasks[1]!.finish();
    await turn();
    expect(log).toEqual(["a", "b", "c"]);
    const failed = expect(results[0]).rejects.toThrow("scrypt failed");
    tasks[0]!.fail(new Error("scrypt failed"));
    await failed;
    await turn();
    expect(log).toEqual(["a", "b", "c", "d"]);
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results.slice(1))).toEqual(["b", "c", "d"]);
    expect([limiter.running, limiter.waiting]).toEqual([0, 0]);
  });

  it("turns a request away with 503 and Retry-After once the queue is full, and takes it again when there is room", async () => {
    const limiter = createHashLimiter({ slots: 1, queueLength: 2 });
    const running = task();
    const queued = [task(), task()];
    const all = [limiter.run(running.run), ...queued.map((t) => limiter.run(t.run))];
    const refused = limiter.run(task().run);
    await expect(refused).rejects.toBeInstanceOf(HashingBusyError);
    const error = (await refused.catch((e: unknown) => e)) as HashingBusyError;
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe(HASHING_BUSY);
    expect(Number(error.headers?.["retry-after"])).toBeGreaterThanOrEqual(1);
    running.finish();
    await turn();
    // One left the queue for the slot: there is room for one more.
    const again = task();
    const accepted = limiter.run(again.run);
    await expect(limiter.run(task().run)).rejects.toBeInstanceOf(HashingBusyError);
    for (const t of [...queued, again]) {
      await turn();
      t.finish();
    }
    await Promise.all([...all, accepted]);
  });

  it("counts a patient task (a batch import) outside the queue, never refuses it, and serves it in turn", async () => {
    const limiter = createHashLimiter({ slots: 1, queueLength: 1 });
    const log: string[] = [];
    const first = task(log, "sign-in 1");
    const imports = [task(log, "import 1"), task(log, "import 2"), task(log, "import 3")];
    const second = task(log, "sign-in 2");
    const done = [limiter.run(first.run), ...imports.slice(0, 2).map((t) => limiter.runPatiently(t.run))];
    done.push(limiter.run(second.run));
    done.push(limiter.runPatiently(imports[2]!.run));
    await expect(limiter.run(task().run)).rejects.toBeInstanceOf(HashingBusyError);
    for (const t of [first, imports[0]!, imports[1]!, second, imports[2]!]) {
      await turn();
      expect(t.state.started).toBe(true);
      t.finish();
    }
    await Promise.all(done);
    expect(log).toEqual(["sign-in 1", "import 1", "import 2", "sign-in 2", "import 3"]);
  });

  it("says to come back after the work ahead should be done, from how long the tasks took", async () => {
    let clock = 0;
    const limiter = createHashLimiter({ slots: 2, queueLength: 4, now: () => clock });
    // Tasks of 3 s each teach the estimate.
    for (let i = 0; i < 40; i++) {
      const t = task();
      const done = limiter.run(t.run);
      clock += 3000;
      t.finish();
      await done;
    }
    const tasks = Array.from({ length: 6 }, () => task());
    const running = tasks.map((t) => limiter.run(t.run));
    const error = (await limiter.run(task().run).catch((e: unknown) => e)) as HashingBusyError;
    // 6 ahead and this one on 2 slots: 4 rounds of about 3 s.
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(11);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(12);
    for (const t of tasks) {
      await turn();
      t.finish();
    }
    await Promise.all(running);
  });
});
