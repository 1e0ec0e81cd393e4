/**
 * Sources into the leads inbox: a visitor-form submission makes (or joins) a lead and queues
 * form.submitted in its transaction; an assistant conversation is linked once its visitor leaves
 * an email or a phone, later details fill that lead, and conversation.finished is queued once.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadSources, leads, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { CONTACT_FORM, formTestKit, JANE } from "../forms/form-test-kit";
import { writeConversation } from "../salesbot/chat/session-conversation-repo";
import { recordLead } from "./record-lead";

const t = testAppPerFile();
const { formCard, submissionsOf, submit } = formTestKit(() => t);

let address = 0;
const nextAddress = () => `8.8.5.${++address}`;

/** A new endpoint of `userId`'s for `events`; its id. */
async function subscribe(userId: number, events: string[]): Promise<number> {
  const [row] = await t.db
    .insert(webhookEndpoints)
    .values({ userId, url: "https://receiver.example/hook", events, secret: "sealed" })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

const leadsOf = (cardId: number) =>
  t.db.select().from(leads).where(eq(leads.cardId, cardId)).orderBy(asc(leads.id));
const sourcesOf = (leadId: number) =>
  t.db.select().from(leadSources).where(eq(leadSources.leadId, leadId)).orderBy(asc(leadSources.id));
const queued = (endpointId: number, type: string) =>
  t.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.eventType, type)));

const message = (role: "user" | "assistant", content: string) => ({
  role,
  content,
  timestamp: new Date().toISOString(),
});

function talk(cardId: number, sessionId: string, values: Record<string, unknown>) {
  return writeConversation(t.db, cardId, sessionId, () => ({
    conversationData: [message("user", "Hello")],
    leadScore: 10,
    outcome: null,
    visitorName: null,
    visitorEmail: null,
    visitorPhone: null,
    visitorIp: null,
    visitorLocation: null,
    visitorDevice: null,
    ...values,
  }));
}

describe("a visitor-form submission", () => {
  it("makes a lead with its answers and queues form.submitted, both with the submission", async () => {
    const { owner, card } = await formCard();
    const endpoint = await subscribe(owner.user.id, ["form.submitted", "lead.created"]);
    const sent = await submit(
      { cardId: card.id, formData: { ...JANE, phone: "+1 555 0100" } },
      { remoteAddress: nextAddress() },
    );
    expect(sent.statusCode).toBe(201);
    const [submission] = await submissionsOf(card.id);
    const [lead] = await leadsOf(card.id);
    expect(lead).toMatchObject({
      email: "jane@example.com",
      name: "Jane Doe",
      phone: "+1 555 0100",
      status: "new",
    });
    const [source] = await sourcesOf(lead!.id);
    expect(source).toMatchObject({
      kind: "form",
      sourceId: submission!.id,
      visitorHash: submission!.visitorHash,
    });
    const [event] = await queued(endpoint, "form.submitted");
    expect(event!.payload).toMatchObject({
      type: "form.submitted",
      data: {
        cardId: card.id,
        submissionId: submission!.id,
        answers: { "Your name": "Jane Doe", Email: "jane@example.com", Phone: "+1 555 0100", Topic: "Sales" },
        submittedAt: submission!.timestamp.toISOString(),
      },
    });
    expect(await queued(endpoint, "lead.created")).toHaveLength(1);
  });

  it("without an email or a phone is a message, not a lead", async () => {
    const form = {
      ...CONTACT_FORM,
      fields: CONTACT_FORM.fields.map((field) => ({ ...field, required: field.type === "name" })),
    };
    const { card } = await formCard(form);
    const sent = await submit(
      { cardId: card.id, formData: { name: "Nobody" } },
      { remoteAddress: nextAddress() },
    );
    expect(sent.statusCode).toBe(201);
    expect(await submissionsOf(card.id)).toHaveLength(1);
    expect(await leadsOf(card.id)).toEqual([]);
  });
});

describe("merging by email", () => {
  it("joins the exchange, the form and the assistant's contact of one person on one lead", async () => {
    const { card } = await formCard();
    await recordLead(t.db, {
      cardId: card.id,
      kind: "exchange",
      email: "Jane@Example.com",
      company: "Doe Ltd",
    });
    await submit({ cardId: card.id, formData: JANE }, { remoteAddress: nextAddress() });
    await talk(card.id, "merge-session", {
      visitorEmail: "jane@EXAMPLE.com",
      visitorPhone: "+44 20 7946 0000",
    });
    const found = await leadsOf(card.id);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      email: "Jane@Example.com",
      name: "Jane Doe",
      company: "Doe Ltd",
      phone: "+44 20 7946 0000",
    });
    expect((await sourcesOf(found[0]!.id)).map((source) => source.kind)).toEqual([
      "exchange",
      "form",
      "conversation",
    ]);
  });
});

describe("an assistant conversation", () => {
  it("is linked once its visitor leaves a phone, and a later email fills that lead once", async () => {
    const { owner, card } = await formCard();
    const endpoint = await subscribe(owner.user.id, ["lead.created", "lead.updated"]);
    await talk(card.id, "s1", {});
    expect(await leadsOf(card.id)).toEqual([]);
    await talk(card.id, "s1", { visitorPhone: "+33 1 23 45 67 89" });
    // The same details again: no lead changes, no event.
    await talk(card.id, "s1", { visitorPhone: "+33 1 23 45 67 89" });
    await talk(card.id, "s1", {
      visitorPhone: "+33 1 23 45 67 89",
      visitorEmail: "later@example.com",
      visitorName: "Léa",
    });
    const [lead, ...others] = await leadsOf(card.id);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      phone: "+33 1 23 45 67 89",
      email: "later@example.com",
      emailKey: "later@example.com",
      name: "Léa",
    });
    expect(await sourcesOf(lead!.id)).toHaveLength(1);
    expect((await queued(endpoint, "lead.created")).length).toBe(1);
    expect((await queued(endpoint, "lead.updated")).length).toBe(1);
  });

  it("keeps a phone-only lead apart when its later email belongs to another lead of the card", async () => {
    const { card } = await formCard();
    await recordLead(t.db, { cardId: card.id, kind: "exchange", email: "taken@example.com" });
    await talk(card.id, "s2", { visitorPhone: "+1 555 0199" });
    await talk(card.id, "s2", { visitorPhone: "+1 555 0199", visitorEmail: "TAKEN@example.com" });
    const found = await leadsOf(card.id);
    expect(found).toHaveLength(2);
    expect(found[1]).toMatchObject({ phone: "+1 555 0199", email: "TAKEN@example.com", emailKey: null });
  });

  it("queues conversation.finished once, when its outcome first becomes conclusive", async () => {
    const { owner, card } = await formCard();
    const endpoint = await subscribe(owner.user.id, ["conversation.finished"]);
    await talk(card.id, "s3", { outcome: "interested" });
    expect(await queued(endpoint, "conversation.finished")).toEqual([]);
    await talk(card.id, "s3", { outcome: "not_interested" });
    await talk(card.id, "s3", { outcome: "scheduled" });
    await talk(card.id, "s3", { outcome: "scheduled" });
    const events = await queued(endpoint, "conversation.finished");
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({
      data: { cardId: card.id, outcome: "not_interested", messages: 1 },
    });
  });
});
