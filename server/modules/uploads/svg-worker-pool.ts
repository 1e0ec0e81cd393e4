/**
 * SVG work away from the server's process. jsdom builds a full DOM (seconds of CPU for a
 * 2 MB file) and librsvg may take seconds to draw an icon, and librsvg cannot be interrupted:
 * on the server's own libuv pool it held the threads that sign-in's scrypt needs, and eight
 * hostile icons raised sign-in from 0.4 s to 11.6 s. So one worker process does all of it:
 *
 * - it runs at a lower CPU priority, so the server's requests win the cores;
 * - it does one file at a time, so SVG work never takes more than one core;
 * - each file gets TASK_TIMEOUT_MS from the moment it starts, and an icon DRAW_TIMEOUT_MS
 *   more from when its drawing starts; then the process is killed, which stops even
 *   librsvg, and the next file gets a new one;
 * - files are taken fairly across users (fair-job-runner.ts), and a user may have only a
 *   few waiting, so one user's backlog cannot make another's file wait or fail.
 *
 * The worker is started on the first SVG and kept for the next; it does not keep an idle
 * server process alive.
 */
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { setPriority } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { HttpError, tooManyRequests, unprocessable } from "../../lib/http-error";
import { COMPILED_SERVER_DIR, runningCompiled } from "../../lib/project-files";
import { createFairJobRunner, type JobControl } from "./fair-job-runner";
import { SVG_TOO_COMPLEX } from "./svg-limits";
import type { Box } from "./svg-rasterise";
import { type SvgDrawing, type SvgResult, type SvgTask, WORKER_READY } from "./svg-worker-protocol";

export { SVG_TOO_COMPLEX } from "./svg-limits";
export const SVG_UPLOADER_BUSY =
  "You are already uploading several SVG files. Please wait until they are processed, then try again.";
const SVG_SERVER_BUSY = "The server is busy with other SVG files. Please try again in a minute.";

const TASK_TIMEOUT_MS = 20_000;
/**
 * Drawing an icon that passed svg-limits.ts takes a real one well under 0.1 s, and at most
 * about 3 s when made to be slow; what the counts cannot see (glyphs of huge text, say)
 * stops here, long before TASK_TIMEOUT_MS.
 */
const DRAW_TIMEOUT_MS = 5_000;
/** SVGs one user may have waiting or in work: the web app sends one at a time. */
const PER_USER = 3;
/** SVGs waiting or in work in all; each holds up to 5 MB until its turn. */
const TOTAL = 32;
/** A DOM of a 2 MB SVG needs well under this; a pathological one fails here, not in the server. */
const WORKER_HEAP_MB = 512;
/** Starting is ours to do, not the file's: it is not part of a file's time, but it is bounded. */
const START_TIMEOUT_MS = 60_000;
/** Nice value of the worker: under load, the server's own threads get the CPU first. */
const WORKER_NICENESS = 10;
/**
 * The worker's entry: compiled beside the compiled server (`npm run build`), or its TypeScript
 * source through a boot file that registers tsx's loader first (a forked process inherits none).
 */
const WORKER_ENTRY = runningCompiled()
  ? join(COMPILED_SERVER_DIR, "svg-worker.js")
  : fileURLToPath(new URL("./svg-worker-boot.mjs", import.meta.url));

type Job = Omit<SvgTask, "id">;

