/** The hook that gives Emscripten's NODEFS streams an fsync reaching the host (decisions 005, 022). */
import { describe, expect, it } from "vitest";
import { DeferredWalSync } from "./deferred-wal-sync";
import { hostFsync, installHostFsync, type WalSyncMode } from "./pglite-host-fsync";

class ErrnoError extends Error {
  constructor(readonly errno: number) {
    super(`errno ${errno}`);
  }
}

/** A stream on a file in `folder` of the data directory, with host descriptor `nfd`. */
const stream = (folder: string, nfd: number, flags = 2) => ({
  nfd,
  flags,
  node: { name: `file-${nfd}`, parent: { name: folder } },
});
type Stream = ReturnType<typeof stream>;
type Operation = (...args: unknown[]) => unknown;

/** The shape of PGlite 0.5.16's module, as far as the hook uses it; each host call is recorded. */
function fakeModule(calls: string[]) {
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      const first = args[0] as Partial<Stream> | undefined;
      calls.push(typeof first?.nfd === "number" ? `${name} ${first.nfd}` : name);
      return 0;
    };
  return {
    FS: { ErrnoError },
    NODEFS: {
      stream_ops: {
        open: record("open"),
        close: record("close"),
        write: record("write"),
        read: record("read"),
        setattr: record("setattr"),
      } as Record<string, unknown>,
      node_ops: Object.fromEntries(
        ["getattr", "lookup", "setattr", "mknod", "rename", "unlink", "rmdir", "symlink", "readdir"].map(
          (name) => [name, record(name)],
        ),
      ) as Record<string, unknown>,
      // NODEFS's own: a host error becomes an Emscripten errno.
      tryFSOperation(operation: () => unknown) {
        try {
          return operation();
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EIO") throw new ErrnoError(29);
          throw error;
        }
      },
    },
  };
}

function installed(options: { failSync?: boolean } = {}) {
  const calls: string[] = [];
  const mod = fakeModule(calls);
  const wal = new DeferredWalSync(
    {
      sync: (fd) => {
        if (options.failSync) throw Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" });
        calls.push(`sync here ${fd}`);
      },
      syncAsync: async (fd) => {
        calls.push(`sync elsewhere ${fd}`);
      },
    },
    () => {},
  );
  expect(installHostFsync(mod, wal)).toBeUndefined();
  const streamOp = (name: string) => mod.NODEFS.stream_ops[name] as Operation;
  const nodeOp = (name: string) => mod.NODEFS.node_ops[name] as Operation;
  return { calls, wal, streamOp, nodeOp };
}

