/**
 * The embedded database on disk syncs each commit on the host (DESIGN §4, decision 005), and
 * refuses to start when it cannot. PGlite only: skipped in the PostgreSQL run.
 */
import { fstatSync, fsyncSync, mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DURABLE_START_PARAMS,
  DurabilityError,
  openDurablePglite,
  verifyDurability,
} from "./pglite-durability";
import { hostFsync } from "./pglite-host-fsync";

/** A host sync the hook made: the descriptor's file as the kernel names it. */
interface HostSync {
  path: string;
  directory: boolean;
}

describe.skipIf(process.env.TEST_DATABASE_URL)("the embedded database on disk", () => {
  let dir: string;
  let client: PGlite;
  const syncs: HostSync[] = [];
  // The real host call, recorded: which file each fsync reached.
  const hook = hostFsync((fd) => {
    syncs.push({ path: readlinkSync(`/proc/self/fd/${fd}`), directory: fstatSync(fd).isDirectory() });
    fsyncSync(fd);
  });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "cardfolio-durability-test-"));
    client = await openDurablePglite(join(dir, "pglite"), { hook });
    await client.exec("create table events (id serial primary key, body text not null)");
  });
  afterAll(async () => {
    await client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("syncs the WAL on the host at every committed transaction", async () => {
    for (let i = 0; i < 20; i++) {
      const before = syncs.length;
      await client.query("insert into events (body) values ($1)", [`event ${i}`]);
      const made = syncs.slice(before);
      expect(made.length).toBeGreaterThanOrEqual(1);
      expect(made.some((sync) => sync.path.startsWith(join(dir, "pglite", "pg_wal")))).toBe(true);
    }
    expect(hook.calls).toBe(syncs.length);
  });

  it("syncs a multi-statement transaction once it commits, not before", async () => {
    await client.exec("begin");
    const before = syncs.length;
    await client.query("insert into events (body) values ('a')");
    await client.query("insert into events (body) values ('b')");
    expect(syncs.length).toBe(before);
    await client.exec("commit");
    expect(syncs.length).toBeGreaterThan(before);
  });

  it("makes no sync for a read", async () => {
    const before = syncs.length;
    const result = await client.query<{ count: number }>("select count(*)::int as count from events");
    expect(result.rows[0]!.count).toBe(22);
    expect(syncs.length).toBe(before);
  });

  it("syncs directories too (PostgreSQL syncs pg_wal, pg_xact and others at a checkpoint)", async () => {
    const before = syncs.length;
    await client.exec("checkpoint");
    const directories = syncs.slice(before).filter((sync) => sync.directory);
    expect(directories.map((sync) => sync.path)).toContain(join(dir, "pglite", "pg_xact"));
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)("the start check", () => {
  /** PGlite in memory: its files are not on NODEFS, so no commit reaches the host. */
  async function inMemory(startParams: readonly string[], hook = hostFsync()) {
    const client = await PGlite.create({
      startParams: [...startParams],
      extensions: { hostFsync: hook.extension },
    });
    return { client, hook };
  }

  async function expectRefusal(startParams: readonly string[], message: string) {
    const { client, hook } = await inMemory(startParams);
    try {
      const check = verifyDurability(client, hook);
      await expect(check).rejects.toThrow(DurabilityError);
      await expect(check).rejects.toThrow(message);
    } finally {
      await client.close();
    }
  }

  it("refuses PostgreSQL running with fsync off (PGlite's default -F)", () =>
    expectRefusal(PGlite.defaultStartParams, "PostgreSQL runs with fsync=off"));

  it("refuses a WAL synced with fdatasync, which Emscripten never passes on", () =>
    expectRefusal(
      PGlite.defaultStartParams.filter((param) => param !== "-F"),
      "syncs its WAL with fdatasync",
    ));

  it("refuses when a real commit makes no host sync", () =>
    expectRefusal(DURABLE_START_PARAMS, "a committed transaction made no host fsync call"));

  it("refuses when the hook was never installed", async () => {
    const client = await PGlite.create({ startParams: [...DURABLE_START_PARAMS] });
    try {
      await expect(verifyDurability(client, hostFsync())).rejects.toThrow(
        "the host-fsync hook is not installed (PGlite never ran the hook's setup)",
      );
    } finally {
      await client.close();
    }
  });
});
