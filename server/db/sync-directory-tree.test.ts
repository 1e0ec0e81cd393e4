/** The pass that flushes a new embedded database's files, which PGlite copied without syncing. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { syncDirectoryTree } from "./sync-directory-tree";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "cardfolio-sync-tree-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("syncDirectoryTree", () => {
  it("syncs every file and directory of the tree, and the directory that holds it", () => {
    const root = join(dir, "pglite");
    mkdirSync(join(root, "base", "5"), { recursive: true });
    mkdirSync(join(root, "pg_wal"));
    writeFileSync(join(root, "PG_VERSION"), "17\n");
    writeFileSync(join(root, "base", "5", "1259"), "x");
    writeFileSync(join(root, "base", "5", "1259_fsm"), "x");
    // Links hold no data of ours and may point anywhere: left alone.
    symlinkSync("/nonexistent", join(root, "pg_wal", "dangling"));
    // 3 files, 4 directories (pglite, base, base/5, pg_wal), and `dir` itself.
    expect(syncDirectoryTree(root)).toBe(8);
  });

  it("fails when the tree cannot be read, rather than report it synced", () => {
    expect(() => syncDirectoryTree(join(dir, "missing"))).toThrow(/ENOENT/);
  });
});
