/**
 * The conversation history's API: who may read a card's
 * conversations, the filters (search by name, email or session id with LIKE's own characters
 * taken literally, outcome including 'unknown', score band), keyset paging without gaps or
 * repeats, the four tiles over the whole card, one conversation with its messages, and the CSV
 * of the filtered list with every cell quoted and formulas neutralised.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_ID } from "../../../../core/schemas/ids";
import { salesbotConversations } from "../../../db/schema";
import type { SignedInUser } from "../../../test/harness";
import { testAppPerFile } from "../../../test/test-app-per-file";
import { cardTestKit } from "../../cards/card-test-kit";

const t = testAppPerFile();
let owner: SignedInUser;
let cardId: number;
beforeAll(async () => {
  owner = await kit.signedIn(2, "history");
  cardId = (await kit.cardOf(owner, { name: "Ana Silva" })).id;
  await seed();
});

const kit = cardTestKit(() => t);
const MINUTE = 60_000;
const START = Date.parse("2026-11-01T10:00:00Z");

interface Seed {
  name?: string;
  email?: string;
  score: number;
  outcome: string | null;
  minutes: number;
}

const SEEDS: Seed[] = [
  { name: "Zoe 100%_Real", email: "zoe@example.com", score: 85, outcome: "scheduled", minutes: 12 },
  { name: "Bob", email: "bob@example.com", score: 72, outcome: "schedule_appointment", minutes: 3 },
  { name: '=HYPERLINK("http://evil")', score: 45, outcome: "interested", minutes: 1 },
  { email: "carol@corp.test", score: 50, outcome: "follow_up", minutes: 0 },
  { score: 5, outcome: null, minutes: 0 },
  { score: 0, outcome: "not_interested", minutes: 2 },
  { name: "Dan", score: 30, outcome: "something_else", minutes: 4 },
];

async function seed(): Promise<void> {
  let i = 0;
  for (const s of SEEDS) {
    const created = new Date(START + i * 10 * MINUTE);
    const updated = new Date(created.getTime() + s.minutes * MINUTE + 30_000);
    await t.db.insert(salesbotConversations).values({
      cardId,
      sessionId: `session-${String(i).padStart(2, "0")}-abcdefghijklmnop`,
      visitorName: s.name ?? null,
      visitorEmail: s.email ?? null,
      visitorPhone: i === 1 ? "+1 555 0100" : null,
      leadScore: s.score,
      outcome: s.outcome,
      visitorIp: i === 0 ? "203.0.113.0" : null,
      visitorLocation: i === 0 ? "Portugal" : null,
      visitorDevice: i === 0 ? "Mobile - iOS - Safari" : null,
      conversationData: [
        { role: "assistant", content: "Hi! How can I help?", timestamp: created.toISOString() },
        { role: "user", content: `Message "${i}"`, timestamp: updated.toISOString() },
      ],
      createdAt: created,
      updatedAt: updated,
    });
    i++;
  }
}

/** `session` null: signed out. */
const list = (query = "", session: string | null = owner.session, id: number | string = cardId) =>
  t.request({
    method: "GET",
    url: `/api/salesbot/${id}/conversations${query}`,
    session: session ?? undefined,
  });

describe("who may read", () => {
  it("answers 401 signed out, 403 at level 1 and for another's card at level 2, 200 for level 4 and 5", async () => {
    expect((await list("", null)).statusCode).toBe(401);
    const basic = await kit.signedIn(1, "basic");
    expect((await list("", basic.session)).statusCode).toBe(403);
    const other = await kit.signedIn(2, "other");
    const denied = await list("", other.session);
    expect(denied.statusCode).toBe(403);
    expect((await list("", (await kit.signedIn(4, "manager")).session)).statusCode).toBe(200);
    expect((await list("", (await kit.signedIn(5, "admin")).session)).statusCode).toBe(200);
  });

  it("answers 404 for a missing card and 400 for an id beyond the column", async () => {
    expect((await list("", owner.session, 987_654)).statusCode).toBe(404);
    expect((await list("", owner.session, MAX_ID + 1)).statusCode).toBe(400);
  });
});

