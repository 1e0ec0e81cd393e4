/**
 * Opens the database: PGlite (embedded, in-process) by default, PostgreSQL when a URL is
 * given. Both run the same drizzle migrations and are used through the same query builder.
 * How the embedded database's client is wrapped, and in which order: server/db/README.md.
 */
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { projectFile } from "../lib/project-files";
import { LOCK, withSessionLock } from "./advisory-lock";
import { lockDataDir } from "./data-dir-lock";
import { keepStatisticsCurrent } from "./pglite-analyze";
import { DURABLE_START_PARAMS, openDurablePglite } from "./pglite-durability";
import { hostFsync } from "./pglite-host-fsync";
import { leanClientForDrizzle } from "./pglite-lean-client";
import { pgliteMemoryParams } from "./pglite-memory";
import { answeringWhenSynced } from "./pglite-synced-client";
import { configurePreparing } from "./prepared-statement";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL's pool and address, for what several processes coordinate through (server/cluster/). */
  postgres?: { url: string; pool: pg.Pool };
  /** Runs a trivial query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = (
  | { kind: "postgres"; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory (tests); `cacheMb`, its page cache (pglite-memory.ts). */
  | { kind: "pglite"; dataDir?: string; cacheMb?: number }
) & {
  /**
   * DATABASE_SAFE_MODE: no statement is prepared (decision 023), and the embedded
   * database syncs each commit's WAL on the event loop (as before decision 022). Slower; for
   * when a bug in those paths is suspected.
   */
  safeMode?: boolean;
};

export interface DatabaseOptions {
  /** Where the database layer's warnings go: the server's logger; the console otherwise. */
  warn?: (message: string) => void;
  /** Where it says what it did once (made a new embedded database): the server's logger; nowhere otherwise. */
  info?: (message: string) => void;
}

const consoleWarn = (message: string) => console.warn(message);

const migrationsFolder = projectFile("server", "db", "migrations");

const CREATED: Record<"template" | "initdb", string> = {
  template: "made a new embedded database from the build's template",
  initdb:
    "made a new embedded database with PGlite's initdb (no template of this PGlite version in the build)",
};

async function openPglite(
  dataDir: string | undefined,
  cacheMb: number | undefined,
  safeMode: boolean,
  { warn = consoleWarn, info }: DatabaseOptions,
): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // Trigram indexes for the user search (migration 0002, decision 004).
    const extensions = { pg_trgm };
    // On disk, commits must reach the disk (decision 005); in memory there is no disk. The
    // WAL's syncs wait for a flush off the event loop (decision 022), or in safe mode are made
    // at each commit, on it.
    const hook = hostFsync(undefined, safeMode ? "at-commit" : "deferred");
    const client = dataDir
      ? await openDurablePglite(join(dataDir, "pglite"), {
          extensions,
          hook,
          cacheMb,
          onCreated: (how) => info?.(CREATED[how]),
        })
      : await PGlite.create({
          startParams: [...DURABLE_START_PARAMS, ...pgliteMemoryParams(cacheMb)],
          extensions,
        });
    // On disk, a statement answers once its commit is synced (decision 022); in safe mode it
    // was synced before PGlite answered, so there is nothing to wait for.
    const answering = dataDir && !safeMode ? answeringWhenSynced(client, hook.flush) : client;
    const lean = leanClientForDrizzle(answering, { prepare: !safeMode });
    // Before the first statement: the migrations' statements are counted against the budget too.
    configurePreparing(lean, { prepare: !safeMode, warn });
    const db = drizzlePglite({ client: lean, schema, casing: "snake_case" });
    await migratePglite(db, { migrationsFolder });
    const statistics = keepStatisticsCurrent(client, (error) => {
      warn(`Refreshing the embedded database's planner statistics failed: ${String(error)}`);
    });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      ping: async () => {
        // Through the synced client: it answers only with every sync so far made, and never
        // again once one failed (a failed sync is final), so readiness sees a lost disk.
        await answering.query("select 1");
      },
      close: async () => {
        statistics.stop();
        try {
          // Syncs still under way settle first: a statement may be waiting for one.
          await hook.flush();
        } finally {
          try {
            if (!client.closed) await client.close();
          } finally {
            release();
          }
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(
  url: string,
  poolSize: number,
  safeMode: boolean,
  warn = consoleWarn,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // rows() prepares its statements on each pooled connection, unless in safe mode.
  configurePreparing(pool, { prepare: !safeMode, warn });
  // An idle connection can die (the server restarts, an administrator ends it); the pool
  // drops it and opens another when needed. Without a listener, node-postgres re-emits the
  // error as an uncaught exception and the whole process stops.
  pool.on("error", (error) => {
    warn(`An idle PostgreSQL connection failed and was dropped: ${error.message}`);
  });
  try {
    const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" });
    // Processes started together migrate once: the first holds the lock, the others wait
    // and then find nothing left to do.
    await withSessionLock(pool, LOCK.migrations, () => migrateNodePg(db, { migrationsFolder }));
    return {
      db: db as unknown as Db,
      kind: "postgres",
      postgres: { url, pool },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

export function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  const safeMode = target.safeMode ?? false;
  return target.kind === "postgres"
    ? openPostgres(target.url, target.poolSize ?? 10, safeMode, options.warn)
    : openPglite(target.dataDir, target.cacheMb, safeMode, options);
}
