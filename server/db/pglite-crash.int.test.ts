/**
 * An acknowledged write survives the process being killed (an acknowledged event
 * is never lost). A child process opens the embedded database through openDatabase, as the
 * server does, and reports each committed insert; it is killed with SIGKILL in the middle of
 * its writes, and the database opened again must hold every reported row. PGlite only:
 * skipped in the PostgreSQL run.
 *
 * SIGKILL leaves the page cache alone, so this does not show that commits reach the disk
 * (pglite-durability.int.test.ts counts the host syncs for that); it shows that recovery
 * after a crash, which now syncs the whole directory through the hook, loses nothing.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { onLines } from "../test/child-output";
import { openDatabase } from "./client";

const CLIENT_MODULE = fileURLToPath(new URL("./client.ts", import.meta.url));
const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Acknowledged writes to wait for before the kill; the child goes on writing meanwhile. */
const ACKNOWLEDGED_BEFORE_KILL = 150;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "cardfolio-crash-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Starts a writer on `dir`: one insert per transaction, numbered from `firstId`, printing
 * "ack <id>" only after each commit returned, without end.
 */
function startWriter(firstId: number): ChildProcess {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(CLIENT_MODULE)});
    const { sql } = await import("drizzle-orm");
    const database = await openDatabase({ kind: "pglite", dataDir: ${JSON.stringify(dir)} });
    await database.db.execute(sql\`create table if not exists crash_probe (id integer primary key)\`);
    for (let id = ${firstId}; ; id++) {
      await database.db.execute(sql\`insert into crash_probe (id) values (\${id})\`);
      process.stdout.write("ack " + id + "\\n");
    }
  `;
  return spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Kills the writer with SIGKILL once it has acknowledged `count` writes; returns their ids. */
function killAfterAcknowledged(writer: ChildProcess, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const acknowledged: number[] = [];
    let errors = "";
    writer.stderr!.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    onLines(writer.stdout!, (line) => {
      const match = /^ack (\d+)$/.exec(line);
      if (match) acknowledged.push(Number(match[1]));
      if (acknowledged.length >= count && writer.signalCode === null) writer.kill("SIGKILL");
    });
    writer.once("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve(acknowledged);
      else reject(new Error(`the writer exited (${code}) before it was killed: ${errors}`));
    });
  });
}

async function storedIds(): Promise<Set<number>> {
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  try {
    const result = (await database.db.execute(sql`select id from crash_probe`)) as unknown as {
      rows: { id: number }[];
    };
    return new Set(result.rows.map((row) => row.id));
  } finally {
    await database.close();
  }
}

describe.skipIf(process.env.TEST_DATABASE_URL)("the embedded database killed mid-write", () => {
  it("holds every acknowledged write after a restart, twice in a row", async () => {
    const first = await killAfterAcknowledged(startWriter(1), ACKNOWLEDGED_BEFORE_KILL);
    // The second writer starts on the crashed directory: stale lock, crash recovery.
    const second = await killAfterAcknowledged(startWriter(100_000), ACKNOWLEDGED_BEFORE_KILL);
    expect(first.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(second.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    const stored = await storedIds();
    const lost = [...first, ...second].filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
  }, 60_000);
});
