/**
 * The outbox delivered to a local receiver (allowlisted): Standard Webhooks headers verified
 * with the `standardwebhooks` library, a receiver that fails then recovers gets each event once
 * per webhook-id, retries are logged, a rotation's overlap signs with both secrets, a refused
 * address is given up at once with its reason, and an endpoint whose delivery exhausted its
 * attempts is switched off with a mail to its owner. Also card.updated from a card change.
 */
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../db/rows";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks";
import { createTestApp, type SignedInUser, type TestApp } from "../../test/harness";
import { cardTestKit } from "../cards/card-test-kit";
import { recordLead } from "../leads/record-lead";
import { orgTestKit } from "../organizations/org-test-kit";
import { MAX_ATTEMPTS } from "./retry-schedule";
import { makeAllDue, type Receiver, registerEndpoint, startReceiver } from "./webhook-test-kit";

let t: TestApp;
let receiver: Receiver;
let owner: SignedInUser;
let cardId: number;
const kit = cardTestKit(() => t);

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ OUTBOUND_ALLOWLIST: "127.0.0.1", APP_URL: "http://cards.test" });
  owner = await kit.signedIn(2, "hooks");
  cardId = (await kit.cardOf(owner, { name: "Ana Silva" })).id;
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const lead = (email: string, name = "Bo Visitor") => recordLead(t.db, { cardId, kind: "form", email, name });
const deliveriesOf = (endpointId: number) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
const endpointRow = async (id: number) =>
  (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;
const headersOf = (r: Receiver["received"][number]) => ({
  "webhook-id": String(r.headers["webhook-id"]),
  "webhook-timestamp": String(r.headers["webhook-timestamp"]),
  "webhook-signature": String(r.headers["webhook-signature"]),
});

async function fresh(events = ["lead.created", "lead.updated"]) {
  receiver.received.length = 0;
  receiver.status = 200;
  receiver.failNext = 0;
  // One endpoint at a time in this file: earlier ones are deleted.
  await rows(t.db, sql`delete from webhook_endpoints where user_id = ${owner.user.id}`);
  return registerEndpoint(t, owner, { url: receiver.url, events });
}

describe("a delivery", () => {
  it("carries Standard Webhooks' headers, verified with the library", async () => {
    const { secret } = await fresh();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await lead("first@example.com");
    await t.app.webhookRunner.runOnce();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    const verified = new Webhook(secret).verify(got!.body, headersOf(got!)) as {
      type: string;
      data: { email: string; cardId: number };
    };
    expect(verified.type).toBe("lead.created");
    expect(verified.data).toMatchObject({ email: "first@example.com", cardId });
    expect(got!.headers["webhook-id"]).toMatch(/^msg_/);
    expect(got!.headers["content-type"]).toBe("application/json");
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(got!.body, headersOf(got!)),
    ).toThrow();
  });

  it("reaches a receiver that fails and recovers exactly once per webhook-id", async () => {
    const { id } = await fresh();
    receiver.failNext = 3;
    for (let i = 0; i < 5; i++) await lead(`many-${i}@example.com`);
    for (let round = 0; round < 5; round++) {
      await t.app.webhookRunner.runOnce();
      await makeAllDue(t);
    }
    const perId = receiver.deliveredPerId();
    expect(perId.size).toBe(5);
    expect([...perId.values()]).toEqual([1, 1, 1, 1, 1]);
    // Three requests failed, and were retried with the same webhook-id.
    expect(receiver.received).toHaveLength(8);
    const log = await deliveriesOf(id);
    expect(log.map((d) => d.status)).toEqual(Array(5).fill("delivered"));
    expect(log.reduce((sum, d) => sum + d.attempts, 0)).toBe(8);
    expect((await endpointRow(id)).failingSince).toBeNull();
  });

  it("is retried after a pause, logged with the receiver's status", async () => {
    const { id } = await fresh();
    receiver.status = 503;
    await lead("retry@example.com");
    await t.app.webhookRunner.runOnce();
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, responseStatus: 503 });
    expect(row!.error).toContain("The endpoint answered 503");
    const pause = row!.nextAttemptAt.getTime() - row!.lastAttemptAt!.getTime();
    // The first retry within a minute: 30 s, moved by up to a tenth.
    expect(pause).toBeGreaterThanOrEqual(26_000);
    expect(pause).toBeLessThanOrEqual(34_000);
    expect((await endpointRow(id)).failingSince).not.toBeNull();
  });

  it("is signed with both secrets during a rotation's overlap", async () => {
    const { id, secret: before } = await fresh();
    const rotated = await t.request({
      method: "POST",
      url: `/api/webhooks/${id}/rotate-secret`,
      session: owner.session,
    });
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json().secret as string;
    expect(after).not.toBe(before);
    await lead("rotated@example.com");
    await t.app.webhookRunner.runOnce();
    const [got] = receiver.received;
    expect(String(got!.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(new Webhook(before).verify(got!.body, headersOf(got!))).toBeTruthy();
    expect(new Webhook(after).verify(got!.body, headersOf(got!))).toBeTruthy();
    // Once the overlap is over, only the new secret signs.
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, id));
    await lead("later@example.com");
    await t.app.webhookRunner.runOnce();
    const second = receiver.received[1]!;
    expect(String(second.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    expect(() => new Webhook(before).verify(second.body, headersOf(second))).toThrow();
    expect(new Webhook(after).verify(second.body, headersOf(second))).toBeTruthy();
  });

  it("to an address the guard refuses is given up at once, with the reason", async () => {
    const { id } = await fresh();
    // The cloud's metadata address: link-local, and not in the allowlist.
    await t.request({
      method: "PATCH",
      url: `/api/webhooks/${id}`,
      session: owner.session,
      body: { url: "https://169.254.169.254/latest/meta-data" },
    });
    await lead("refused@example.com");
    await t.app.webhookRunner.runOnce();
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, responseStatus: null });
    expect(row!.error).toBe(
      "Refused: 169.254.169.254 is not a public address (add it to OUTBOUND_ALLOWLIST to allow it)",
    );
    expect(receiver.received).toHaveLength(0);
  });
});

