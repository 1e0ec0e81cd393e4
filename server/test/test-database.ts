/**
 * A database of its own for one test app: a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL when it is set; else PGlite, in memory, or with
 * TEST_PGLITE_ON_DISK=1 on a DATA_DIR of its own in the temporary folder, opened by the very
 * factory the server uses for its DATA_DIR (durable start, WAL synced off the event loop,
 * statements answering once synced: server/db/README.md). Either way the schema comes from the
 * real migrations, and close() throws nothing away twice.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Database, type DatabaseOptions, openDatabase } from "../db/client";

/** Runs one statement on a short-lived connection to the server's maintenance database. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** What a test may choose of the database it gets: DATABASE_SAFE_MODE, where warnings go. */
export interface TestDatabaseOptions extends DatabaseOptions {
  safeMode?: boolean;
}

async function openFreshPostgres(serverUrl: string, options: TestDatabaseOptions): Promise<Database> {
  // Hex only, so the name needs no quoting; random, so parallel test files never meet.
  const name = `cardfolio_test_${randomBytes(8).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  // FORCE ends connections a failed test may have left open, so the drop cannot hang.
  const drop = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target = { kind: "postgres", url: url.toString(), poolSize: 4, safeMode: options.safeMode } as const;
  return openCleaningUp(() => openDatabase(target, options), drop);
}

/** The database `open` gives, with `cleanUp` run after it closes, or at once if it does not open. */
async function openCleaningUp(
  open: () => Promise<Database>,
  cleanUp: () => Promise<unknown>,
): Promise<Database> {
  let database: Database;
  try {
    database = await open();
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await cleanUp();
      }
    },
  };
}

/** Makes close() safe to call again, e.g. after a test closed the database on purpose. */
function closingOnce(database: Database): Database {
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () => {
      closing ??= database.close();
      return closing;
    },
  };
}

/** Whether PGlite runs on disk as in production (TEST_PGLITE_ON_DISK=1) rather than in memory. */
const pgliteOnDisk = (): boolean => process.env.TEST_PGLITE_ON_DISK === "1";

async function openPgliteOnDisk(options: TestDatabaseOptions): Promise<Database> {
  const dataDir = await mkdtemp(join(tmpdir(), "cardfolio-test-data-"));
  return openCleaningUp(
    () => openDatabase({ kind: "pglite", dataDir, safeMode: options.safeMode }, options),
    () => rm(dataDir, { recursive: true, force: true }),
  );
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl
    ? await openFreshPostgres(serverUrl, options)
    : pgliteOnDisk()
      ? await openPgliteOnDisk(options)
      : await openDatabase({ kind: "pglite", safeMode: options.safeMode }, options);
  return closingOnce(database);
}
