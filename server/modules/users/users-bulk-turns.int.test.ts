/**
 * A large batch import must not hold the event loop while it checks and saves rows: other
 * requests (even /healthz) are answered between its chunks, inside its one transaction.
 * Counted as turns of the event loop, which is what a waiting request needs.
 */
import { describe, expect, it } from "vitest";
import type { AppContext } from "../../context";
import { testAppPerFile } from "../../test/test-app-per-file";
import { countUsers, findUserById } from "../user-records/repo";
import { createBulkImport } from "./bulk";

const t = testAppPerFile({ BULK_PASSWORD_SCRYPT_LOG_N: "10" });

const ROWS = 2000;

/** Counts turns of the event loop (setImmediate runs once per turn) until stopped. */
function turnCounter() {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    read: () => turns,
    stop: () => {
      running = false;
    },
  };
}

/**
 * 2,000 real password hashes and inserts: 17-32 s on two busy cores, so the limit (a guard
 * against a hang, not a speed target) is wider than the suite's 30 s.
 */
const HANG_GUARD_MS = 120_000;

describe("a 2,000-row batch import", () => {
  it("gives the event loop a turn between its chunks while checking and saving", {
    timeout: HANG_GUARD_MS,
  }, async () => {
    const actor = (await findUserById(t.db, 1))!;
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      username: `turns${i}`,
      fullName: `Turns ${i}`,
      email: `turns${i}@cards.test`,
      password: "secret-pass",
      accessLevel: 1,
      cardSlug: "",
    }));
    // The import needs the database and the settings only.
    const bulk = createBulkImport({ config: t.config, db: t.db } as AppContext);
    const counter = turnCounter();
    const turnsAt: Record<string, number> = {};
    const usersBefore = await countUsers(t.db);
    const result = await bulk.run(actor, rows, (progress) => {
      if (progress.done === 0) turnsAt[`${progress.phase} start`] = counter.read();
      if (progress.done === progress.total) turnsAt[`${progress.phase} end`] = counter.read();
    });
    counter.stop();

    expect(result.results.every((row) => row.status === "created")).toBe(true);
    expect(await countUsers(t.db)).toBe(usersBefore + ROWS);
    // At least one turn per saved chunk of 50 rows, and per 500 rows checked.
    expect(turnsAt["saving end"]! - turnsAt["saving start"]!).toBeGreaterThanOrEqual(ROWS / 50 - 1);
    expect(turnsAt["checking end"]! - turnsAt["checking start"]!).toBeGreaterThanOrEqual(ROWS / 500 - 1);
  });
});
