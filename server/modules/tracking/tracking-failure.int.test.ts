/**
 * The edges of group commit in the real application: a failed insert reaches every request
 * of its batch as a 500 (nothing is acknowledged that was not stored), and closing the app
 * answers every request it accepted, with its row stored, instead of leaving it waiting.
 */
import { sql } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { NO_TRACKING_LIMIT, trackingTestKit } from "./tracking-test-kit";

let t: TestApp;
afterEach(() => t?.close());
const kit = trackingTestKit(() => t);

it("answers 500 with the generic message to every request of a batch whose insert fails", async () => {
  t = await createTestApp(NO_TRACKING_LIMIT);
  const cardId = await kit.newCard();
  // This app's database is its own: break the table the views go to.
  await t.db.execute(sql`alter table card_views rename to card_views_gone`);

  const responses = await Promise.all(
    Array.from({ length: 20 }, () => kit.post("/api/card-views", { cardId })),
  );
  for (const response of responses) {
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
  }
  // The other tables keep working: one failing batch stops nothing else.
  expect((await kit.post("/api/card-saves", { cardId })).statusCode).toBe(201);
});

it("on close, answers every request it accepted, after its commit, before the database goes", async () => {
  t = await createTestApp(NO_TRACKING_LIMIT);
  const cardId = await kit.newCard();
  // The app is not ready yet, so hooks can still be added. This one counts requests that
  // got past validation into the handler.
  let handled = 0;
  t.app.addHook("preHandler", async () => {
    handled++;
  });
  // Hold the table, so the events are still waiting for their commit when closing starts.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = false;
  const blocker = t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table card_views in exclusive mode`);
    locked = true;
    await held;
  });
  await vi.waitFor(() => expect(locked).toBe(true));
  // onClose hooks run in reverse order of registration, so this one runs before the
  // tracking module's: the table frees only once closing is under way.
  t.app.addHook("onClose", async () => {
    release();
  });

  // The first event's batch goes to the held table; the others queue behind it in the writer.
  const inFlight = [kit.post("/api/card-views", { cardId })];
  await vi.waitFor(() => expect(handled).toBe(1));
  inFlight.push(...Array.from({ length: 49 }, () => kit.post("/api/card-views", { cardId })));
  await vi.waitFor(() => expect(handled).toBe(50));

  await t.app.close();
  // As the server does: the database closes as soon as the app has. Fastify waits for the
  // requests in flight, and the module's onClose hook writes anything still queued, so by
  // now every event is committed and answered.
  await t.database.close();
  await blocker;
  const statuses = (await Promise.all(inFlight)).map((r) => r.statusCode);
  expect(statuses).toEqual(new Array(50).fill(201));
});
