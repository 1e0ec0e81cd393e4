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
 * node the same `stream_ops` object, so setting it once, before PostgreSQL opens any file,
 * covers every file and directory PostgreSQL syncs. `fdatasync` stays a no-op, so
 * PostgreSQL must be told to sync its WAL with `fsync` (pglite-durability.ts).
 */
import { fsyncSync } from "node:fs";
import type { Extension } from "@electric-sql/pglite";

/** What Emscripten's FSStream looks like to a stream operation (the parts we use). */
interface EmscriptenStream {
  nfd?: unknown;
}

/** The parts of the Emscripten module this hook relies on; checked before it is installed. */
interface EmscriptenModuleParts {
  FS?: { ErrnoError?: new (errno: number) => Error };
  NODEFS?: {
    stream_ops?: Record<string, unknown>;
    tryFSOperation?: (operation: () => unknown) => unknown;
  };
}

/** WASI's EBADF, the errno Emscripten's syscalls use. */
const EBADF = 8;

export interface HostFsync {
  /** Pass among PGlite's `extensions`: its setup adds the hook before the module runs. */
  readonly extension: Extension;
  /** Why the hook could not be installed, or undefined once it is. */
  readonly notInstalledReason: string | undefined;
  /** Host syncs done so far: the start check and the tests count them. */
  readonly calls: number;
}

/**
 * Installs the hook on a running Emscripten module, or says why it cannot: the names it
 * relies on are PGlite's internals and may change with a new version.
 */
export function installHostFsync(
  mod: EmscriptenModuleParts,
  sync: (fd: number) => void,
  onSynced: () => void,
): string | undefined {
  const nodefs = mod.NODEFS;
  const streamOps = nodefs?.stream_ops;
  const ErrnoError = mod.FS?.ErrnoError;
  if (!nodefs || typeof streamOps !== "object" || streamOps === null) {
    return "the Emscripten module has no NODEFS.stream_ops";
  }
  if (typeof streamOps.write !== "function" || typeof streamOps.open !== "function") {
    return "NODEFS.stream_ops has no open/write operations";
  }
  if (typeof nodefs.tryFSOperation !== "function" || typeof ErrnoError !== "function") {
    return "NODEFS.tryFSOperation or FS.ErrnoError is missing";
  }
  const tryFSOperation = nodefs.tryFSOperation.bind(nodefs);
  streamOps.fsync = (stream: EmscriptenStream) => {
    if (typeof stream.nfd !== "number") throw new ErrnoError(EBADF);
    // tryFSOperation turns a host error (EIO, ENOSPC) into the errno PostgreSQL sees, so a
    // failed sync makes PostgreSQL stop (it PANICs) instead of going on as if it had worked.
    tryFSOperation(() => sync(stream.nfd as number));
    onSynced();
    return 0;
  };
  return undefined;
}

/** A hook for one PGlite instance; `sync` is the host call (fs.fsyncSync, or a test's spy). */
export function hostFsync(sync: (fd: number) => void = fsyncSync): HostFsync {
  let calls = 0;
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
            notInstalledReason = installHostFsync(mod, sync, () => {
              calls++;
            });
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
  };
}
