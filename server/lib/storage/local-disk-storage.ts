/**
 * FileStorage on the local disk, one folder (UPLOADS_DIR). A file is written to a temporary
 * name in a subfolder of the same folder and then renamed into place: a rename within one
 * file system is atomic, so a reader finds the whole file or none, never a half-written one.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type FileStorage, InvalidFileNameError, isStorableName } from "./file-storage";

/** Temporary files; a dot-name the listing and the name rule both exclude. */
const TEMP_DIR = ".partial";

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

export class LocalDiskStorage implements FileStorage {
  private constructor(private readonly dir: string) {}

  /** Creates the folders now, so a path the server cannot write to stops the start. */
  static async open(dir: string): Promise<LocalDiskStorage> {
    await mkdir(join(dir, TEMP_DIR), { recursive: true });
    return new LocalDiskStorage(dir);
  }

  private pathOf(name: string): string {
    if (!isStorableName(name)) throw new InvalidFileNameError(name);
    return join(this.dir, name);
  }

  async put(name: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(name);
    const temp = join(this.dir, TEMP_DIR, `${randomBytes(12).toString("hex")}.tmp`);
    try {
      // flush: the data is on disk before the rename makes it visible (or survives a crash).
      await writeFile(temp, bytes, { flush: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async read(name: string): Promise<Buffer | undefined> {
    if (!isStorableName(name)) return undefined;
    try {
      return await readFile(this.pathOf(name));
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return undefined;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    try {
      await unlink(this.pathOf(name));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async exists(name: string): Promise<boolean> {
    if (!isStorableName(name)) return false;
    try {
      return (await stat(this.pathOf(name))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    for (const entry of await readdir(this.dir, { withFileTypes: true })) {
      if (entry.isFile() && isStorableName(entry.name)) yield entry.name;
    }
  }
}
