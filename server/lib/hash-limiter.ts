/**
 * At most `slots` password hashes at once, and a short queue for the next ones (decision 024).
 *
 * A hash at the full cost takes a core for about half a second and 128 MiB: a flood of sign-ins
 * beyond what the cores can hash only makes every answer later and the memory larger. So a
 * request that finds the slots taken waits in a queue of `queueLength`; past it, it is turned
 * away at once with 503 and a Retry-After (how long the work ahead of it should take), which
 * a person can act on. A batch import waits instead (`runPatiently`): it is one request doing
 * many hashes, and its place in the queue is taken turn by turn like everyone else's.
 */
import { HttpError } from "./http-error";

export const HASHING_BUSY = "The server is busy signing other people in. Please try again in a moment.";

/** 503 with Retry-After: the hashing queue is full. */
export class HashingBusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, HASHING_BUSY);
    this.headers = { "retry-after": String(retryAfterSeconds) };
  }
}

export interface HashLimiterOptions {
  /** Hashes running at once (the cores). */
  slots: number;
  /** Requests that may wait for a slot; the next are answered 503. */
  queueLength: number;
  /** Milliseconds since some fixed point (tests pass a fake clock). */
  now?: () => number;
}

export interface HashLimiter {
  /** Runs `task` in a slot, after waiting in the queue; throws HashingBusyError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Runs `task` in a slot, waiting however long it takes, outside the queue's length (batch imports). */
  runPatiently<T>(task: () => Promise<T>): Promise<T>;
  /** Hashes running and requests waiting now. */
  readonly running: number;
  readonly waiting: number;
}

/** What a hash takes before any has been timed: a full-cost hash on a slow core. */
const FIRST_ESTIMATE_MS = 1000;
/** Each timed hash moves the estimate this far towards its own time. */
const ESTIMATE_WEIGHT = 0.2;

interface Waiter {
  start: () => void;
  patient: boolean;
}

export function createHashLimiter(options: HashLimiterOptions): HashLimiter {
  const { slots, queueLength } = options;
  const now = options.now ?? (() => performance.now());
  const queue: Waiter[] = [];
  let running = 0;
  let queued = 0;
  let estimateMs = FIRST_ESTIMATE_MS;

  /** Seconds until the work ahead of a request arriving now should be done: at least 1. */
  function retryAfterSeconds(): number {
    const rounds = Math.ceil((running + queue.length + 1) / slots);
    return Math.max(1, Math.ceil((rounds * estimateMs) / 1000));
  }

  async function inSlot<T>(task: () => Promise<T>): Promise<T> {
    const started = now();
    try {
      return await task();
    } finally {
      estimateMs += (now() - started - estimateMs) * ESTIMATE_WEIGHT;
      const next = queue.shift();
      if (next) {
        if (!next.patient) queued--;
        next.start();
      } else {
        running--;
      }
    }
  }

  function enter<T>(task: () => Promise<T>, patient: boolean): Promise<T> {
    if (running < slots && queue.length === 0) {
      running++;
      return inSlot(task);
    }
    if (!patient && queued >= queueLength) return Promise.reject(new HashingBusyError(retryAfterSeconds()));
    if (!patient) queued++;
    // The slot is handed over as it frees: `running` stays as it is.
    return new Promise<void>((start) => queue.push({ start, patient })).then(() => inSlot(task));
  }

  return {
    run: (task) => enter(task, false),
    runPatiently: (task) => enter(task, true),
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
