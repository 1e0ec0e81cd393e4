/**
 * HubSpot against a local fake of its CRM v3 API: connecting checks the token (a refused one is
 * a clear 400 and nothing is stored), the token is stored sealed and never answered back, new and
 * changed leads are upserted as contacts by email, a lead without email is skipped with the
 * reason in the log, HubSpot down is retried, disconnecting stops the pushes; level 1 is refused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOKS_DENIAL } from "../../../core/policy";
import { webhookEndpoints } from "../../db/schema/webhooks";
import { FAKE_HUBSPOT_TOKEN, type FakeHubspot, startFakeHubspot } from "../../test/fake-hubspot-server";
import { createTestApp, type SignedInUser, type TestApp } from "../../test/harness";
import { cardTestKit } from "../cards/card-test-kit";
import { recordLead } from "../leads/record-lead";
import { makeAllDue } from "../webhooks/webhook-test-kit";
import { NO_EMAIL } from "./hubspot-delivery";
import { TOKEN_REFUSED } from "./hubspot-service";

let hubspot: FakeHubspot;
let t: TestApp;
let owner: SignedInUser;
let cardId: number;
const kit = cardTestKit(() => t);

beforeAll(async () => {
  hubspot = await startFakeHubspot();
  t = await createTestApp({ HUBSPOT_API_URL: hubspot.url });
  owner = await kit.signedIn(2, "hubspot");
  cardId = (await kit.cardOf(owner)).id;
});

afterAll(async () => {
  await t?.close();
  await hubspot?.close();
});

const connect = (token: string, who = owner) =>
  t.request({ method: "POST", url: "/api/hubspot/connect", session: who.session, body: { token } });
const log = async () =>
  (await t.request({ method: "GET", url: "/api/hubspot/deliveries", session: owner.session })).json()
    .deliveries;

describe("connecting", () => {
  it("refuses a token HubSpot does not accept, storing nothing", async () => {
    const answer = await connect("pat-wrong");
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: TOKEN_REFUSED, fields: { token: TOKEN_REFUSED } });
    const status = await t.request({ method: "GET", url: "/api/hubspot", session: owner.session });
    expect(status.json()).toEqual({ connected: false, endpoint: null });
  });

  it("says so when HubSpot cannot be reached", async () => {
    hubspot.mode = "down";
    const answer = await connect(FAKE_HUBSPOT_TOKEN);
    hubspot.mode = "ok";
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toContain("HubSpot answered 503");
  });

  it("stores a good token sealed, never answering it", async () => {
    const answer = await connect(FAKE_HUBSPOT_TOKEN);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ connected: true, endpoint: { kind: "hubspot", enabled: true } });
    expect(answer.body).not.toContain(FAKE_HUBSPOT_TOKEN);
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, owner.user.id));
    expect(row!.secret).not.toContain(FAKE_HUBSPOT_TOKEN);
    expect(row!.events).toEqual(["lead.created", "lead.updated"]);
    // Its endpoint is not among the user's webhooks.
    const webhooks = await t.request({ method: "GET", url: "/api/webhooks", session: owner.session });
    expect(webhooks.json().webhooks).toEqual([]);
  });

  it("is for level 2 and up", async () => {
    const basic = await t.signedInUser(1, "hubbasic");
    const answer = await connect(FAKE_HUBSPOT_TOKEN, basic);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(WEBHOOKS_DENIAL);
  });
});

describe("leads pushed as contacts", () => {
  it("upserts a new lead, then its change, by email", async () => {
    await recordLead(t.db, {
      cardId,
      kind: "exchange",
      email: "Jo@Example.com",
      name: "Jo van Dijk",
      phone: "+31 6 1234",
    });
    await t.app.webhookRunner.runOnce();
    const contact = hubspot.contacts.get("jo@example.com");
    expect(contact?.properties).toMatchObject({
      email: "Jo@Example.com",
      firstname: "Jo",
      lastname: "van Dijk",
      phone: "+31 6 1234",
      hs_lead_status: "NEW",
    });
    await recordLead(t.db, { cardId, kind: "form", email: "jo@example.com", company: "Dijk BV" });
    await t.app.webhookRunner.runOnce();
    expect(hubspot.contacts.size).toBe(1);
    expect(hubspot.contacts.get("jo@example.com")?.properties.company).toBe("Dijk BV");
    const entries = await log();
    expect(
      entries.slice(0, 2).map((d: { eventType: string; status: string }) => [d.eventType, d.status]),
    ).toEqual([
      ["lead.updated", "delivered"],
      ["lead.created", "delivered"],
    ]);
  });

  it("skips a lead without email, saying why", async () => {
    const before = hubspot.requests.length;
    await recordLead(t.db, { cardId, kind: "conversation", name: "No Mail", phone: "555" });
    await t.app.webhookRunner.runOnce();
    expect(hubspot.requests.length).toBe(before);
    expect((await log())[0]).toMatchObject({ status: "delivered", error: NO_EMAIL });
  });

  it("retries while HubSpot is down", async () => {
    hubspot.mode = "down";
    await recordLead(t.db, { cardId, kind: "form", email: "later@example.com", name: "Later" });
    await t.app.webhookRunner.runOnce();
    expect((await log())[0]).toMatchObject({ status: "pending", attempts: 1, responseStatus: 503 });
    hubspot.mode = "ok";
    await makeAllDue(t);
    await t.app.webhookRunner.runOnce();
    expect((await log())[0]).toMatchObject({ status: "delivered", attempts: 2, responseStatus: 200 });
    expect(hubspot.contacts.has("later@example.com")).toBe(true);
  });

  it("stops when disconnected", async () => {
    const answer = await t.request({ method: "DELETE", url: "/api/hubspot", session: owner.session });
    expect(answer.json()).toEqual({ connected: false, endpoint: null });
    await recordLead(t.db, { cardId, kind: "form", email: "gone@example.com" });
    await t.app.webhookRunner.runOnce();
    expect(hubspot.contacts.has("gone@example.com")).toBe(false);
  });
});
