/**
 * Two application processes on one database (here two apps sharing it), each running the outbox
 * at once while leads keep arriving: every event reaches the receiver exactly once, because a
 * claim takes rows FOR UPDATE SKIP LOCKED and an outcome is written only under its own claim.
 * A claim left by a runner that died is taken again once its deadline passes.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../db/rows";
import { createTestApp, type SignedInUser, type TestApp } from "../../test/harness";
import { cardTestKit } from "../cards/card-test-kit";
import { recordLead } from "../leads/record-lead";
import { claimDue } from "./claims";
import { type Receiver, registerEndpoint, startReceiver } from "./webhook-test-kit";

let first: TestApp;
let second: TestApp;
let receiver: Receiver;
let owner: SignedInUser;
let cardId: number;
const kit = cardTestKit(() => first);

beforeAll(async () => {
  receiver = await startReceiver();
  first = await createTestApp({ OUTBOUND_ALLOWLIST: "127.0.0.1" });
  second = await createTestApp({ OUTBOUND_ALLOWLIST: "127.0.0.1" }, { sharingDatabaseOf: first });
  owner = await kit.signedIn(2, "tworun");
  cardId = (await kit.cardOf(owner)).id;
  await registerEndpoint(first, owner, { url: receiver.url, events: ["lead.created"] });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await receiver?.close();
});

describe("two runners on one database", () => {
  it("deliver each event once", async () => {
    const LEADS = 120;
    const arriving = (async () => {
      for (let i = 0; i < LEADS; i++) {
        await recordLead(first.db, { cardId, kind: "form", email: `two-${i}@example.com` });
      }
    })();
    const running = (async () => {
      for (let round = 0; round < 10; round++) {
        await Promise.all([first.app.webhookRunner.runOnce(), second.app.webhookRunner.runOnce()]);
      }
    })();
    await Promise.all([arriving, running]);
    await Promise.all([first.app.webhookRunner.runOnce(), second.app.webhookRunner.runOnce()]);
    const perId = receiver.deliveredPerId();
    expect(perId.size).toBe(LEADS);
    expect(new Set(perId.values())).toEqual(new Set([1]));
    expect(receiver.received).toHaveLength(LEADS);
    const [counts] = await rows<{ delivered: number }>(
      first.db,
      sql`select count(*)::int as delivered from webhook_deliveries where status = 'delivered'`,
    );
    expect(counts!.delivered).toBe(LEADS);
  });

  it("take a dead runner's claim again once it expires, and not before", async () => {
    receiver.received.length = 0;
    await recordLead(first.db, { cardId, kind: "form", email: "orphan@example.com" });
    // A runner claims it and dies before sending.
    await first.app.webhookRunner.close();
    await second.app.webhookRunner.close();
    const { claimed } = await claimDue(first.db, 10);
    expect(claimed).toHaveLength(1);
    expect((await claimDue(second.db, 10)).claimed).toHaveLength(0);
    await rows(
      first.db,
      sql`update webhook_deliveries set claimed_until = now() - interval '1 second' where status = 'pending'`,
    );
    const again = await claimDue(second.db, 10);
    expect(again.claimed.map((d) => d.messageId)).toEqual(claimed.map((d) => d.messageId));
  });
});
