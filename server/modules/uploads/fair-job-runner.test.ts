import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFairJobRunner, type FairJobRunnerOptions } from "./fair-job-runner";

/** A job that takes `ms` of (fake) time and answers its name. */
interface Job {
  name: string;
  ms: number;
}

const errors = {
  ownerBusy: () => new Error("owner busy"),
  serverBusy: () => new Error("server busy"),
  timedOut: () => new Error("timed out"),
};

function runner(options: Partial<FairJobRunnerOptions<Job, string>> = {}) {
  const started: string[] = [];
  const aborted: string[] = [];
  const jobs = createFairJobRunner<Job, string>({
    run: (job, { signal }) => {
      started.push(job.name);
      signal.addEventListener("abort", () => aborted.push(job.name));
      return new Promise((resolve) => setTimeout(() => resolve(job.name), job.ms));
    },
    timeoutMs: 1000,
    perOwner: 10,
    total: 100,
    errors,
    ...options,
  });
  return { jobs, started, aborted };
}

/** Settles a promise into what it resolved or the message it failed with. */
const outcome = (promise: Promise<string>) =>
  promise.then(
    (value) => value,
    (error: Error) => `failed: ${error.message}`,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("fair job runner", () => {
  it("runs another user's one job second, not after the first user's five", async () => {
    const { jobs, started } = runner();
    const fromA = [1, 2, 3, 4, 5].map((n) => outcome(jobs.submit("A", { name: `A${n}`, ms: 500 })));
    const fromB = outcome(jobs.submit("B", { name: "B1", ms: 500 }));
    await vi.advanceTimersByTimeAsync(6 * 500);
    expect(started).toEqual(["A1", "B1", "A2", "A3", "A4", "A5"]);
    expect(await Promise.all([...fromA, fromB])).toEqual(["A1", "A2", "A3", "A4", "A5", "B1"]);
  });

  it("takes users in turn, the one served least recently first", async () => {
    const { jobs, started } = runner();
    const all = [
      ...["A1", "A2", "A3"].map((name) => jobs.submit("A", { name, ms: 10 })),
      ...["B1", "B2"].map((name) => jobs.submit("B", { name, ms: 10 })),
      jobs.submit("C", { name: "C1", ms: 10 }),
    ];
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all(all);
    expect(started).toEqual(["A1", "B1", "C1", "A2", "B2", "A3"]);
  });

  it("counts a job's time from its start, not from when it was queued", async () => {
    const { jobs, aborted } = runner({ timeoutMs: 1000 });
    // Each takes 800 ms: the fifth waits 3.2 s, more than the limit, and still succeeds.
    const patient = [1, 2, 3, 4, 5].map((n) => outcome(jobs.submit("A", { name: `A${n}`, ms: 800 })));
    await vi.advanceTimersByTimeAsync(5 * 800);
    expect(await Promise.all(patient)).toEqual(["A1", "A2", "A3", "A4", "A5"]);
    expect(aborted).toEqual([]);
  });

  it("fails a job that runs over its time, stops it, and goes on with the next", async () => {
    const { jobs, started, aborted } = runner({ timeoutMs: 1000 });
    const slow = outcome(jobs.submit("A", { name: "slow", ms: 5000 }));
    const next = outcome(jobs.submit("B", { name: "next", ms: 10 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toEqual(["slow"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toBe("failed: timed out");
    expect(aborted).toEqual(["slow"]);
    await vi.advanceTimersByTimeAsync(10);
    expect(await next).toBe("next");
  });

  it("lets a job restart its clock with the limit of its next step", async () => {
    /** A first step of 900 ms, then a second of `ms` with `limit` ms to take. */
    const { jobs } = runner({
      timeoutMs: 1000,
      run: (job, { restartClock }) =>
        new Promise((resolve) =>
          setTimeout(() => {
            restartClock(job.name === "generous" ? 500 : 100);
            setTimeout(() => resolve(job.name), job.ms);
          }, 900),
        ),
    });
    // Done 1.2 s after it started, past its first limit, within its second.
    const generous = outcome(jobs.submit("A", { name: "generous", ms: 300 }));
    await vi.advanceTimersByTimeAsync(1200);
    expect(await generous).toBe("generous");
    const strict = outcome(jobs.submit("A", { name: "strict", ms: 200 }));
    await vi.advanceTimersByTimeAsync(1100);
    expect(await strict).toBe("failed: timed out");
  });

  it("refuses more jobs than one owner, or everyone, may have waiting or running", async () => {
    const { jobs } = runner({ perOwner: 2, total: 3 });
    const accepted = [jobs.submit("A", { name: "A1", ms: 10 }), jobs.submit("A", { name: "A2", ms: 10 })];
    expect(await outcome(jobs.submit("A", { name: "A3", ms: 10 }))).toBe("failed: owner busy");
    accepted.push(jobs.submit("B", { name: "B1", ms: 10 }));
    expect(await outcome(jobs.submit("C", { name: "C1", ms: 10 }))).toBe("failed: server busy");
    await vi.advanceTimersByTimeAsync(30);
    await Promise.all(accepted);
    // Done jobs no longer count.
    const later = jobs.submit("A", { name: "A4", ms: 10 });
    await vi.advanceTimersByTimeAsync(10);
    expect(await later).toBe("A4");
  });

  it("on close, fails the waiting jobs and aborts the running one", async () => {
    const { jobs, aborted } = runner();
    const running = outcome(jobs.submit("A", { name: "A1", ms: 500 }));
    const waiting = outcome(jobs.submit("B", { name: "B1", ms: 500 }));
    await vi.advanceTimersByTimeAsync(0);
    jobs.close(new Error("closed"));
    expect(await running).toBe("failed: closed");
    expect(await waiting).toBe("failed: closed");
    expect(aborted).toEqual(["A1"]);
  });
});