export interface SvgWorkerPool {
  /** The sanitised SVG, or undefined when the bytes are not an SVG document. */
  sanitize(bytes: Uint8Array, owner?: string): Promise<Buffer | undefined>;
  /** The sanitised SVG drawn as a PNG fitted inside `box`, or undefined when not an SVG document. */
  rasterise(bytes: Uint8Array, box: Box, owner?: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

export interface SvgWorkerPoolOptions {
  timeoutMs?: number;
  drawTimeoutMs?: number;
  perUser?: number;
  total?: number;
}

/** An idle worker must not keep the process alive; one with a task must. */
function holdOpen(child: ChildProcess, hold: boolean): void {
  if (hold) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

function start(): Promise<ChildProcess> {
  const child = fork(WORKER_ENTRY, [], {
    // Not the server's own flags (a debugger port, say); a heap limit of its own.
    execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    if (child.pid !== undefined) setPriority(child.pid, WORKER_NICENESS);
  } catch {
    // Not permitted here (some containers): it still runs, one file at a time.
  }
  // A failed send or kill must not become an unhandled 'error' event in the server.
  child.on("error", () => {});
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new Error("The SVG worker did not start in time.")),
      START_TIMEOUT_MS,
    );
    child.once("message", (message) => {
      clearTimeout(timer);
      holdOpen(child, false);
      if (message === WORKER_READY) resolve(child);
      else fail(new Error(`The SVG worker started with an unexpected message: ${String(message)}`));
    });
    child.once("exit", (code, signal) =>
      fail(new Error(`The SVG worker stopped (${signal ?? `exit code ${code}`}).`)),
    );
  });
}

function outcome(result: SvgResult): Buffer | undefined {
  if ("error" in result) throw new Error(`SVG worker failed: ${result.error}`);
  if ("refused" in result) throw new HttpError(result.refused.statusCode, result.refused.message);
  return result.bytes ? Buffer.from(result.bytes) : undefined;
}

export function createSvgWorkerPool(options: SvgWorkerPoolOptions = {}): SvgWorkerPool {
  let worker: Promise<ChildProcess> | undefined;
  let nextId = 0;

  /** The running worker, started if there is none (or it died since). */
  async function ready(): Promise<ChildProcess> {
    const running = await worker?.catch(() => undefined);
    if (running?.connected) return running;
    const starting = start();
    worker = starting;
    starting.catch(() => {
      if (worker === starting) worker = undefined;
    });
    return starting;
  }

  /** Kills the worker (SIGKILL: librsvg cannot be asked to stop) and waits until it is gone. */
  async function stop(current = worker): Promise<void> {
    if (worker === current) worker = undefined;
    const child = await current?.catch(() => undefined);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGKILL");
    await exited;
  }

  async function run(job: Job, { signal, restartClock }: JobControl): Promise<Buffer | undefined> {
    const child = await ready();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const settle = (settled: () => void) => {
        child.off("message", onMessage);
        child.off("exit", onExit);
        signal.removeEventListener("abort", onAbort);
        holdOpen(child, false);
        settled();
      };
      const onMessage = (result: SvgResult | SvgDrawing) => {
        if (result.id !== id) return;
        if ("drawing" in result) return restartClock(options.drawTimeoutMs ?? DRAW_TIMEOUT_MS);
        settle(() => {
          try {
            resolve(outcome(result));
          } catch (error) {
            reject(error);
          }
        });
      };
      // Only a file can make the worker die mid-task (its memory limit): the file is refused.
      const onExit = () => settle(() => reject(unprocessable(SVG_TOO_COMPLEX)));
      // Time is up: the runner has answered; killing the worker stops the drawing too.
      const onAbort = () => settle(() => void stop());
      child.on("message", onMessage);
      child.once("exit", onExit);
      signal.addEventListener("abort", onAbort, { once: true });
      holdOpen(child, true);
      child.send({ id, ...job } satisfies SvgTask, (error) => {
        if (error) settle(() => reject(error));
      });
    });
  }

  const runner = createFairJobRunner<Job, Buffer | undefined>({
    prepare: async () => void (await ready()),
    run,
    timeoutMs: options.timeoutMs ?? TASK_TIMEOUT_MS,
    perOwner: options.perUser ?? PER_USER,
    total: options.total ?? TOTAL,
    errors: {
      ownerBusy: () => tooManyRequests(SVG_UPLOADER_BUSY),
      serverBusy: () => tooManyRequests(SVG_SERVER_BUSY),
      timedOut: () => unprocessable(SVG_TOO_COMPLEX),
    },
  });

  return {
    sanitize: (bytes, owner = "") => runner.submit(owner, { bytes }),
    rasterise: (bytes, box, owner = "") => runner.submit(owner, { bytes, raster: box }),
    async close() {
      const current = worker;
      runner.close(new Error("The SVG worker was closed."));
      await stop(current);
    },
  };
}
