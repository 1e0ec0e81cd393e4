/**
 * The coordinator of several processes on one PostgreSQL (decision 018), with two coordinators
 * on one database standing for two processes: announcements reach the other process only, one
 * process is the runner and another takes over when it goes, and a lost listening connection
 * drops the caches, comes back and hears announcements again.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { businessCards } from "../db/schema";
import type { CardChange } from "../lib/card-changes";
import { cardTestKit } from "../modules/cards/card-test-kit";
import { createTestApp } from "../test/harness";
import { openTestDatabase } from "../test/test-database";
import type { Coordinator } from "./coordinator";
import { LISTENER_NAME, startPostgresCoordinator } from "./postgres-coordinator";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("the PostgreSQL coordinator", () => {
  let database: Database;
  const warnings: string[] = [];
  const started: Coordinator[] = [];
  const start = async () => {
    const coordinator = await startPostgresCoordinator({
      ...database.postgres!,
      log: { warn: (_details, message) => warnings.push(message) },
      retryMs: 200,
    });
    started.push(coordinator);
    return coordinator;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(started.map((c) => c.close()));
    await database?.close();
  });

  it("announces a change to the other process, not back to its own listeners", async () => {
    const a = await start();
    const b = await start();
    const heardByA: CardChange[] = [];
    const heardByB: CardChange[] = [];
    a.onAnnounced((change) => heardByA.push(change));
    b.onAnnounced((change) => heardByB.push(change));
    a.announce({ id: 42, slugs: ["old-name", "new-name"] });
    await vi.waitFor(() => expect(heardByB).toEqual([{ id: 42, slugs: ["old-name", "new-name"] }]));
    b.announce({ id: 7, slugs: ["seven"] });
    await vi.waitFor(() => expect(heardByA).toEqual([{ id: 7, slugs: ["seven"] }]));
    expect(heardByB).toHaveLength(1);
    await Promise.all([a.close(), b.close()]);
  });

  it("makes exactly one process the runner, and another takes over when it stops", async () => {
    const a = await start();
    const b = await start();
    const c = await start();
    const runners = () => [a, b, c].filter((x) => x.isRunner());
    await vi.waitFor(() => expect(runners()).toHaveLength(1));
    const first = runners()[0]!;
    await first.close();
    await vi.waitFor(() => expect(runners()).toHaveLength(1), { timeout: 3000 });
    expect(runners()[0]).not.toBe(first);
    await Promise.all([a, b, c].map((x) => x.close()));
  });

  it("drops the caches when its connection is lost, reconnects, and hears announcements again", async () => {
    const a = await start();
    const b = await start();
    let missed = 0;
    b.onMissed(() => missed++);
    const heard: CardChange[] = [];
    b.onAnnounced((change) => heard.push(change));
    // An administrator (or a failover) ends the listening sessions from the server's side.
    await database.postgres!.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1",
      [LISTENER_NAME],
    );
    await vi.waitFor(() => expect(missed).toBeGreaterThanOrEqual(1));
    expect(warnings.some((w) => w.includes("lost the PostgreSQL connection"))).toBe(true);
    // Back: once reconnected, announcements arrive again (tried until the new LISTEN is in place).
    await vi.waitFor(
      () => {
        a.announce({ id: 99, slugs: ["back"] });
        expect(heard).toContainEqual({ id: 99, slugs: ["back"] });
      },
      { timeout: 5000, interval: 300 },
    );
    // Reconnecting told the caches again: whatever was cached meanwhile is suspect too.
    expect(missed).toBeGreaterThanOrEqual(2);
    await Promise.all([a.close(), b.close()]);
  });

  it("a server whose listening connection was lost serves no card page it cached before", async () => {
    const t = await createTestApp();
    try {
      const { signedIn, cardOf } = cardTestKit(() => t);
      const card = await cardOf(await signedIn(1), { name: "Before Loss" });
      const page = async () => (await t.request({ method: "GET", url: `/api/card/${card.slug}` })).json();
      expect(await page()).toMatchObject({ name: "Before Loss" });
      // A change this server never hears of (as if announced while its connection was down).
      await t.db.update(businessCards).set({ name: "After Loss" }).where(eq(businessCards.id, card.id));
      expect(await page()).toMatchObject({ name: "Before Loss" });
      await t.database.postgres!.pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1",
        [LISTENER_NAME],
      );
      await vi.waitFor(async () => expect(await page()).toMatchObject({ name: "After Loss" }));
    } finally {
      await t.close();
    }
  });
});
