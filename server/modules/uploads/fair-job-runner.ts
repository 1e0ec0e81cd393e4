/**
 * Runs jobs one at a time, taken from a FairQueue, so one user's backlog delays another user
 * by a turn at most. Each job's time limit counts from the moment it starts, never its wait:
 * a job that waited behind slow ones still gets all of its time (and a job may restart its
 * clock with another limit as it moves to another step). How many jobs may wait is
 * bounded per owner and in all; past either bound a job is refused at once, which tells the
 * sender to slow down instead of holding their file in memory for minutes.
 */
import { FairQueue } from "./fair-queue";

export interface JobControl {
  /** Aborts when the job's time is up or the runner closes. */
  signal: AbortSignal;
  /** Gives the job `timeoutMs` from now instead of what was left of its time. */
  restartClock(timeoutMs: number): void;
}

export interface FairJobRunnerOptions<J, R> {
  /** Makes ready what jobs run on (starts a worker); not part of any job's time. */
  prepare?: () => Promise<void>;
  /** Runs one job. */
  run: (job: J, control: JobControl) => Promise<R>;
  timeoutMs: number;
  /** Jobs one owner may have waiting or running; more are refused. */
  perOwner: number;
  /** Jobs all owners together may have waiting or running. */
  total: number;
  errors: {
    ownerBusy: () => Error;
    serverBusy: () => Error;
    timedOut: () => Error;
  };
}

export interface FairJobRunner<J, R> {
  submit(owner: string, job: J): Promise<R>;
  /** Fails the waiting jobs with `error` and aborts the running one. */
  close(error: Error): void;
}

interface Entry<J, R> {
  owner: string;
  job: J;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export function createFairJobRunner<J, R>(options: FairJobRunnerOptions<J, R>): FairJobRunner<J, R> {
  const queue = new FairQueue<Entry<J, R>>();
  let running: { entry: Entry<J, R>; controller: AbortController; timer?: NodeJS.Timeout } | undefined;

  function countOf(owner: string): number {
    return queue.waitingOf(owner) + (running?.entry.owner === owner ? 1 : 0);
  }

  /**
   * Settles the running job, once, and starts the next. A job stopped from outside (time up,
   * closing) is aborted first, so whatever runs it stops before the next job starts.
   */
  function finish(
    current: NonNullable<typeof running>,
    outcome: { value: R } | { error: unknown },
    stopped = false,
  ): void {
    if (running !== current) return;
    running = undefined;
    clearTimeout(current.timer);
    if (stopped) current.controller.abort();
    if ("value" in outcome) current.entry.resolve(outcome.value);
    else current.entry.reject(outcome.error);
    startNext();
  }

  async function execute(current: NonNullable<typeof running>): Promise<R> {
    await options.prepare?.();
    if (running !== current) throw new Error("The job was stopped before it started.");
    const startClock = (timeoutMs: number) => {
      if (running !== current) return;
      clearTimeout(current.timer);
      current.timer = setTimeout(
        () => finish(current, { error: options.errors.timedOut() }, true),
        timeoutMs,
      );
    };
    // The clock starts now, with the job itself.
    startClock(options.timeoutMs);
    return options.run(current.entry.job, { signal: current.controller.signal, restartClock: startClock });
  }

  function startNext(): void {
    if (running) return;
    const entry = queue.shift();
    if (!entry) return;
    const current = { entry, controller: new AbortController() };
    running = current;
    execute(current).then(
      (value) => finish(current, { value }),
      (error: unknown) => finish(current, { error }),
    );
  }

  return {
    submit(owner, job) {
      if (countOf(owner) >= options.perOwner) return Promise.reject(options.errors.ownerBusy());
      if (queue.size + (running ? 1 : 0) >= options.total) return Promise.reject(options.errors.serverBusy());
      return new Promise<R>((resolve, reject) => {
        queue.push(owner, { owner, job, resolve, reject });
        startNext();
      });
    },
    close(error) {
      for (const entry of queue.drain()) entry.reject(error);
      if (running) finish(running, { error }, true);
    },
  };
}