describe("an endpoint that keeps failing", () => {
  it("is switched off when a delivery spent its attempts, its owner mailed, its pending rows failed", async () => {
    const { id } = await fresh();
    receiver.status = 500;
    await lead("doomed@example.com");
    await lead("waiting@example.com");
    // The first delivery is on its last attempt; the second waits for a retry.
    const [first, second] = (await deliveriesOf(id)).sort((a, b) => a.id - b.id);
    await t.db
      .update(webhookDeliveries)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(webhookDeliveries.id, first!.id));
    await t.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(webhookDeliveries.id, second!.id));
    const mailsBefore = t.mails.length;
    await t.app.webhookRunner.runOnce();
    const endpoint = await endpointRow(id);
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabledReason).toContain(`A delivery failed ${MAX_ATTEMPTS} times`);
    expect(endpoint.disabledReason).toContain("The endpoint answered 500");
    const log = (await deliveriesOf(id)).sort((a, b) => a.id - b.id);
    expect(log.map((d) => d.status)).toEqual(["failed", "failed"]);
    const mails = t.mails.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: owner.user.email, subject: "Webhook endpoint switched off" });
    expect(mails[0]!.text).toContain(receiver.url);
    expect(mails[0]!.text).toContain("http://cards.test/integrations");
    // Switched off, it gets no new event, and the app shows why.
    await lead("after@example.com");
    expect(await deliveriesOf(id)).toHaveLength(2);
    const shown = await t.request({ method: "GET", url: `/api/webhooks/${id}`, session: owner.session });
    expect(shown.json()).toMatchObject({ enabled: false, disabledReason: endpoint.disabledReason });
    // Turned back on, it starts afresh.
    receiver.status = 200;
    const on = await t.request({
      method: "PATCH",
      url: `/api/webhooks/${id}`,
      session: owner.session,
      body: { enabled: true },
    });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it("is switched off after failing for more than a day without a success", async () => {
    const { id } = await fresh();
    receiver.status = 500;
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(webhookEndpoints.id, id));
    await lead("stale@example.com");
    await t.app.webhookRunner.runOnce();
    const endpoint = await endpointRow(id);
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabledReason).toContain("failing for more than a day");
  });
});

describe("events", () => {
  it("card.updated is queued with the card's change and names the changed fields", async () => {
    await fresh(["card.updated"]);
    const saved = await t.request({
      method: "PATCH",
      url: `/api/business-cards/${cardId}`,
      session: owner.session,
      body: { title: "Founder" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.webhookRunner.runOnce();
    expect(receiver.received).toHaveLength(1);
    const body = JSON.parse(receiver.received[0]!.body);
    expect(body).toMatchObject({ type: "card.updated", data: { cardId, changedFields: ["title"] } });
  });

  it("'Send a test event' delivers webhook.test, seen in the log", async () => {
    const { id } = await fresh();
    const sent = await t.request({ method: "POST", url: `/api/webhooks/${id}/test`, session: owner.session });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ eventType: "webhook.test", status: "pending" });
    await t.app.webhookRunner.runOnce();
    expect(JSON.parse(receiver.received[0]!.body).type).toBe("webhook.test");
    const log = await t.request({
      method: "GET",
      url: `/api/webhooks/${id}/deliveries`,
      session: owner.session,
    });
    expect(log.json().deliveries[0]).toMatchObject({
      eventType: "webhook.test",
      status: "delivered",
      attempts: 1,
      responseStatus: 200,
      error: null,
    });
  });

  it("an organisation's endpoint receives the events of the organisation's cards, not of others", async () => {
    await fresh();
    const orgs = orgTestKit(t);
    const { org, admin: root } = await orgs.newOrganization("hookorg");
    const orgAdmin = await orgs.memberOf(org.id, root, "admin", 2);
    const member = await orgs.memberOf(org.id, root, "member", 1);
    const orgCard = await kit.cardOf(member, { organizationId: org.id });
    await registerEndpoint(t, orgAdmin, {
      url: receiver.url,
      events: ["lead.created"],
      organizationId: org.id,
    });
    await recordLead(t.db, { cardId: orgCard.id, kind: "form", email: "org-lead@example.com" });
    // The organisation admin's own card is not the organisation's: its lead is not sent there.
    const ownCard = await kit.cardOf(orgAdmin);
    await recordLead(t.db, { cardId: ownCard.id, kind: "form", email: "private-lead@example.com" });
    await t.app.webhookRunner.runOnce();
    const emails = receiver.received.map((r) => JSON.parse(r.body).data.email as string);
    // The owner's endpoint (fresh) does not take the organisation's card's lead either.
    expect(emails).toEqual(["org-lead@example.com"]);
  });
});
