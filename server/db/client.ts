/**
 * Opens the database: PGlite (embedded, in-process) by default, PostgreSQL when a URL is
 * given. Both run the same drizzle migrations and are used through the same query builder.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { LOCK, withSessionLock } from "./advisory-lock";
import { lockDataDir } from "./data-dir-lock";
import { keepStatisticsCurrent } from "./pglite-analyze";
import { DURABLE_START_PARAMS, openDurablePglite } from "./pglite-durability";
import { hostFsync } from "./pglite-host-fsync";
import { leanClientForDrizzle } from "./pglite-lean-client";
import { answeringWhenSynced } from "./pglite-synced-client";
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

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // Trigram indexes for the user search (migration 0002, decision 004).
    const extensions = { pg_trgm };
    // On disk, commits must reach the disk (decision 005); in memory there is no disk.
    const hook = hostFsync();
    const client = dataDir
      ? await openDurablePglite(join(dataDir, "pglite"), { extensions, hook })
      : await PGlite.create({ startParams: [...DURABLE_START_PARAMS], extensions });
    // On disk, a statement answers once its commit is synced (decision 022).
    const answering = dataDir ? answeringWhenSynced(client, hook.flush) : client;
    const db = drizzlePglite({ client: leanClientForDrizzle(answering), schema, casing: "snake_case" });
    await migratePglite(db, { migrationsFolder });
    const stopAnalyzing = await keepStatisticsCurrent(client, (error) => {
      console.warn(`Refreshing the embedded database's planner statistics failed: ${String(error)}`);
    });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        stopAnalyzing();
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

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection can die (the server restarts, an administrator ends it); the pool
  // drops it and opens another when needed. Without a listener, node-postgres re-emits the
  // error as an uncaught exception and the whole process stops.
  pool.on("error", (error) => {
    console.warn(`An idle PostgreSQL connection failed and was dropped: ${error.message}`);
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

export function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === "postgres" ? openPostgres(target.url, target.poolSize) : openPglite(target.dataDir);
}
