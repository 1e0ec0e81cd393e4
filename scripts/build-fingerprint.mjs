/**
 * What a build was made from: the path, size and modification time of every source file the web
 * app and the compiled server are built from. `npm run build` writes it beside the compiled server
 * (dist/build-stamp.json); `npm start` compares it with the sources as they are now and builds
 * again only when they differ, so a restart on an unchanged checkout starts at once.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
export const BUILD_STAMP = join(PROJECT_ROOT, "dist", "build-stamp.json");

/** Folders whose files go into the build (tests apart), and single files that steer it. */
const SOURCE_DIRS = ["core", "card-view", "server", "web", "vite-plugins"];
const SOURCE_FILES = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "scripts/build-server.mjs",
  "scripts/server-launcher.mjs",
];
/** Build output and dependencies inside those folders, and files no build reads. */
const SKIPPED_DIRS = new Set(["node_modules", "dist", "test", ".vite"]);
const SKIPPED_FILE = /\.(test|int\.test|spec)\.tsx?$|\.md$/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(path);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      yield path;
    }
  }
}

/** A hash of every source file's path, size and modification time, in a fixed order. */
export function sourceFingerprint(root = PROJECT_ROOT) {
  const files = [...SOURCE_DIRS.flatMap((dir) => [...sourceFiles(join(root, dir))])];
  files.push(...SOURCE_FILES.map((file) => join(root, file)));
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** The fingerprint the last complete build was made from, or undefined when there is none. */
export function builtFingerprint() {
  try {
    return JSON.parse(readFileSync(BUILD_STAMP, "utf8")).sources;
  } catch {
    return undefined;
  }
}
