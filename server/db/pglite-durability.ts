/**
 * Opens the embedded database on disk so that a commit is on the disk, not just in the
 * page cache, when PGlite acknowledges it (decision 005); refuses to start
 * when that cannot be had rather than run without it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Extensions, PGlite } from "@electric-sql/pglite";
import { type HostFsync, hostFsync } from "./pglite-host-fsync";
import { pgliteMemoryParams } from "./pglite-memory";
import { copyPgliteTemplate } from "./pglite-template";
import { syncDirectoryTree } from "./sync-directory-tree";

/** The version the host-fsync hook was checked against; package.json pins it. */
const VERIFIED_PGLITE_VERSION = "0.5.16";

export class DurabilityError extends Error {}

/**
 * PGlite's default start parameters, less `-F` (it turns fsync off), and with the WAL
 * synced by fsync: the default on Linux, fdatasync, is a no-op inside Emscripten that no
 * hook can reach, while fsync goes through the stream operation pglite-host-fsync adds.
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "wal_sync_method=fsync",
];

/** A transaction that writes WAL and leaves nothing behind: its commit must be synced. */
const PROBE_TRANSACTION =
  "begin; create table cardfolio_durability_probe (); drop table cardfolio_durability_probe; commit;";

function refuse(reason: string): DurabilityError {
  return new DurabilityError(
    `The embedded database cannot make its commits durable: ${reason}. Refusing to start, since ` +
      "acknowledged writes could be lost in an OS crash or a power loss. The fix for this was " +
      `checked on @electric-sql/pglite ${VERIFIED_PGLITE_VERSION} (see ` +
      "docs/decisions/005-embedded-database-durability.md); use that version, or DATABASE_URL.",
  );
}

async function setting(client: PGlite, name: "fsync" | "wal_sync_method"): Promise<string | undefined> {
  const result = await client.query<Record<string, string>>(`show ${name}`);
  return result.rows[0]?.[name];
}

/** Checks, with a real commit, that commits reach the host's fsync; throws DurabilityError if not. */
export async function verifyDurability(client: PGlite, hook: HostFsync): Promise<void> {
  if (hook.notInstalledReason)
    throw refuse(`the host-fsync hook is not installed (${hook.notInstalledReason})`);
  const fsync = await setting(client, "fsync");
  if (fsync !== "on") throw refuse(`PostgreSQL runs with fsync=${fsync}`);
  const walSyncMethod = await setting(client, "wal_sync_method");
  if (walSyncMethod !== "fsync") throw refuse(`PostgreSQL syncs its WAL with ${walSyncMethod}, not fsync`);
  const before = hook.calls;
  await client.exec(PROBE_TRANSACTION);
  await hook.flush();
  if (hook.calls === before) throw refuse("a committed transaction made no host fsync call");
}

export interface DurablePgliteOptions {
  extensions?: Extensions;
  hook?: HostFsync;
  /** The page cache in megabytes (pglite-memory.ts). */
  cacheMb?: number;
  /** Where a new database is copied from (pglite-template.ts); its default is the build's. */
  templateDir?: string;
  /** Told how a new database was made: copied from the template, or by PGlite's initdb. */
  onCreated?: (how: "template" | "initdb") => void;
}

/**
 * PGlite on `pgDataDir` with the host-fsync hook, checked with a real commit, and the
 * files written without syncing (a new database) flushed, before anything is asked of it.
 */
export async function openDurablePglite(
  pgDataDir: string,
  { extensions = {}, hook = hostFsync(), cacheMb, templateDir, onCreated }: DurablePgliteOptions = {},
): Promise<PGlite> {
  // A new database is copied from the build's template, or made by PGlite, onto the directory
  // without syncing it. An existing one needs no such pass: PostgreSQL synced what it wrote,
  // and after a crash it syncs the whole directory itself, through the hook.
  const creating = !existsSync(join(pgDataDir, "PG_VERSION"));
  if (creating) onCreated?.(copyPgliteTemplate(pgDataDir, templateDir) ? "template" : "initdb");
  const client = await PGlite.create({
    dataDir: pgDataDir,
    startParams: [...DURABLE_START_PARAMS, ...pgliteMemoryParams(cacheMb)],
    extensions: { ...extensions, hostFsync: hook.extension },
  });
  try {
    await verifyDurability(client, hook);
    if (creating) syncDirectoryTree(pgDataDir);
    return client;
  } catch (error) {
    await client.close();
    throw error;
  }
}
