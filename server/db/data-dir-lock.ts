/**
 * An embedded database may be opened by one process only: a second PGlite on the same
 * directory would corrupt it. We hold a lock file with our pid; a lock left by a process
 * that no longer runs is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {}

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
  const lockPath = join(dir, "cardfolio.lock");
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
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rmSync(lockPath, { force: true });
  };
}
