/**
 * Builds the web app and the server (`npm run build`) when the sources changed since the last
 * build, or nothing is built yet; otherwise does nothing. Used by `npm start` (scripts/start.mjs)
 * and the benchmarks that run the compiled server. Exits with the build's code when it fails.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { BUILD_STAMP, builtFingerprint, PROJECT_ROOT, sourceFingerprint } from "./build-fingerprint.mjs";

export function ensureBuild() {
  const entry = join(PROJECT_ROOT, "dist", "server", "index.js");
  if (existsSync(entry) && existsSync(BUILD_STAMP) && builtFingerprint() === sourceFingerprint()) return;
  console.log("The sources changed since the last build, or nothing is built yet: building first.");
  const { status } = spawnSync("npm", ["run", "--silent", "build"], { cwd: PROJECT_ROOT, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

if (process.argv[1] === import.meta.filename) ensureBuild();
