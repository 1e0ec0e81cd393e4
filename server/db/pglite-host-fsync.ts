/**
 * Makes PGlite's fsync reach the disk (decision 005).
 *
 * PGlite runs PostgreSQL compiled to WebAssembly; its files live on Emscripten's NODEFS,
 * which forwards each read and write to a real host file descriptor (`stream.nfd`). But
 * Emscripten's `fsync` only calls the stream's `fsync` operation, which NODEFS does not
 * have, and its `fdatasync` does nothing at all: without this hook no sync ever reaches
 * the operating system, and committed transactions live only in the page cache until the
 * kernel writes them back. An OS crash or a power loss then loses acknowledged writes.
 *
 * The hook adds that `fsync` operation: it syncs the host descriptor. NODEFS gives every
 * node the same `stream_ops` and `node_ops` objects, so setting them once, before PostgreSQL
 * opens any file, covers every file and directory PostgreSQL syncs. `fdatasync` stays a no-op,
 * so PostgreSQL must be told to sync its WAL with `fsync` (pglite-durability.ts).
 *
 * A WAL file's sync is deferred to `flush()`, off the event loop, and every other change to
 * the files is preceded by the WAL's (deferred-wal-sync.ts, decision 022).
 */
import fs from "node:fs";
import type { Extension } from "@electric-sql/pglite";
import { DeferredWalSync, type HostSyncCalls } from "./deferred-wal-sync";
import { walSyncThread } from "./wal-sync-thread";

/** What Emscripten's FSStream and FSNode look like to a file operation (the parts we use). */
interface EmscriptenStream {
  nfd?: unknown;
  flags?: number;
  node?: EmscriptenNode;
}
interface EmscriptenNode {
  name?: string;
  parent?: EmscriptenNode;
}

type Operations = Record<string, unknown>;

/** The parts of the Emscripten module this hook relies on; checked before it is installed. */
interface EmscriptenModuleParts {
  FS?: { ErrnoError?: new (errno: number) => Error };
  NODEFS?: {
    stream_ops?: Operations;
    node_ops?: Operations;
    tryFSOperation?: (operation: () => unknown) => unknown;
  };
}

/** WASI's EBADF, the errno Emscripten's syscalls use. */
const EBADF = 8;
/** Emscripten's O_TRUNC: opening with it changes the file. */
const O_TRUNC = 512;

/**
 * What changes files other than by writing to an open one. Each is preceded by a sync of the
 * WAL written so far (a new file, a removed or renamed one, a truncation); reads, lookups and
 * writes to the WAL itself are not.
 */
const CHANGING_NODE_OPERATIONS = ["setattr", "mknod", "rename", "unlink", "rmdir", "symlink"];
/** The stream operations the hook wraps: writes to other files, truncations, opens and closes. */
const STREAM_OPERATIONS = ["write", "setattr", "open", "close"];

export interface HostFsync {
  /** Pass among PGlite's `extensions`: its setup adds the hook before the module runs. */
  readonly extension: Extension;
  /** Why the hook could not be installed, or undefined once it is. */
  readonly notInstalledReason: string | undefined;
  /** Host syncs done so far: the start check and the tests count them. */
  readonly calls: number;
  /**
   * Settles once every commit made so far is on the disk (its WAL synced); rejects if a sync
   * failed. A statement's answer waits for it (pglite-synced-client.ts).
   */
  flush(): Promise<void>;
}

/** A file in `pg_wal`: PostgreSQL's write-ahead log (not its archive_status folder's files). */
function isWal(stream: EmscriptenStream): boolean {
  return stream.node?.parent?.name === "pg_wal";
}

/** Runs `before` ahead of each call of `operations[name]`, with the call's first argument. */
function precede(operations: Operations, name: string, before: (first: EmscriptenStream) => void): void {
  const original = operations[name] as (...args: unknown[]) => unknown;
  operations[name] = function (this: unknown, ...args: unknown[]) {
    before(args[0] as EmscriptenStream);
    return original.apply(this, args);
  };
}

/**
 * The hook as it was before decision 022 (DATABASE_SAFE_MODE): every sync PostgreSQL asks for,
 * the WAL's at each commit included, made at once on this thread. PostgreSQL's own order then
 * holds by itself (it syncs the WAL before it writes what the WAL describes), so nothing else
 * of NODEFS is wrapped.
 */
function installSynchronousFsync(mod: EmscriptenModuleParts, sync: (fd: number) => void): string | undefined {
  const nodefs = mod.NODEFS;
  const streamOps = nodefs?.stream_ops;
  const ErrnoError = mod.FS?.ErrnoError;
  if (!nodefs || typeof streamOps !== "object" || streamOps === null) {
    return "the Emscripten module has no NODEFS.stream_ops";
  }
  if (typeof nodefs.tryFSOperation !== "function" || typeof ErrnoError !== "function") {
    return "NODEFS.tryFSOperation or FS.ErrnoError is missing";
  }
  // As below: a failed sync reaches PostgreSQL as an errno, and PostgreSQL stops.
  const tryFSOperation = nodefs.tryFSOperation.bind(nodefs);
  streamOps.fsync = (stream: EmscriptenStream) => {
    const fd = stream.nfd;
    if (typeof fd !== "number") throw new ErrnoError(EBADF);
    tryFSOperation(() => sync(fd));
    return 0;
  };
  return undefined;
}

