/**
 * Files that name a process by its pid, created and replaced atomically: a reader sees
 * either no file or the whole pid, never a file still being written. The data-directory
 * lock is built from them.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fstatSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";

export interface PidFile {
  /** Identifies this file, not just its name: a file written later under the same name differs. */
  identity: string;
  /** The pid written in it; undefined if it holds anything else. */
  pid: number | undefined;
  /** When it was last written (ms since the epoch). */
  modifiedAtMs: number;
}

/** Errors from file systems without hard links (some network and FUSE mounts). */
const NO_HARD_LINKS = new Set(["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS", "EXDEV"]);

/** Our pid in a new file of its own beside `path`, ready to be linked or renamed into place. */
function writeTemporary(path: string): string {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, String(process.pid), { flag: "wx" });
  return temporary;
}

/** Creates `path` naming this process; false when the name is taken. */
export function createPidFile(path: string): boolean {
  const temporary = writeTemporary(path);
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (code === "EEXIST") return false;
    if (NO_HARD_LINKS.has(code)) return createInPlace(path);
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Without hard links: exclusive create, then write; a reader may briefly see it empty. */
function createInPlace(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, String(process.pid));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Puts a file naming this process at `path` in one step, whatever was there. */
export function replaceWithPidFile(path: string): void {
  renameSync(writeTemporary(path), path);
}

/** The file at `path`, or undefined if there is none. */
export function readPidFile(path: string): PidFile | undefined {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    // Status and content through one descriptor: both describe the same file.
    const stat = fstatSync(fd, { bigint: true });
    const text = readFileSync(fd, "utf8").trim();
    const pid = /^\d+$/.test(text) ? Number(text) : undefined;
    return { identity: `${stat.dev}:${stat.ino}:${stat.ctimeNs}`, pid, modifiedAtMs: Number(stat.mtimeMs) };
  } finally {
    closeSync(fd);
  }
}
