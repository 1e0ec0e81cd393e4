/**
 * Who may get a scheduling link, and how many (each is made on the card owner's Calendly account):
 * only a visitor in a live conversation of this card who wrote in it; one link per conversation
 * within minutes; at most CALENDLY_LINKS_PER_CARD_PER_HOUR and _PER_DAY per card, counted in the
 * database so two processes on one database share the caps. Against the fake Calendly API.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitWindows, salesbotConversations } from "../../db/schema";
import {
  FAKE_CALENDLY_TOKEN,
  FAKE_EVENT_TYPES,
  type FakeCalendly,
  startFakeCalendly,
} from "../../test/fake-calendly-server";
import { createTestApp, type TestApp } from "../../test/harness";
import { chatTestKit, NO_CHAT_LIMITS } from "../salesbot/chat/chat-test-kit";

const NEEDS_CONVERSATION =
  "A scheduling link is offered during a conversation with the assistant. Please send the assistant a message first.";
const JUST_MADE =
  "A scheduling link was just created for this conversation. Please use that link, or try again in a few minutes.";
const CAP_REACHED =
  "Too many scheduling links have been requested for this card. Please try again later or use the contact details on the card.";
const PER_HOUR = 3;
const PER_DAY = 4;

let calendly: FakeCalendly;
let t: TestApp;
/** A second process of the same installation: the same database, its own memory. */
let other: TestApp;

beforeAll(async () => {
  calendly = await startFakeCalendly();
  const env = {
    ...NO_CHAT_LIMITS,
    CALENDLY_API_URL: calendly.url,
    CALENDLY_TOKEN_KEY: randomBytes(32).toString("hex"),
    CALENDLY_LINKS_PER_CARD_PER_HOUR: String(PER_HOUR),
    CALENDLY_LINKS_PER_CARD_PER_DAY: String(PER_DAY),
  };
  t = await createTestApp(env);
  other = await createTestApp(env, { sharingDatabaseOf: t });
});

afterAll(async () => {
  await other?.close();
  await t?.close();
  await calendly?.close();
});

const kit = chatTestKit(() => t);

/** A card whose assistant is enabled, with Calendly connected and an event type chosen. */
async function calendlyCard(): Promise<number> {
  const owner = await kit.signedIn(2, "schedowner");
  const cardId = (await kit.cardOf(owner, { name: "Ana Silva" })).id;
  const steps = [
    ["POST", `/api/salesbot/${cardId}/config`, { isEnabled: true, botName: "Ava" }],
    ["POST", `/api/calendly/${cardId}/connect`, { token: FAKE_CALENDLY_TOKEN }],
    ["PUT", `/api/calendly/${cardId}/event-type`, { eventTypeUri: FAKE_EVENT_TYPES[0]!.uri }],
  ] as const;
  for (const [method, url, body] of steps) {
    const response = await t.request({ method, url, body, session: owner.session });
    expect(response.statusCode, response.body).toBe(200);
  }
  return cardId;
}

/** A conversation the visitor started on the card: its session id. */
async function conversationOn(cardId: number): Promise<string> {
  const chat = await kit.chat(cardId, { message: "Hi, I'm Rita. Can we book a meeting?" });
  expect(chat.statusCode).toBe(200);
  return chat.json().sessionId;
}

function scheduleLink(cardId: number, sessionId: string | undefined, app = t) {
  return app.request({
    method: "POST",
    url: `/api/calendly/${cardId}/schedule-link`,
    body: { name: "Rita Moreno", email: "rita@example.com", ...(sessionId ? { sessionId } : {}) },
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" },
  });
}

const linksMade = () => calendly.requests.filter((r) => r.path === "/scheduling_links").length;

describe("a scheduling link needs a live conversation", () => {
  it("is refused without a session, for an unknown one, another card's, one without a visitor message, and an idle one", async () => {
    const cardId = await calendlyCard();
    const elsewhere = await conversationOn(await calendlyCard());
    const silent = randomBytes(18).toString("base64url");
    await t.db.insert(salesbotConversations).values({ cardId, sessionId: silent, conversationData: [] });
    const idle = await conversationOn(cardId);
    await t.db
      .update(salesbotConversations)
      .set({ updatedAt: sql`now() - interval '31 minutes'` })
      .where(eq(salesbotConversations.sessionId, idle));
    const before = linksMade();
    for (const sessionId of [undefined, randomBytes(18).toString("base64url"), elsewhere, silent, idle]) {
      const response = await scheduleLink(cardId, sessionId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: NEEDS_CONVERSATION });
    }
    expect(linksMade()).toBe(before);
    // A conversation idle for less than the limit still gets its link.
    await t.db
      .update(salesbotConversations)
      .set({ updatedAt: sql`now() - interval '29 minutes'` })
      .where(eq(salesbotConversations.sessionId, idle));
    expect((await scheduleLink(cardId, idle)).statusCode).toBe(200);
  });
});

describe("one link per conversation", () => {
  it("refuses a second link for the same conversation within minutes, from any process", async () => {
    const cardId = await calendlyCard();
    const sessionId = await conversationOn(cardId);
    const before = linksMade();
    expect((await scheduleLink(cardId, sessionId)).statusCode).toBe(200);
    for (const app of [t, other]) {
      const again = await scheduleLink(cardId, sessionId, app);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ message: JUST_MADE });
    }
    expect(linksMade()).toBe(before + 1);
  });

  it("lets the visitor try again when Calendly failed to make the link", async () => {
    const cardId = await calendlyCard();
    const sessionId = await conversationOn(cardId);
    calendly.mode = "down";
    try {
      expect((await scheduleLink(cardId, sessionId)).statusCode).toBe(502);
    } finally {
      calendly.mode = "ok";
    }
    expect((await scheduleLink(cardId, sessionId)).statusCode).toBe(200);
  });
});

describe("the card's caps", () => {
  it("holds the hourly and the daily cap across two processes, and counts only links made", async () => {
    const cardId = await calendlyCard();
    const before = linksMade();
    const answers = [];
    for (let i = 0; i < PER_HOUR + 1; i++) {
      answers.push(await scheduleLink(cardId, await conversationOn(cardId), i % 2 === 0 ? t : other));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.json()).toEqual({ message: CAP_REACHED });
    expect(linksMade()).toBe(before + PER_HOUR);

    // The hour is over (its window ends now); the day still counts the three links made.
    await t.db
      .update(rateLimitWindows)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitWindows.key, `calendly-link-hour|${cardId}`));
    expect((await scheduleLink(cardId, await conversationOn(cardId), other)).statusCode).toBe(200);
    const pastDay = await scheduleLink(cardId, await conversationOn(cardId));
    expect(pastDay.statusCode).toBe(429);
    expect(pastDay.json()).toEqual({ message: CAP_REACHED });
    expect(linksMade()).toBe(before + PER_DAY);
    const [hour] = await t.db
      .select()
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, `calendly-link-hour|${cardId}`));
    // The refused request used up nothing of the new hour.
    expect(hour!.hits).toBe(1);

    // Another card has caps of its own.
    const otherCard = await calendlyCard();
    expect((await scheduleLink(otherCard, await conversationOn(otherCard))).statusCode).toBe(200);
  });

  it("counts requests that arrive together exactly", async () => {
    const cardId = await calendlyCard();
    const sessions = await Promise.all(Array.from({ length: 6 }, () => conversationOn(cardId)));
    const answers = await Promise.all(
      sessions.map((sessionId, i) => scheduleLink(cardId, sessionId, i % 2 === 0 ? t : other)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
