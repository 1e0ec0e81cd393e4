/**
 * Who may chat and with what: a missing card or a disabled assistant
 * answers 404, bots 403, bad input 400 with the contract's messages, a session id that is not
 * this card's conversation is never adopted, and the welcome answers a known session's history.
 */
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_REQUIRED,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_SESSION_HEADER,
  SESSION_ID_INVALID,
  SESSION_ID_PATTERN,
} from "../../../../core/salesbot/chat-limits";
import { MAX_ID } from "../../../../core/schemas/ids";
import { ASSISTANT_FIXTURE } from "../../../../core/testing/assistant-fixture";
import { businessCards, salesbotConversations, users } from "../../../db/schema";
import { testAppPerFile } from "../../../test/test-app-per-file";
import { chatTestKit, NO_CHAT_LIMITS } from "./chat-test-kit";

const t = testAppPerFile(NO_CHAT_LIMITS);
let cardId: number;
beforeAll(async () => {
  cardId = await kit.botCard();
});

const kit = chatTestKit(() => t);
const NOT_AVAILABLE = { message: "The sales assistant is not available on this card." };
const NO_CARD = { message: "Card Not Found: The business card you're looking for doesn't exist." };
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function storedConversations(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(salesbotConversations);
  return row!.n;
}

describe("the card and its assistant", () => {
  it("answers 404 for a card that does not exist", async () => {
    expect((await kit.chat(987_654, { message: "Hi" })).json()).toEqual(NO_CARD);
    const welcome = await kit.welcome(987_654);
    expect(welcome.statusCode).toBe(404);
    expect(welcome.json()).toEqual(NO_CARD);
  });

  it("answers 404 for a card whose assistant is disabled or never configured", async () => {
    const disabled = await kit.botCard({ ...ASSISTANT_FIXTURE, isEnabled: false });
    const owner = await kit.signedIn(2, "plain");
    const never = (await kit.cardOf(owner)).id;
    for (const id of [disabled, never]) {
      const chat = await kit.chat(id, { message: "Hi" });
      expect(chat.statusCode).toBe(404);
      expect(chat.json()).toEqual(NOT_AVAILABLE);
      const welcome = await kit.welcome(id);
      expect(welcome.statusCode).toBe(404);
      expect(welcome.json()).toEqual(NOT_AVAILABLE);
    }
  });

  it("goes quiet while the card's owner is below level 2, and answers again when moved back", async () => {
    const id = await kit.botCard();
    const [card] = await t.db
      .select({ userId: businessCards.userId })
      .from(businessCards)
      .where(eq(businessCards.id, id));
    const setLevel = (accessLevel: number) =>
      t.db.update(users).set({ accessLevel }).where(eq(users.id, card!.userId));
    await setLevel(1);
    for (const response of [await kit.chat(id, { message: "Hi" }), await kit.welcome(id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_AVAILABLE);
    }
    await setLevel(2);
    expect((await kit.chat(id, { message: "Hi" })).statusCode).toBe(200);
  });

  it("welcomes by the bot's name, the card's person and company, with suggested questions", async () => {
    const response = await kit.welcome(cardId);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body.message.role).toBe("assistant");
    expect(body.message.content).toContain("I'm Ava, the assistant of Ana Silva at Acme.");
    expect(body.message.suggestedQuestions).toEqual([
      "What services do you offer?",
      "How much does website design cost?",
      "Tell me about Acme",
    ]);
    expect(body.history).toEqual([]);
    expect(body.sessionId).toBeUndefined();
  });
});