/**
 * Installs the hook on a running Emscripten module, or says why it cannot: the names it
 * relies on are PGlite's internals and may change with a new version.
 */
export function installHostFsync(mod: EmscriptenModuleParts, wal: DeferredWalSync): string | undefined {
  const nodefs = mod.NODEFS;
  const streamOps = nodefs?.stream_ops;
  const nodeOps = nodefs?.node_ops;
  const ErrnoError = mod.FS?.ErrnoError;
  if (!nodefs || typeof streamOps !== "object" || streamOps === null) {
    return "the Emscripten module has no NODEFS.stream_ops";
  }
  if (typeof nodeOps !== "object" || nodeOps === null) return "the Emscripten module has no NODEFS.node_ops";
  // Every operation the hook must precede: one missing could change files unnoticed.
  const missing = [
    ...STREAM_OPERATIONS.filter((name) => typeof streamOps[name] !== "function").map(
      (name) => `stream_ops.${name}`,
    ),
    ...CHANGING_NODE_OPERATIONS.filter((name) => typeof nodeOps[name] !== "function").map(
      (name) => `node_ops.${name}`,
    ),
  ];
  if (missing.length > 0) return `NODEFS has no ${missing.join(", ")}`;
  if (typeof nodefs.tryFSOperation !== "function" || typeof ErrnoError !== "function") {
    return "NODEFS.tryFSOperation or FS.ErrnoError is missing";
  }
  // tryFSOperation turns a host error (EIO, ENOSPC) into the errno PostgreSQL sees, so a
  // failed sync makes PostgreSQL stop (it PANICs) instead of going on as if it had worked.
  const tryFSOperation = nodefs.tryFSOperation.bind(nodefs);
  const walFirst = () => tryFSOperation(() => wal.beforeOtherChange());
  streamOps.fsync = (stream: EmscriptenStream) => {
    const fd = stream.nfd;
    if (typeof fd !== "number") throw new ErrnoError(EBADF);
    if (isWal(stream)) {
      tryFSOperation(() => wal.defer(fd));
      return 0;
    }
    tryFSOperation(() => wal.syncOther(fd));
    return 0;
  };
  precede(streamOps, "write", (stream) => {
    if (!isWal(stream)) walFirst();
  });
  precede(streamOps, "setattr", walFirst);
  precede(streamOps, "open", (stream) => {
    if ((stream.flags ?? 0) & O_TRUNC) walFirst();
  });
  precede(streamOps, "close", (stream) => {
    const fd = stream.nfd;
    if (typeof fd === "number") tryFSOperation(() => wal.beforeClose(fd));
  });
  for (const name of CHANGING_NODE_OPERATIONS) precede(nodeOps, name, walFirst);
  return undefined;
}

/**
 * The host's sync: fs.fsyncSync on this thread, or on the WAL's own thread, never behind
 * password hashes and image work on libuv's pool (decision 024). Looked up at each call, so a
 * test can record them (vi.spyOn on `fs` and `walSyncThread`) through the very factory the
 * server uses.
 */
const HOST_SYNC: HostSyncCalls = {
  sync: (fd) => fs.fsyncSync(fd),
  syncAsync: (fd) => walSyncThread.sync(fd),
};

/**
 * When a WAL file's sync is made: "deferred" (decision 022) notes it at the commit and makes it
 * off the event loop at the next `flush()`; "at-commit" makes it there and then, on the event
 * loop, as before that decision (DATABASE_SAFE_MODE), and `flush()` has nothing left to do.
 */
export type WalSyncMode = "deferred" | "at-commit";

/** A hook for one PGlite instance; `host` makes the syncs (the real ones, or a test's spies). */
export function hostFsync(host: HostSyncCalls = HOST_SYNC, walSync: WalSyncMode = "deferred"): HostFsync {
  let calls = 0;
  const wal = new DeferredWalSync(host, () => {
    calls++;
  });
  const syncAtOnce = (fd: number) => {
    host.sync(fd);
    calls++;
  };
  let notInstalledReason: string | undefined = "PGlite never ran the hook's setup";
  const extension: Extension = {
    name: "cardfolio-host-fsync",
    setup: async (_pg, emscriptenOpts: { preRun?: Array<(mod: EmscriptenModuleParts) => void> }) => ({
      emscriptenOpts: {
        ...emscriptenOpts,
        // preRun runs after NODEFS is mounted and before PostgreSQL opens any file.
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (mod: EmscriptenModuleParts) => {
            notInstalledReason =
              walSync === "deferred" ? installHostFsync(mod, wal) : installSynchronousFsync(mod, syncAtOnce);
          },
        ],
      },
    }),
  };
  return {
    extension,
    get notInstalledReason() {
      return notInstalledReason;
    },
    get calls() {
      return calls;
    },
    flush: () => (walSync === "deferred" ? wal.flush() : Promise.resolve()),
  };
}
