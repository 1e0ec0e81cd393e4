/**
 * Work a server does on a schedule (purges, digests): once at start, then every `intervalMs`,
 * on the process that runs periodic work (the coordinator's runner; always, with one process).
 * One run at a time: a run asked for while one is under way joins it. A failed run is logged and
 * the next one tries again. The timer keeps no process alive.
 */
import type { FastifyBaseLogger } from "fastify";

export interface PeriodicJob {
  /** Runs the work now (or joins the run under way); resolves when done, never rejects. */
  runOnce(): Promise<void>;
  /** Stops the schedule and waits for a run under way. */
  close(): Promise<void>;
}

export function startPeriodicJob(options: {
  work: () => Promise<void>;
  log: FastifyBaseLogger;
  /** Logged with the error when a run fails. */
  failure: string;
  intervalMs: number;
  /** Whether this process runs the periodic work now; always, with one process. */
  isRunner?: () => boolean;
}): PeriodicJob {
  let running: Promise<void> | undefined;

  function runOnce(): Promise<void> {
    running ??= options
      .work()
      .catch((error: unknown) => options.log.warn({ err: error }, options.failure))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const isRunner = options.isRunner ?? (() => true);
  const onSchedule = () => {
    if (isRunner()) void runOnce();
  };
  const timer = setInterval(onSchedule, options.intervalMs);
  timer.unref();
  onSchedule();

  return {
    runOnce,
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
