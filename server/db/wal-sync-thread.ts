/**
 * The thread the embedded database's WAL syncs are made on: one of its own (decision 024).
 *
 * libuv's pool (4 threads, fixed before any of our code runs) also hashes passwords, resizes
 * images, compresses and reads files; a commit's answer waits for its sync (decision 022), so
 * behind a few password hashes every write waited seconds. Here one worker thread does nothing
 * but `fsyncSync`, one file at a time, woken through shared memory (Atomics) rather than
 * messages: a round trip costs about what libuv's does.
 *
 * The worker shares the process's file descriptors, so the numbers PostgreSQL's files have on
 * the main thread are the same there. While a sync is under way the worker is ref'd, so the
 * process does not end with a commit waiting; otherwise it keeps nothing alive.
 */
import { constants } from "node:os";
import { Worker } from "node:worker_threads";

/** The shared cells: the state, the file to sync, and the errno of a failure (0 = synced). */
const STATE = 0;
const FD = 1;
const ERRNO = 2;
const IDLE = 0;
const REQUESTED = 1;
const DONE = 2;

/** Plain JavaScript, run as the worker (eval): no loader needed, under tsx or built. */
const WORKER_SOURCE = `
const { workerData } = require("node:worker_threads");
const { fsyncSync } = require("node:fs");
const { constants } = require("node:os");
const cells = new Int32Array(workerData);
for (;;) {
  const state = Atomics.load(cells, ${STATE});
  if (state !== ${REQUESTED}) {
    Atomics.wait(cells, ${STATE}, state);
    continue;
  }
  let errno = 0;
  try {
    fsyncSync(cells[${FD}]);
  } catch (error) {
    errno = constants.errno[error.code] ?? -1;
  }
  cells[${ERRNO}] = errno;
  Atomics.store(cells, ${STATE}, ${DONE});
  Atomics.notify(cells, ${STATE});
}
`;

/** Atomics.waitAsync (ES2024, in node since 16): the project's types stop at ES2023. */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      cells: Int32Array,
      index: number,
      value: number,
    ): { async: false; value: string } | { async: true; value: Promise<string> };
  }
).waitAsync;

const CODES_BY_ERRNO = new Map(Object.entries(constants.errno).map(([code, errno]) => [errno, code]));

/** An fsync failure as fs.fsync reports one: `code` (EIO, EBADF, ENOSPC…) is what callers read. */
function syncError(errno: number, fd: number): NodeJS.ErrnoException {
  const code = CODES_BY_ERRNO.get(errno) ?? "EUNKNOWN";
  return Object.assign(new Error(`${code}: fsync of descriptor ${fd} failed`), { code, errno });
}

class WalSyncThread {
  private readonly cells = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
  private readonly worker: Worker;
  /** Settles when the last sync asked for has: the next one starts after it. */
  private last: Promise<void> = Promise.resolve();
  private waiting = 0;
  private broken: Error | undefined;

  constructor() {
    // No flags of the process (`--input-type=module` would make the source a module, without
    // require; a loader has nothing to load): the source is plain CommonJS.
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: this.cells.buffer, execArgv: [] });
    this.worker.unref();
    // A worker that cannot run makes every sync fail (and the database stop), never hang.
    this.worker.on("error", (error) => {
      this.broken = error;
      this.cells[ERRNO] = constants.errno.EIO;
      Atomics.store(this.cells, STATE, DONE);
      Atomics.notify(this.cells, STATE);
    });
  }

  /** Syncs `fd` on the thread; rejects as fs.fsync would. */
  sync(fd: number): Promise<void> {
    if (this.waiting++ === 0) this.worker.ref();
    const result = this.last.then(() => this.syncNow(fd));
    this.last = result.then(
      () => this.settled(),
      () => this.settled(),
    );
    return result;
  }

  private settled(): void {
    if (--this.waiting === 0) this.worker.unref();
  }

  private async syncNow(fd: number): Promise<void> {
    if (this.broken) {
      const error = new Error(`EIO: the WAL's sync thread stopped: ${this.broken.message}`);
      throw Object.assign(error, { code: "EIO", cause: this.broken });
    }
    this.cells[FD] = fd;
    this.cells[ERRNO] = 0;
    Atomics.store(this.cells, STATE, REQUESTED);
    Atomics.notify(this.cells, STATE);
    const wait = waitAsync(this.cells, STATE, REQUESTED);
    if (wait.async) await wait.value;
    const errno = this.cells[ERRNO]!;
    Atomics.store(this.cells, STATE, IDLE);
    if (errno !== 0) throw syncError(errno, fd);
  }
}

let thread: WalSyncThread | undefined;

/**
 * Syncs `fd` on the WAL's own thread, started at the first call and shared by every database
 * of the process. Looked up as a member at each call, so a test can record or fail it.
 */
export const walSyncThread = {
  sync(fd: number): Promise<void> {
    thread ??= new WalSyncThread();
    return thread.sync(fd);
  },
};
