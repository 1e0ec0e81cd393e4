/**
 * An embedded database may be opened once only: a second PGlite on the same directory,
 * in another process or in this one, would corrupt it. We hold a lock file with our pid;
 * a lock left by a process that no longer runs is taken over.
 *
 * Taking over must be atomic: processes started together on a stale lock would otherwise
 * each remove it and each create their own, one deleting another's fresh lock. So the lock
 * file appears in one step with its pid already in it (pid-file.ts), and a stale one is
 * replaced, never removed, by the one process that holds a claim on that very file (below).
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { createPidFile, type PidFile, readPidFile, replaceWithPidFile } from "./pid-file";

export class DataDirLockedError extends Error {}

/**
 * Lock files this process holds. A lock file naming our own pid is ours only if it is
 * listed here; otherwise it was left by an earlier process that had the same pid (a
 * container restarted as pid 1, say) and is stale.
 */
const heldHere = new Set<string>();

/** How long to wait for another process that is taking over the same stale lock. */
const TAKEOVER_WAIT_MS = 5000;

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Without a pid a file is still being written (only on file systems without hard links,
 * see pid-file.ts) for this long after its creation; after that it is garbage.
 */
const WRITING_GRACE_MS = 2000;

/**
 * "live": names another process that still runs. "writing": no pid yet, just created.
 * "stale": anything else, our own pid included (heldHere has ruled out that we hold it).
 */
function holderState(file: PidFile): "live" | "writing" | "stale" {
  if (file.pid === undefined) return Date.now() - file.modifiedAtMs < WRITING_GRACE_MS ? "writing" : "stale";
  return file.pid !== process.pid && processIsAlive(file.pid) ? "live" : "stale";
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const claimPrefix = (lockPath: string, stale: PidFile) =>
  `${basename(lockPath)}.takeover-${stale.identity.replaceAll(":", "-")}-`;

function removeClaims(lockPath: string, stale: PidFile): void {
  const prefix = claimPrefix(lockPath, stale);
  for (const name of readdirSync(dirname(lockPath))) {
    // Levels only: a name with more after the level is another process's temporary file.
    if (name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length))) {
      rmSync(join(dirname(lockPath), name), { force: true });
    }
  }
}

/**
 * Claims the right to replace the stale file `stale`. One claim file per level: whoever
 * creates level 1 holds the claim; a claim whose holder died is passed on by creating the
 * next level. So at most one running process holds it at a time. Claims are removed only
 * once the stale file is gone from the lock's name, for good.
 */
function claimTakeover(lockPath: string, stale: PidFile): "claimed" | "busy" | "gone" {
  for (let level = 1; ; level++) {
    const claim = join(dirname(lockPath), `${claimPrefix(lockPath, stale)}${level}`);
    if (createPidFile(claim)) return "claimed";
    const holder = readPidFile(claim);
    if (!holder) return "gone"; // Removed: the takeover is over.
    if (holderState(holder) !== "stale") return "busy";
  }
}

/** Replaces the stale lock file `stale` with ours, if no one else does. */
function takeOver(lockPath: string, stale: PidFile): "taken" | "busy" | "retry" {
  const claim = claimTakeover(lockPath, stale);
  if (claim !== "claimed") return claim === "busy" ? "busy" : "retry";
  try {
    // Still the very file we found stale? Only the claim's holder can replace it and no
    // one else removes it (its process is gone), so it stays so until our rename.
    if (readPidFile(lockPath)?.identity !== stale.identity) return "retry";
    replaceWithPidFile(lockPath);
    return "taken";
  } finally {
    removeClaims(lockPath, stale);
  }
}

function inUse(dir: string, pid: number): DataDirLockedError {
  return new DataDirLockedError(
    `The data directory ${dir} is in use by another running process (pid ${pid}). ` +
      "Stop that process, or point DATA_DIR at another directory.",
  );
}

function acquire(dir: string, lockPath: string): void {
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    if (createPidFile(lockPath)) return;
    const current = readPidFile(lockPath);
    let outcome: "taken" | "busy" | "retry" = "retry"; // No file: released meanwhile.
    if (current) {
      const state = holderState(current);
      if (state === "live") throw inUse(dir, current.pid!);
      outcome = state === "stale" ? takeOver(lockPath, current) : "busy";
    }
    if (outcome === "taken") return;
    if (Date.now() > deadline) throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
    if (outcome === "busy") sleep(5);
  }
}

/** Takes the lock on `dir` and returns a function that releases it. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(resolve(dir), "cardfolio.lock");
  if (heldHere.has(lockPath)) {
    throw new DataDirLockedError(`The data directory ${dir} is already open in this process.`);
  }
  acquire(dir, lockPath);
  // Checked once more: no path above should hand the lock to two processes, and one that
  // did would corrupt the database.
  if (readPidFile(lockPath)?.pid !== process.pid) {
    throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
  }
  heldHere.add(lockPath);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(lockPath);
    // Only our own file: never delete a lock someone else holds.
    if (readPidFile(lockPath)?.pid === process.pid) rmSync(lockPath, { force: true });
  };
}
