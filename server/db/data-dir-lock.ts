/**
 * An embedded database may be opened once only: a second PGlite on the same directory,
 * in another process or in this one, would corrupt it. We hold a lock file with our pid;
 * a lock left by a process that no longer runs is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";

export class DataDirLockedError extends Error {}

/**
 * Lock files this process holds. A lock file naming our own pid is ours only if it is
 * listed here; otherwise it was left by an earlier process that had the same pid (a
 * container restarted as pid 1, say) and is stale.
 */
const heldHere = new Set<string>();

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Takes the lock on `dir` and returns a function that releases it. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(resolve(dir), "cardfolio.lock");
  if (heldHere.has(lockPath)) {
    throw new DataDirLockedError(`The data directory ${dir} is already open in this process.`);
  }
  if (!tryCreate(lockPath)) {
    const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
    if (Number.isFinite(holder) && holder !== process.pid && processIsAlive(holder)) {
      throw new DataDirLockedError(
        `The data directory ${dir} is in use by another running process (pid ${holder}). ` +
          "Stop that process, or point DATA_DIR at another directory.",
      );
    }
    rmSync(lockPath, { force: true });
    if (!tryCreate(lockPath)) throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
  }
  heldHere.add(lockPath);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(lockPath);
    rmSync(lockPath, { force: true });
  };
}
