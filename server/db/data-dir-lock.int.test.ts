/** The data-directory lock that keeps a second database from opening the same files. */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const LOCK_FILE = "cardfolio.lock";
const LOCK_MODULE = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));
const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "cardfolio-lock-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => join(dir, LOCK_FILE);

/** Resolves when the child prints `line`; rejects if it exits first. */
function waitForLine(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.split("\n").includes(line)) resolve();
    });
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`child exited (${code}) before "${line}": ${output}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Another Node process that takes the lock through the real module and holds it until killed. */
async function lockInAnotherProcess(target: string): Promise<ChildProcess> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
    lockDataDir(${JSON.stringify(target)});
    console.log("locked");
    setInterval(() => {}, 60_000);
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  await waitForLine(child, "locked");
  return child;
}

/** The pid of a process that has already ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await exited(child);
  return child.pid!;
}

describe("lockDataDir", () => {
  it("refuses a directory another running process holds, naming that process", async () => {
    const holder = await lockInAnotherProcess(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`in use by another running process (pid ${holder.pid})`);
      expect(readFileSync(lockFile(), "utf8")).toBe(String(holder.pid));
    } finally {
      holder.kill();
      await exited(holder);
    }
    // The killed holder could not clean up: its lock is now stale and is taken over.
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
    release();
  });

  it("refuses a second lock in the same process while the first is held", () => {
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(`${dir}/.`)).toThrow("already open in this process");
    } finally {
      release();
    }
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dir)();
  });

  it("takes over a stale lock left by a process that no longer runs", async () => {
    writeFileSync(lockFile(), String(await deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("takes over a lock naming our own pid that this process does not hold (a restarted container)", () => {
    writeFileSync(lockFile(), String(process.pid));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });
});

describe("an embedded database on a data directory", () => {
  it("cannot be opened twice, and the first stays usable", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      await expect(openDatabase({ kind: "pglite", dataDir: dir })).rejects.toThrow(DataDirLockedError);
      await first.ping();
      expect(existsSync(lockFile())).toBe(true);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile())).toBe(false);
  });
});