describe("sessions", () => {
  it("issues a random session id on the first message and keeps it", async () => {
    const first = (await kit.chat(cardId, { message: "Hello" })).json();
    expect(first.sessionId).toMatch(SESSION_ID_PATTERN);
    const other = (await kit.chat(cardId, { message: "Hello" })).json();
    expect(other.sessionId).not.toBe(first.sessionId);
    const second = (
      await kit.chat(cardId, { message: "What do you offer?", sessionId: first.sessionId })
    ).json();
    expect(second.sessionId).toBe(first.sessionId);
  });

  it("never adopts a session id the server did not issue for this card", async () => {
    const otherCard = await kit.botCard();
    const theirs = (await kit.chat(otherCard, { message: "Hi, I'm Mia" })).json().sessionId;
    const made = "A".repeat(24);
    for (const sessionId of [theirs, made]) {
      const response = await kit.chat(cardId, { message: "Hello again", sessionId });
      expect(response.statusCode).toBe(200);
      expect(response.json().sessionId).not.toBe(sessionId);
      expect(response.json().sessionId).toMatch(SESSION_ID_PATTERN);
    }
    // The other card's conversation neither grew nor was read.
    const [row] = await kit.conversationsOf(otherCard);
    expect(row!.conversationData).toHaveLength(2);
    const welcome = (await kit.welcome(cardId, "", { [CHAT_SESSION_HEADER]: theirs })).json();
    expect(welcome.history).toEqual([]);
    expect(welcome.sessionId).toBeUndefined();
  });

  it("answers a known session's history with the welcome, so a reload continues it", async () => {
    const first = (await kit.chat(cardId, { message: "What services do you offer?" })).json();
    const second = (
      await kit.chat(cardId, { message: "How much is hosting?", sessionId: first.sessionId })
    ).json();
    const response = await kit.welcome(cardId, "", { [CHAT_SESSION_HEADER]: first.sessionId });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sessionId).toBe(first.sessionId);
    expect(body.history.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ["user", "What services do you offer?"],
      ["assistant", first.message.content],
      ["user", "How much is hosting?"],
      ["assistant", second.message.content],
    ]);
    expect(body.history[1].suggestedQuestions).toEqual(first.message.suggestedQuestions);
    expect(body.history[3].content).toContain("Hosting starts at $20.");
  });

  it("refuses a malformed session id with 400", async () => {
    const chat = await kit.chat(cardId, { message: "Hi", sessionId: "short" });
    expect(chat.statusCode).toBe(400);
    expect(chat.json().message).toBe(SESSION_ID_INVALID);
    const welcome = await kit.welcome(cardId, "", { [CHAT_SESSION_HEADER]: "<script>" });
    expect(welcome.statusCode).toBe(400);
    expect(welcome.json().message).toBe(SESSION_ID_INVALID);
  });
});

describe("bad input and bots", () => {
  it.each([
    ["a missing message", {}, CHAT_MESSAGE_REQUIRED],
    ["a blank message", { message: "   " }, CHAT_MESSAGE_REQUIRED],
    ["a message that is not text", { message: 42 }, CHAT_MESSAGE_REQUIRED],
    [
      "a message one character too long",
      { message: "a".repeat(CHAT_MESSAGE_MAX + 1) },
      CHAT_MESSAGE_TOO_LONG,
    ],
  ])("refuses %s with 400 and stores nothing", async (_, body, message) => {
    const before = await storedConversations();
    const response = await kit.chat(cardId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedConversations()).toBe(before);
  });

  it("accepts a message of exactly the longest length", async () => {
    const response = await kit.chat(cardId, { message: "a".repeat(CHAT_MESSAGE_MAX) });
    expect(response.statusCode).toBe(200);
  });

  it("refuses known bots with 403 and stores nothing", async () => {
    const before = await storedConversations();
    const chat = await kit.chat(cardId, { message: "Hi" }, { headers: { "user-agent": GOOGLEBOT } });
    expect(chat.statusCode).toBe(403);
    expect(chat.json()).toEqual({ message: "Automated clients cannot chat with the sales assistant." });
    const welcome = await kit.welcome(cardId, "", { "user-agent": GOOGLEBOT });
    expect(welcome.statusCode).toBe(403);
    expect(await storedConversations()).toBe(before);
  });

  it.each([
    ["a card id beyond any integer column", String(MAX_ID + 1)],
    ["a card id that is not a number", "abc"],
    ["a zero card id", "0"],
  ])("refuses %s with 400", async (_, id) => {
    expect((await kit.chat(id, { message: "Hi" })).statusCode).toBe(400);
    expect((await kit.welcome(id)).statusCode).toBe(400);
  });

  it("answers a 10,000-deep JSON body and a 1 MB string with 4xx, never 500", async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const deepResponse = await kit.chat(cardId, deep, { headers: { "content-type": "application/json" } });
    expect(deepResponse.statusCode).toBeGreaterThanOrEqual(400);
    expect(deepResponse.statusCode).toBeLessThan(500);
    const huge = await kit.chat(cardId, { message: "x".repeat(1024 * 1024) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });
});
