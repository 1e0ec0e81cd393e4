/**
 * Flushes a directory tree to disk: every file, every directory (so the entries naming the
 * files are durable too), and the directory holding the tree.
 *
 * PGlite creates a new database in memory and copies it onto the data directory with
 * plain writes, outside PostgreSQL, so nothing syncs those files; PostgreSQL's own syncs
 * only cover what it writes later. This is what PostgreSQL itself does when it starts
 * after a crash (recovery_init_sync_method=fsync).
 */
import { closeSync, fsyncSync, openSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";

function syncPath(path: string): void {
  // Read-only descriptors are enough: fsync flushes the file, whoever wrote it.
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function syncTree(dir: string): number {
  let synced = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) synced += syncTree(path);
    else if (entry.isFile()) {
      syncPath(path);
      synced++;
    }
    // Symbolic links and special files hold no data of ours.
  }
  // After the children: a directory's entries are flushed once what they name is.
  syncPath(dir);
  return synced + 1;
}

/** Returns how many files and directories were synced. */
export function syncDirectoryTree(root: string): number {
  const synced = syncTree(root);
  syncPath(dirname(root));
  return synced + 1;
}
