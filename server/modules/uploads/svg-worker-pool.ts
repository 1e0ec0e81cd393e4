/**
 * SVG sanitising off the event loop. jsdom builds a full DOM: a 2 MB SVG takes seconds of
 * CPU, which on the main thread would stall every other request. One worker thread, started
 * on the first SVG and kept for the next, does it instead; it has its own memory limit, and
 * a file that takes too long is given up on (the worker is replaced).
 */
import { Worker } from "node:worker_threads";
import { unprocessable } from "../../lib/http-error";
import type { SvgResult, SvgTask } from "./svg-worker";

export const SVG_TOO_COMPLEX = "This SVG is too complex to process. Please simplify it or upload a PNG.";
const TASK_TIMEOUT_MS = 20_000;
/** A DOM of a 2 MB SVG needs well under this; a pathological one fails here, not in the server. */
const WORKER_HEAP_MB = 512;

interface Pending {
  resolve: (svg: Buffer | undefined) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export interface SvgWorkerPool {
  /** The sanitised SVG, or undefined when the bytes are not an SVG document. */
  sanitize(bytes: Uint8Array): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

export function createSvgWorkerPool(options: { timeoutMs?: number } = {}): SvgWorkerPool {
  const timeoutMs = options.timeoutMs ?? TASK_TIMEOUT_MS;
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function failAll(error: Error): void {
    for (const task of pending.values()) {
      clearTimeout(task.timer);
      task.reject(error);
    }
    pending.clear();
  }

  /** Ends the worker; whatever it was doing fails with `error`. */
  function discard(error: Error): void {
    const current = worker;
    worker = undefined;
    failAll(error);
    void current?.terminate();
  }

  function start(): Worker {
    const started = new Worker(new URL("./svg-worker-boot.mjs", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // An idle worker must not keep the process alive.
    started.unref();
    started.on("message", (result: SvgResult) => {
      const task = pending.get(result.id);
      if (!task) return;
      pending.delete(result.id);
      clearTimeout(task.timer);
      if ("error" in result) task.reject(new Error(`SVG worker failed: ${result.error}`));
      else task.resolve(result.svg ? Buffer.from(result.svg) : undefined);
    });
    // Whatever ends the worker fails its tasks; the next SVG starts a new one. Running out
    // of memory is the file's doing; anything else is ours and is answered as a server error.
    started.on("error", (error: Error & { code?: string }) => {
      if (worker !== started) return;
      discard(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? unprocessable(SVG_TOO_COMPLEX) : error);
    });
    started.on("exit", (code) => {
      if (worker === started) discard(new Error(`The SVG worker stopped (exit code ${code}).`));
    });
    return started;
  }

  return {
    sanitize(bytes) {
      worker ??= start();
      const id = nextId++;
      const task: SvgTask = { id, bytes };
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => discard(unprocessable(SVG_TOO_COMPLEX)), timeoutMs);
        pending.set(id, { resolve, reject, timer });
        // While a task is waiting, the worker is needed; ref it so the answer is awaited.
        worker!.ref();
        worker!.postMessage(task);
      }).finally(() => {
        if (pending.size === 0) worker?.unref();
      }) as Promise<Buffer | undefined>;
    },
    async close() {
      const current = worker;
      worker = undefined;
      failAll(new Error("The SVG worker was closed."));
      await current?.terminate();
    },
  };
}
