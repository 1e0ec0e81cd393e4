/** The hook that gives Emscripten's NODEFS streams an fsync reaching the host (decision 005). */
import { describe, expect, it } from "vitest";
import { installHostFsync } from "./pglite-host-fsync";

class ErrnoError extends Error {
  constructor(readonly errno: number) {
    super(`errno ${errno}`);
  }
}

/** The shape of PGlite 0.5.16's module, as far as the hook uses it. */
function fakeModule() {
  return {
    FS: { ErrnoError },
    NODEFS: {
      stream_ops: { open() {}, write() {} } as Record<string, unknown>,
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

type Fsync = (stream: { nfd?: unknown }) => number;

describe("installHostFsync", () => {
  it("gives every NODEFS stream an fsync that syncs its host descriptor", () => {
    const mod = fakeModule();
    const synced: number[] = [];
    let counted = 0;
    expect(
      installHostFsync(
        mod,
        (fd) => synced.push(fd),
        () => counted++,
      ),
    ).toBeUndefined();
    const fsync = mod.NODEFS.stream_ops.fsync as Fsync;
    expect(fsync({ nfd: 42 })).toBe(0);
    expect(fsync({ nfd: 7 })).toBe(0);
    expect(synced).toEqual([42, 7]);
    expect(counted).toBe(2);
  });

  it("passes a failed host sync on to PostgreSQL as an errno, and does not count it", () => {
    const mod = fakeModule();
    let counted = 0;
    const failing = () => {
      throw Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" });
    };
    installHostFsync(mod, failing, () => counted++);
    const fsync = mod.NODEFS.stream_ops.fsync as Fsync;
    expect(() => fsync({ nfd: 42 })).toThrow(expect.objectContaining({ errno: 29 }));
    // A stream without a host descriptor is refused (EBADF) rather than reported as synced.
    expect(() => fsync({})).toThrow(expect.objectContaining({ errno: 8 }));
    expect(counted).toBe(0);
  });

  it("says why it cannot be installed when PGlite's internals are not what it was written for", () => {
    const noop = () => {};
    expect(installHostFsync({}, noop, noop)).toMatch(/no NODEFS.stream_ops/);
    const withoutWrite = fakeModule();
    delete withoutWrite.NODEFS.stream_ops.write;
    expect(installHostFsync(withoutWrite, noop, noop)).toMatch(/open\/write/);
    const withoutErrors = { ...fakeModule(), FS: {} };
    expect(installHostFsync(withoutErrors, noop, noop)).toMatch(/ErrnoError/);
    expect(withoutErrors.NODEFS.stream_ops.fsync).toBeUndefined();
  });
});
