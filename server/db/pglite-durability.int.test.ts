/**
 * The embedded database on disk syncs each commit on the host (decisions 005 and
 * 022) before the statement answers, and refuses to start when it cannot. PGlite only: skipped in the PostgreSQL run.
 */
import fs, { fstatSync, fsync, fsyncSync, mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  DURABLE_START_PARAMS,
  DurabilityError,
  openDurablePglite,
  verifyDurability,
} from "./pglite-durability";
import { hostFsync } from "./pglite-host-fsync";
import { answeringWhenSynced } from "./pglite-synced-client";

/** A host sync the hook made: the descriptor's file as the kernel names it, and on which thread. */
interface HostSync {
  path: string;
  directory: boolean;
  where: "here" | "elsewhere";
}

describe.skipIf(process.env.TEST_DATABASE_URL)("the embedded database on disk", () => {
  let dir: string;
  let client: PGlite;
  /** The client as the app uses it: each statement answers once its commit is synced. */
  let synced: PGlite;
  const syncs: HostSync[] = [];
  const walDir = () => join(dir, "pglite", "pg_wal");
  /** The syncs, and during the test of written-out pages the writes, as they happen. */
  const timeline: string[] = [];
  const seen = (fd: number, where: HostSync["where"]): HostSync => {
    const path = readlinkSync(`/proc/self/fd/${fd}`);
    timeline.push(`sync ${where} ${path}`);
    return { path, directory: fstatSync(fd).isDirectory(), where };
  };
  // The real host calls, recorded: which file each fsync reached, and from which thread.
  const hook = hostFsync({
    sync(fd) {
      syncs.push(seen(fd, "here"));
      fsyncSync(fd);
    },
    async syncAsync(fd) {
      const sync = seen(fd, "elsewhere");
      await promisify(fsync)(fd);
      syncs.push(sync);
    },
  });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "cardfolio-durability-test-"));
    client = await openDurablePglite(join(dir, "pglite"), { hook });
    synced = answeringWhenSynced(client, hook.flush);
    await synced.exec("create table events (id serial primary key, body text not null)");
  });
  afterAll(async () => {
    await client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("syncs the WAL on the host, off the event loop, before each committed statement answers", async () => {
    for (let i = 0; i < 20; i++) {
      const before = syncs.length;
      await synced.query("insert into events (body) values ($1)", [`event ${i}`]);
      const made = syncs.slice(before);
      expect(made.some((sync) => sync.path.startsWith(walDir()) && sync.where === "elsewhere")).toBe(true);
      expect(made.filter((sync) => sync.where === "here")).toEqual([]);
    }
    expect(hook.calls).toBe(syncs.length);
  });

  it("only notes the WAL at the commit itself: the sync waits for the flush", async () => {
    const before = syncs.length;
    await client.query("insert into events (body) values ('noted')");
    expect(syncs.length).toBe(before);
    await hook.flush();
    expect(syncs.slice(before).map((sync) => sync.path.startsWith(walDir()))).toContain(true);
  });

  it("syncs a multi-statement transaction once it commits, not before", async () => {
    await synced.exec("begin");
    const before = syncs.length;
    await synced.query("insert into events (body) values ('a')");
    await synced.query("insert into events (body) values ('b')");
    expect(syncs.length).toBe(before);
    await synced.exec("commit");
    expect(syncs.length).toBeGreaterThan(before);
  });

  it("makes no sync for a read", async () => {
    const before = syncs.length;
    const result = await synced.query<{ count: number }>("select count(*)::int as count from events");
    expect(result.rows[0]!.count).toBe(23);
    expect(syncs.length).toBe(before);
  });

  it("syncs directories too (PostgreSQL syncs pg_wal, pg_xact and others at a checkpoint)", async () => {
    const before = syncs.length;
    await synced.exec("checkpoint");
    const directories = syncs.slice(before).filter((sync) => sync.directory);
    expect(directories.map((sync) => sync.path)).toContain(join(dir, "pglite", "pg_xact"));
  });

  it("syncs the WAL at once, before the pages it describes, when PostgreSQL must write pages out", async () => {
    // Few buffers: the insert below makes PostgreSQL write dirty pages out while it runs,
    // each after the WAL describing it (it asks for the WAL's sync first).
    const small = await PGlite.create({
      dataDir: join(dir, "few-buffers"),
      startParams: [...DURABLE_START_PARAMS, "-c", "shared_buffers=16"],
      extensions: { hostFsync: hook.extension },
    });
    const writeSync = fs.writeSync;
    const writes = vi
      .spyOn(fs, "writeSync")
      .mockImplementation((...args: Parameters<typeof fs.writeSync>) => {
        timeline.push(`write ${readlinkSync(`/proc/self/fd/${args[0]}`)}`);
        return writeSync(...args);
      });
    try {
      await small.exec("create table pages (id int, body text)");
      await hook.flush();
      timeline.length = 0;
      // Not flushed: only the rule "WAL before data" can sync anything here.
      await small.exec("insert into pages select g, repeat('x', 500) from generate_series(1, 3000) g");
    } finally {
      writes.mockRestore();
      await small.close();
    }
    const wal = join(dir, "few-buffers", "pg_wal");
    const walSynced = timeline.indexOf(
      timeline.find((event) => event.startsWith(`sync here ${wal}`)) ?? "none",
    );
    expect(walSynced).toBeGreaterThan(0);
    expect(timeline[walSynced + 1]).toMatch(new RegExp(`^write ${join(dir, "few-buffers", "base")}/`));
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