describe("installHostFsync", () => {
  it("leaves a WAL file's sync to the flush, and syncs other files and folders at once", async () => {
    const { calls, wal, streamOp } = installed();
    expect(streamOp("fsync")(stream("pg_wal", 5))).toBe(0);
    expect(calls).toEqual([]);
    await wal.flush();
    expect(calls).toEqual(["sync elsewhere 5"]);
    expect(streamOp("fsync")(stream("pg_xact", 9))).toBe(0);
    expect(calls).toEqual(["sync elsewhere 5", "sync here 9"]);
  });

  it("syncs the WAL written so far before any other file changes", () => {
    const { calls, streamOp, nodeOp } = installed();
    const changes: [string, () => unknown][] = [
      ["write 9", () => streamOp("write")(stream("base", 9))],
      ["setattr 9", () => streamOp("setattr")(stream("base", 9))],
      ["open 9", () => streamOp("open")(stream("base", 9, 512 | 2))],
      ["fsync 9", () => streamOp("fsync")(stream("base", 9))],
      ...["setattr", "mknod", "rename", "unlink", "rmdir", "symlink"].map(
        (name) => [name, () => nodeOp(name)({ name: "x" })] as [string, () => unknown],
      ),
    ];
    for (const [name, change] of changes) {
      calls.length = 0;
      streamOp("fsync")(stream("pg_wal", 5));
      change();
      expect(calls[0], name).toBe("sync here 5");
      expect(calls.length, name).toBeGreaterThan(1);
      // Synced here, so nothing is left for the next change.
      calls.length = 0;
      change();
      expect(calls, name).not.toContain("sync here 5");
    }
  });

  it("lets WAL writes, reads, lookups and plain opens go without a sync", () => {
    const { calls, streamOp, nodeOp } = installed();
    streamOp("fsync")(stream("pg_wal", 5));
    streamOp("write")(stream("pg_wal", 5));
    streamOp("read")(stream("base", 9));
    streamOp("open")(stream("base", 9));
    nodeOp("getattr")({ name: "x" });
    nodeOp("lookup")({ name: "x" });
    nodeOp("readdir")({ name: "x" });
    expect(calls).toEqual(["write 5", "read 9", "open 9", "getattr", "lookup", "readdir"]);
  });

  it("syncs a WAL file before PostgreSQL closes it", () => {
    const { calls, streamOp } = installed();
    streamOp("close")(stream("pg_wal", 5));
    streamOp("fsync")(stream("pg_wal", 5));
    streamOp("close")(stream("pg_wal", 5));
    expect(calls).toEqual(["close 5", "sync here 5", "close 5"]);
  });

  it("passes a failed host sync on to PostgreSQL as an errno", () => {
    const { streamOp } = installed({ failSync: true });
    expect(() => streamOp("fsync")(stream("base", 9))).toThrow(expect.objectContaining({ errno: 29 }));
    // A stream without a host descriptor is refused (EBADF) rather than reported as synced.
    expect(() => streamOp("fsync")({})).toThrow(expect.objectContaining({ errno: 8 }));
  });

  it("says why it cannot be installed when PGlite's internals are not what it was written for", () => {
    const wal = new DeferredWalSync({ sync: () => {}, syncAsync: async () => {} }, () => {});
    expect(installHostFsync({}, wal)).toMatch(/no NODEFS.stream_ops/);
    const withoutWrite = fakeModule([]);
    delete withoutWrite.NODEFS.stream_ops.write;
    delete withoutWrite.NODEFS.node_ops.rename;
    expect(installHostFsync(withoutWrite, wal)).toBe("NODEFS has no stream_ops.write, node_ops.rename");
    const withoutNodeOps = { ...fakeModule([]), NODEFS: { ...fakeModule([]).NODEFS, node_ops: undefined } };
    expect(installHostFsync(withoutNodeOps, wal)).toMatch(/no NODEFS.node_ops/);
    const withoutErrors = { ...fakeModule([]), FS: {} };
    expect(installHostFsync(withoutErrors, wal)).toMatch(/ErrnoError/);
    expect(withoutErrors.NODEFS.stream_ops.fsync).toBeUndefined();
  });
});

/** hostFsync's extension run on the fake module, as PGlite runs it before PostgreSQL starts. */
async function hookOn(walSync: WalSyncMode, options: { failSync?: boolean } = {}) {
  const calls: string[] = [];
  const mod = fakeModule(calls);
  const hook = hostFsync(
    {
      sync: (fd) => {
        if (options.failSync) throw Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" });
        calls.push(`sync here ${fd}`);
      },
      syncAsync: async (fd) => {
        calls.push(`sync elsewhere ${fd}`);
      },
    },
    walSync,
  );
  const setup = (await hook.extension.setup(undefined as never, {}, undefined)) as {
    emscriptenOpts: { preRun: ((module: typeof mod) => void)[] };
  };
  for (const step of setup.emscriptenOpts.preRun) step(mod);
  const streamOp = (name: string) => mod.NODEFS.stream_ops[name] as Operation;
  return { calls, hook, streamOp };
}

describe("hostFsync at each commit (DATABASE_SAFE_MODE)", () => {
  it("syncs the WAL on this thread as PostgreSQL asks, and wraps nothing else", async () => {
    const { calls, hook, streamOp } = await hookOn("at-commit");
    expect(hook.notInstalledReason).toBeUndefined();
    streamOp("write")(stream("base", 9));
    streamOp("fsync")(stream("pg_wal", 5));
    expect(calls).toEqual(["write 9", "sync here 5"]);
    streamOp("write")(stream("base", 9));
    streamOp("close")(stream("pg_wal", 5));
    streamOp("fsync")(stream("pg_xact", 7));
    await hook.flush();
    expect(calls).toEqual(["write 9", "sync here 5", "write 9", "close 5", "sync here 7"]);
    expect(hook.calls).toBe(2);
  });

  it("defers the WAL's sync to the flush otherwise", async () => {
    const { calls, hook, streamOp } = await hookOn("deferred");
    streamOp("fsync")(stream("pg_wal", 5));
    expect(calls).toEqual([]);
    await hook.flush();
    expect(calls).toEqual(["sync elsewhere 5"]);
  });

  it("passes a failed host sync on to PostgreSQL as an errno", async () => {
    const { streamOp } = await hookOn("at-commit", { failSync: true });
    expect(() => streamOp("fsync")(stream("pg_wal", 5))).toThrow(expect.objectContaining({ errno: 29 }));
    expect(() => streamOp("fsync")({})).toThrow(expect.objectContaining({ errno: 8 }));
  });
});