describe("the list", () => {
  it("is newest first with the four tiles over the whole card", async () => {
    const body = (await list()).json();
    expect(body.conversations.map((c: { visitorName: string | null }) => c.visitorName)).toEqual([
      "Dan",
      null,
      null,
      null,
      '=HYPERLINK("http://evil")',
      "Bob",
      "Zoe 100%_Real",
    ]);
    expect(body.analytics).toEqual({
      totalConversations: 7,
      avgLeadScore: Math.round((85 + 72 + 45 + 50 + 5 + 0 + 30) / 7),
      appointments: 2,
      interestedLeads: 1,
      averageLeadScore: Math.round((85 + 72 + 45 + 50 + 5 + 0 + 30) / 7),
      outcomes: { schedule_appointment: 1, scheduled: 1, interested: 1, follow_up: 1, not_interested: 1 },
    });
    expect(body.matching).toBe(7);
    expect(body.conversations.at(-1)).toMatchObject({ messageCount: 2, leadScore: 85, outcome: "scheduled" });
    expect(body.conversations[0]).not.toHaveProperty("visitorIp");
  });

  it.each([
    ["?search=ZOE", ["Zoe 100%_Real"]],
    ["?search=100%25_", ["Zoe 100%_Real"]],
    ["?search=%25", ["Zoe 100%_Real"]],
    ["?search=_", ["Zoe 100%_Real"]],
    ["?search=corp.test", [null]],
    ["?search=session-01", ["Bob"]],
    ["?outcome=unknown", ["Dan", null]],
    ["?outcome=scheduled", ["Zoe 100%_Real"]],
    ["?score=high", ["Bob", "Zoe 100%_Real"]],
    ["?score=medium", [null, '=HYPERLINK("http://evil")']],
    ["?score=low", ["Dan", null, null]],
    ["?score=low&outcome=not_interested", [null]],
  ])("filters %s", async (query, names) => {
    const body = (await list(query)).json();
    expect(body.conversations.map((c: { visitorName: string | null }) => c.visitorName)).toEqual(names);
    expect(body.matching).toBe(names.length);
    expect(body.analytics.totalConversations).toBe(7);
  });

  it("pages without gaps or repeats", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const body = (await list(query)).json();
      seen.push(...body.conversations.map((c: { id: number }) => c.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=101", "limit"],
    ["?outcome=maybe", "outcome"],
    ["?score=huge", "score"],
    [`?search=${"x".repeat(101)}`, "search"],
    ["?cursor=bm9wZQ", "cursor"],
  ])("refuses %s with 400 naming the field", async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toContain(field);
  });
});

describe("one conversation", () => {
  it("answers it with its messages to who may read the card, and 403, 404, 400 otherwise", async () => {
    const [first] = (await list("?search=Bob")).json().conversations;
    const read = (id: number | string, session?: string) =>
      t.request({ method: "GET", url: `/api/salesbot/conversation/${id}`, session });
    const response = await read(first.id, owner.session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: first.id,
      cardId,
      visitorName: "Bob",
      visitorPhone: "+1 555 0100",
    });
    expect(response.json().conversationData.map((m: { role: string }) => m.role)).toEqual([
      "assistant",
      "user",
    ]);
    expect((await read(first.id)).statusCode).toBe(401);
    expect((await read(first.id, (await kit.signedIn(2, "nosy")).session)).statusCode).toBe(403);
    expect((await read(first.id, (await kit.signedIn(4, "boss")).session)).statusCode).toBe(200);
    expect((await read(987_654, owner.session)).statusCode).toBe(404);
    expect((await read(MAX_ID + 1, owner.session)).statusCode).toBe(400);
  });
});

describe("the CSV export", () => {
  const exportCsv = (query = "", session: string | undefined = owner.session) =>
    t.request({ method: "GET", url: `/api/salesbot/${cardId}/conversations/export${query}`, session });

  it("writes the filtered conversations, quoted, formulas neutralised, 'Unknown' for missing details", async () => {
    const response = await exportCsv("?score=medium");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/Ana Silva-conversations-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines[0]).toBe(
      '"Session ID","Visitor Name","Email","Phone","Lead Score","Outcome","Messages","Started","Last Message","Duration (minutes)","IP Address","Location","Device","Transcript"',
    );
    expect(lines).toHaveLength(3);
    expect(lines.join("\n")).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(lines[1]).toContain('"Unknown","Unknown","Unknown"');
    expect(lines[1]).toContain('"Follow Up"');
  });

  it("writes the duration in whole minutes and the transcript with Salesbot and Visitor", async () => {
    const body = (await exportCsv("?search=zoe")).body;
    expect(body).toContain('"12","203.0.113.0","Portugal","Mobile - iOS - Safari"');
    expect(body).toMatch(/Salesbot: Hi! How can I help\?\n\[[^\]]+\] Visitor: Message ""0"""/);
  });

  it("is refused to another owner", async () => {
    expect((await exportCsv("", (await kit.signedIn(2, "peek")).session)).statusCode).toBe(403);
  });
});
