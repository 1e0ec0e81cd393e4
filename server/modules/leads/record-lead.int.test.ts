/**
 * recordLead: a card's leads merge by email (any case), sources with an id link once, and each
 * arrival queues lead.created or lead.updated for the endpoints that receive the card's events.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadSources, leads, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { recordLead } from "./record-lead";

const t = testAppPerFile();
const kit = cardTestKit(() => t);

async function endpointOf(userId: number, events: string[]): Promise<number> {
  const [row] = await t.db
    .insert(webhookEndpoints)
    .values({ userId, url: "https://receiver.example/hook", events, secret: "sealed" })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

describe("recordLead", () => {
  it("merges a card's arrivals by email and fills details it lacked", async () => {
    const me = await kit.signedIn(2, "record");
    const card = await kit.cardOf(me);
    const first = await recordLead(t.db, {
      cardId: card.id,
      kind: "exchange",
      email: "Ana@Example.com",
      name: "Ana",
    });
    const second = await recordLead(t.db, {
      cardId: card.id,
      kind: "form",
      sourceId: 901,
      email: " ana@example.COM ",
      phone: "+33 1 23",
    });
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.lead.id).toBe(first.lead.id);
    expect(second.lead).toMatchObject({ name: "Ana", phone: "+33 1 23", email: "Ana@Example.com" });
    const sources = await t.db.select().from(leadSources).where(eq(leadSources.leadId, first.lead.id));
    expect(sources.map((source) => source.kind).sort()).toEqual(["exchange", "form"]);
  });

  it("keeps leads without an email apart, and links a changing source once", async () => {
    const me = await kit.signedIn(2, "record");
    const card = await kit.cardOf(me);
    const a = await recordLead(t.db, { cardId: card.id, kind: "conversation", sourceId: 7001, phone: "1" });
    const b = await recordLead(t.db, { cardId: card.id, kind: "conversation", sourceId: 7002, phone: "2" });
    expect(b.lead.id).not.toBe(a.lead.id);
    const again = await recordLead(t.db, {
      cardId: card.id,
      kind: "conversation",
      sourceId: 7001,
      email: "later@example.com",
    });
    expect(again).toMatchObject({
      created: false,
      lead: { id: a.lead.id, email: "later@example.com", phone: "1" },
    });
    const sources = await t.db.select().from(leadSources).where(eq(leadSources.leadId, a.lead.id));
    expect(sources).toHaveLength(1);
    expect(await t.db.select().from(leads).where(eq(leads.cardId, card.id))).toHaveLength(2);
  });

  it("queues the event for the owner's subscribed endpoints only", async () => {
    const me = await kit.signedIn(2, "record");
    const other = await kit.signedIn(2, "record");
    const card = await kit.cardOf(me);
    const mine = await endpointOf(me.user.id, ["lead.created", "lead.updated"]);
    const notSubscribed = await endpointOf(me.user.id, ["card.updated"]);
    const othersEndpoint = await endpointOf(other.user.id, ["lead.created"]);
    await recordLead(t.db, { cardId: card.id, kind: "exchange", email: "queue@example.com" });
    await recordLead(t.db, { cardId: card.id, kind: "exchange", email: "QUEUE@example.com" });
    const queued = await t.db.select().from(webhookDeliveries);
    const byEndpoint = (id: number) => queued.filter((row) => row.endpointId === id);
    expect(byEndpoint(mine).map((row) => row.eventType)).toEqual(["lead.created", "lead.updated"]);
    expect(byEndpoint(notSubscribed)).toHaveLength(0);
    expect(byEndpoint(othersEndpoint)).toHaveLength(0);
    expect(byEndpoint(mine)[0]!.payload).toMatchObject({
      type: "lead.created",
      data: { email: "queue@example.com", source: "exchange", status: "new" },
    });
    expect(byEndpoint(mine)[0]!.messageId).toMatch(/^msg_/);
  });
});
