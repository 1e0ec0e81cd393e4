/**
 * DATABASE_SAFE_MODE (server/db/README.md): the database opened as the server opens it, with the
 * switch on, prepares no statement, and on the embedded database syncs each commit's WAL on the
 * event loop (fs.fsyncSync) before PGlite answers, none on the WAL's own thread. Each test also opens
 * it with the switch off, where the opposite holds, so the recording is shown to see both.
 */
import fs, { mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../test/test-database";
import { type Database, openDatabase } from "./client";
import { rows } from "./rows";
import { walSyncThread } from "./wal-sync-thread";

const probe = pgTable("safe_mode_probe", { id: serial().primaryKey(), body: text().notNull() });
const CREATE = sql`create table safe_mode_probe (id serial primary key, body text not null)`;

/** Drizzle's own queries and rows(), each twice: what the fast paths would prepare. */
async function workload(database: Database): Promise<void> {
  const { db } = database;
  for (const body of ["a", "b"]) {
    await db.select().from(probe).where(eq(probe.body, body));
    await rows(db, sql`select count(*)::int as n from ${probe} where ${probe.id} > ${0}`);
  }
}

/** Statements prepared in the session the next statement runs in (PGlite's one; PostgreSQL's pool of one). */
async function preparedCount(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from pg_prepared_statements`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe.skipIf(process.env.TEST_DATABASE_URL)("DATABASE_SAFE_MODE on the embedded database on disk", () => {
  let dir: string | undefined;
  let database: Database | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The host syncs made from now on: the file, and whether on this thread or the WAL's own (wal-sync-thread.ts). */
  async function open(safeMode: boolean) {
    dir = mkdtempSync(join(tmpdir(), "cardfolio-safe-mode-test-"));
    database = await openDatabase({ kind: "pglite", dataDir: dir, safeMode });
    await database.db.execute(CREATE);
    const syncs: { path: string; where: "here" | "elsewhere" }[] = [];
    const fsyncSync = fs.fsyncSync;
    const syncElsewhere = walSyncThread.sync;
    vi.spyOn(fs, "fsyncSync").mockImplementation((fd) => {
      syncs.push({ path: readlinkSync(`/proc/self/fd/${fd}`), where: "here" });
      fsyncSync(fd);
    });
    vi.spyOn(walSyncThread, "sync").mockImplementation((fd) => {
      syncs.push({ path: readlinkSync(`/proc/self/fd/${fd}`), where: "elsewhere" });
      return syncElsewhere(fd);
    });
    const walSyncs = (where: "here" | "elsewhere", from = 0) =>
      syncs
        .slice(from)
        .filter((sync) => sync.where === where && sync.path.startsWith(join(dir!, "pglite", "pg_wal")));
    return { db: database.db, syncs, walSyncs };
  }

  /** Five inserts and a transaction: the WAL syncs each made, on `where`. */
  async function writes(opened: Awaited<ReturnType<typeof open>>, where: "here" | "elsewhere") {
    for (let i = 0; i < 5; i++) {
      const before = opened.syncs.length;
      await opened.db.insert(probe).values({ body: `event ${i}` });
      expect(opened.walSyncs(where, before).length).toBeGreaterThan(0);
    }
    await opened.db.transaction(async (tx) => {
      await tx.insert(probe).values({ body: "in a transaction" });
    });
  }

  it("syncs each commit's WAL on the event loop as it commits, none off it, and prepares nothing", async () => {
    const opened = await open(true);
    await writes(opened, "here");
    expect(opened.walSyncs("here").length).toBeGreaterThan(5);
    expect(opened.syncs.filter((sync) => sync.where === "elsewhere")).toEqual([]);
    await workload(database!);
    expect(await preparedCount(database!)).toBe(0);
    expect(await opened.db.select().from(probe).where(eq(probe.body, "event 1"))).toEqual([
      { id: 2, body: "event 1" },
    ]);
  });

  it("without the switch, syncs off the event loop and prepares (the recording sees both ways)", async () => {
    const opened = await open(false);
    await writes(opened, "elsewhere");
    expect(opened.walSyncs("here")).toEqual([]);
    await workload(database!);
    expect(await preparedCount(database!)).toBeGreaterThanOrEqual(2);
  });
});

describe("DATABASE_SAFE_MODE on the database of the run", () => {
  let database: Database | undefined;
  afterEach(() => database?.close());

  /**
   * How many statements were prepared by `workload`: on PostgreSQL, the named statements sent
   * through the pool (node-postgres prepares those on each connection); on PGlite, those in its
   * one session.
   */
  async function preparedBy(opened: Database): Promise<number> {
    const pool = opened.postgres?.pool;
    if (!pool) {
      await workload(opened);
      return preparedCount(opened);
    }
    const named = vi.spyOn(pool, "query");
    try {
      await workload(opened);
      const isNamed = (query: unknown) =>
        typeof query === "object" && query !== null && typeof (query as { name?: unknown }).name === "string";
      return (named.mock.calls as unknown[][]).filter(([query]) => isNamed(query)).length;
    } finally {
      named.mockRestore();
    }
  }

  it("prepares no statement with the switch, and some without", async () => {
    for (const safeMode of [true, false]) {
      database = await openTestDatabase({ safeMode });
      await database.db.execute(CREATE);
      const prepared = await preparedBy(database);
      if (safeMode) expect(prepared).toBe(0);
      else expect(prepared).toBeGreaterThanOrEqual(1);
      await database.close();
    }
  });
});
