/**
 * Files the server reads from the project's folder at run time (its migrations, the public page's
 * stylesheets, the compiled SVG worker). The folder is two levels above this module whether the
 * server runs from its TypeScript source (server/lib/project-files.ts) or compiled
 * (dist/server/index.js, written by `npm run build`), so one rule finds them in both.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A path inside the project's folder, from its segments (`projectFile("server", "db", "migrations")`). */
export function projectFile(...segments: string[]): string {
  return join(PROJECT_ROOT, ...segments);
}

/** The compiled server's folder (`npm run build`). */
export const COMPILED_SERVER_DIR = projectFile("dist", "server");

/** Whether this process runs the compiled server rather than the TypeScript source. */
export const runningCompiled = (): boolean => dirname(fileURLToPath(import.meta.url)) === COMPILED_SERVER_DIR;
