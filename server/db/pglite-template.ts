/**
 * A new embedded database is copied from a template made when the server is built, instead of
 * being made by PGlite's initdb at the first start. initdb runs a second PostgreSQL instance
 * beside the first and keeps both in memory: the first start's resident memory peaked at about
 * 1 GB that way, where a start on an existing database needs a third of it. The template is
 * exactly what initdb makes (PGlite's WebAssembly build writes the same files on any machine),
 * made by the PGlite version installed beside it; a template of another version is not used.
 * Without a template (the server run from its TypeScript source, a build without one), PGlite's
 * own initdb makes the database as before.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { projectFile } from "../lib/project-files";

/** Where `npm run build` puts the template: its data directory, and the PGlite version that made it. */
export const PGLITE_TEMPLATE_DIR = projectFile("dist", "pglite-template");
const DATA = "pgdata";
const VERSION_FILE = "pglite-version";

/** The installed PGlite's version, from its package.json. */
function installedPgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/**
 * Lets every user read the tree: the template holds no data, and the build's user (root in a
 * container image) is often not the server's. initdb leaves a file or two readable by their owner
 * alone, which the server could then not copy.
 */
function readableByAll(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) readableByAll(path);
    else chmodSync(path, 0o644);
  }
}

/** Makes the template in `templateDir` (replacing one there), with PGlite's own initdb. */
export async function makePgliteTemplate(templateDir = PGLITE_TEMPLATE_DIR): Promise<void> {
  const making = `${templateDir}.making`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  const client = await PGlite.create({ dataDir: join(making, DATA) });
  await client.close();
  writeFileSync(join(making, VERSION_FILE), installedPgliteVersion());
  readableByAll(making);
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(making, templateDir);
}

/**
 * Copies the template into `pgDataDir`, which must not hold a database yet, and says whether it
 * did (false: no template of the installed version, so PGlite makes the database itself). The
 * copy is made beside the target and renamed into place, so an interrupted copy is never taken
 * for a database. The caller syncs the new files to disk, as it does after initdb.
 */
export function copyPgliteTemplate(pgDataDir: string, templateDir = PGLITE_TEMPLATE_DIR): boolean {
  const versionFile = join(templateDir, VERSION_FILE);
  if (!existsSync(versionFile) || readFileSync(versionFile, "utf8") !== installedPgliteVersion())
    return false;
  const copying = `${pgDataDir}.copying`;
  rmSync(copying, { recursive: true, force: true });
  cpSync(join(templateDir, DATA), copying, { recursive: true });
  rmSync(pgDataDir, { recursive: true, force: true });
  renameSync(copying, pgDataDir);
  return true;
}
