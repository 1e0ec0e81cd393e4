/**
 * New leads (core/leads.ts): GET /api/leads/new counts form submissions and assistant
 * conversations with contact details on the caller's own cards since the caller last opened each
 * card's list; POST /api/leads/seen marks one list opened, as the policy allows; the answer is
 * bounded to the cards with the most new leads.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NEW_LEADS_CARDS_LIMIT } from "../../../core/leads";
import { READ_CONVERSATIONS_DENIAL, SALESBOT_LINK_DENIAL, VIEW_ANALYTICS_DENIAL } from "../../../core/policy";
import type { NewLeads } from "../../../core/schemas/leads";
import { formSubmissions, leadsSeen, salesbotConversations } from "../../db/schema";
import type { SignedInUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";

const t = testAppPerFile();

const kit = cardTestKit(() => t);
const HOUR = 3_600_000;

const newLeads = async (who: SignedInUser): Promise<NewLeads> => {
  const response = await t.request({ method: "GET", url: "/api/leads/new", session: who.session });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const seen = (who: SignedInUser | undefined, body: unknown) =>
  t.request({ method: "POST", url: "/api/leads/seen", session: who?.session, body });

async function submission(cardId: number, at: Date): Promise<void> {
  await t.db.insert(formSubmissions).values({ cardId, formData: { email: "v@example.com" }, timestamp: at });
}

let session = 0;
async function conversation(
  cardId: number,
  at: Date,
  contact: { email?: string; phone?: string } = {},
): Promise<number> {
  session += 1;
  const [row] = await t.db
    .insert(salesbotConversations)
    .values({
      cardId,
      sessionId: `leads-${session}-abcdefghijklmnop`,
      visitorEmail: contact.email ?? null,
      visitorPhone: contact.phone ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: salesbotConversations.id });
  return row!.id;
}

describe("GET /api/leads/new", () => {
  it("counts form answers and conversations with an email or a phone, own cards only, most first", async () => {
    const me = await kit.signedIn(3, "leads");
    const other = await kit.signedIn(3, "leads");
    // A card without leads is not listed.
    await kit.cardOf(me, { name: "Quiet" });
    const busy = await kit.cardOf(me, { name: "Busy Card" });
    const unnamed = await kit.cardOf(me, { name: null });
    const theirs = await kit.cardOf(other, { name: "Theirs" });
    const past = new Date(Date.now() - HOUR);
    await submission(busy.id, past);
    await submission(busy.id, past);
    await conversation(busy.id, past, { email: "a@example.com" });
    await conversation(busy.id, past, { phone: "+1 555 0100" });
    // No contact details: a chat, not a lead.
    await conversation(busy.id, past);
    await conversation(busy.id, past, { email: "" });
    await submission(unnamed.id, past);
    await submission(theirs.id, past);
    await conversation(theirs.id, past, { email: "b@example.com" });

    expect(await newLeads(me)).toEqual({
      total: 5,
      cards: [
        { cardId: busy.id, cardName: "Busy Card", formAnswers: 2, conversations: 2 },
        { cardId: unnamed.id, cardName: "My Business Card", formAnswers: 1, conversations: 0 },
      ],
      moreCards: 0,
    });
    expect((await newLeads(other)).total).toBe(2);
  });

  it("counts no conversations below the assistant's level, whose list the policy does not open", async () => {
    const basic = await kit.signedIn(1, "leads");
    const card = await kit.cardOf(basic);
    const past = new Date(Date.now() - HOUR);
    await submission(card.id, past);
    await conversation(card.id, past, { email: "c@example.com" });
    expect(await newLeads(basic)).toMatchObject({
      total: 1,
      cards: [{ cardId: card.id, formAnswers: 1, conversations: 0 }],
    });
  });

  it("is bounded: the cards with the most new leads, the rest counted in moreCards and the total", async () => {
    const editor = await kit.signedIn(4, "leads");
    const past = new Date(Date.now() - HOUR);
    const extra = 3;
    const ids: number[] = [];
    for (let i = 0; i < NEW_LEADS_CARDS_LIMIT + extra; i += 1) {
      const card = await kit.cardOf(editor);
      ids.push(card.id);
      await submission(card.id, past);
    }
    await submission(ids.at(-1)!, past);
    const answer = await newLeads(editor);
    expect(answer.cards).toHaveLength(NEW_LEADS_CARDS_LIMIT);
    expect(answer.moreCards).toBe(extra);
    expect(answer.total).toBe(NEW_LEADS_CARDS_LIMIT + extra + 1);
    expect(answer.cards[0]).toMatchObject({ cardId: ids.at(-1), formAnswers: 2 });
  });

  it("answers 401 signed out", async () => {
    const response = await t.request({ method: "GET", url: "/api/leads/new" });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/leads/seen", () => {
  it("marks one card's list seen; later leads, and conversations changed later, are new again", async () => {
    const me = await kit.signedIn(2, "leads");
    const first = await kit.cardOf(me, { name: "First" });
    const second = await kit.cardOf(me, { name: "Second" });
    const past = new Date(Date.now() - HOUR);
    await submission(first.id, past);
    await submission(second.id, past);
    const chat = await conversation(first.id, past, { email: "d@example.com" });

    const afterForms = await seen(me, { cardId: first.id, list: "formAnswers" });
    expect(afterForms.statusCode).toBe(200);
    expect(afterForms.json()).toEqual({
      total: 2,
      cards: [
        { cardId: first.id, cardName: "First", formAnswers: 0, conversations: 1 },
        { cardId: second.id, cardName: "Second", formAnswers: 1, conversations: 0 },
      ],
      moreCards: 0,
    });
    expect((await seen(me, { cardId: first.id, list: "conversations" })).json()).toMatchObject({
      total: 1,
      cards: [{ cardId: second.id }],
    });

    // Arriving after the list was opened: new again.
    const later = new Date(Date.now() + HOUR);
    await submission(first.id, later);
    await t.db
      .update(salesbotConversations)
      .set({ updatedAt: later })
      .where(eq(salesbotConversations.id, chat));
    expect(await newLeads(me)).toMatchObject({
      total: 3,
      cards: [{ cardId: first.id, formAnswers: 1, conversations: 1 }, { cardId: second.id }],
    });

    // Opening it again moves the mark: one row per user, card and list.
    await seen(me, { cardId: first.id, list: "formAnswers" });
    await t.db
      .update(leadsSeen)
      .set({ seenAt: new Date(Date.now() + 2 * HOUR) })
      .where(eq(leadsSeen.cardId, first.id));
    expect((await newLeads(me)).total).toBe(1);
    const marks = await t.db.select().from(leadsSeen).where(eq(leadsSeen.cardId, first.id));
    expect(marks.map((mark) => mark.list).sort()).toEqual(["conversations", "formAnswers"]);
  });

  it("follows the policy: another's card is denied below level 4, conversations below level 2", async () => {
    const owner = await kit.signedIn(2, "leads");
    const card = await kit.cardOf(owner);
    const stranger = await kit.signedIn(3, "leads");
    const denied = await seen(stranger, { cardId: card.id, list: "formAnswers" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: VIEW_ANALYTICS_DENIAL });
    const deniedChats = await seen(stranger, { cardId: card.id, list: "conversations" });
    expect(deniedChats.json()).toEqual({ message: READ_CONVERSATIONS_DENIAL });

    const basic = await kit.signedIn(1, "leads");
    const own = await kit.cardOf(basic);
    const belowLevel = await seen(basic, { cardId: own.id, list: "conversations" });
    expect(belowLevel.statusCode).toBe(403);
    expect(belowLevel.json()).toEqual({ message: SALESBOT_LINK_DENIAL });
    expect(await t.db.select().from(leadsSeen).where(eq(leadsSeen.cardId, card.id))).toEqual([]);

    // An editor may open anyone's list; the mark is their own and leaves the owner's count.
    const editor = await kit.signedIn(4, "leads");
    await submission(card.id, new Date(Date.now() - HOUR));
    expect((await seen(editor, { cardId: card.id, list: "formAnswers" })).statusCode).toBe(200);
    expect((await newLeads(owner)).total).toBe(1);
  });

  it("answers 404 for a missing card, 400 for a bad list, 401 signed out", async () => {
    const me = await kit.signedIn(2, "leads");
    const card = await kit.cardOf(me);
    const missing = await seen(me, { cardId: 2_000_000_000, list: "formAnswers" });
    expect(missing.statusCode).toBe(404);
    expect((await seen(me, { cardId: card.id, list: "views" })).statusCode).toBe(400);
    expect((await seen(undefined, { cardId: card.id, list: "formAnswers" })).statusCode).toBe(401);
  });

  it("refuses with 400, never 500: an id beyond the integer column, a 1 MB list name, a body nested 10,000 deep", async () => {
    const me = await kit.signedIn(2, "leads");
    expect((await seen(me, { cardId: 2 ** 31, list: "formAnswers" })).statusCode).toBe(400);
    const huge = (await seen(me, { cardId: 1, list: "x".repeat(1_000_000) })).statusCode;
    expect(huge).toBeGreaterThanOrEqual(400);
    expect(huge).toBeLessThan(500);
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const nested = await t.request({
      method: "POST",
      url: "/api/leads/seen",
      session: me.session,
      body: `{"cardId":1,"list":${deep}}`,
      headers: { "content-type": "application/json" },
    });
    expect(nested.statusCode).toBeGreaterThanOrEqual(400);
    expect(nested.statusCode).toBeLessThan(500);
  });
});
