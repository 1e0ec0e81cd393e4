/**
 * The chat's bounds: requests per address (@fastify/rate-limit, CHAT_RATE_LIMIT_PER_MINUTE),
 * messages per session (CHAT_SESSION_MESSAGES_PER_MINUTE, whatever address sends them), new
 * conversations per address (CHAT_NEW_CONVERSATIONS_PER_HOUR), and the conversation's length
 * (CONVERSATION_MESSAGES_MAX: 409 and nothing stored).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONVERSATION_MESSAGES_MAX } from "../../../../core/salesbot/chat-limits";
import { salesbotConversations } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../test/harness";
import { chatTestKit } from "./chat-test-kit";

const PER_ADDRESS = 6;
const PER_SESSION = 3;
const NEW_PER_ADDRESS = 2;

let t: TestApp;
let cardId: number;
beforeAll(async () => {
  t = await createTestApp({
    CHAT_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS),
    CHAT_SESSION_MESSAGES_PER_MINUTE: String(PER_SESSION),
    CHAT_NEW_CONVERSATIONS_PER_HOUR: String(NEW_PER_ADDRESS),
  });
  cardId = await kit.botCard();
});
afterAll(() => t?.close());

const kit = chatTestKit(() => t);
let addressSequence = 0;
const freshAddress = () => `198.51.100.${++addressSequence}`;

describe("per address", () => {
  it(`answers 429 after ${PER_ADDRESS} requests a minute from one address, not from another`, async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await kit.chat(cardId, { message: "" }, { remoteAddress: address })).statusCode).toBe(400);
    }
    const limited = await kit.chat(cardId, { message: "Hi" }, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("Too many requests. Please slow down and try again shortly.");
    expect((await kit.chat(cardId, { message: "Hi" }, { remoteAddress: freshAddress() })).statusCode).toBe(
      200,
    );
  });

  it(`answers 429 for the ${NEW_PER_ADDRESS + 1}th new conversation from one address`, async () => {
    const address = freshAddress();
    for (let i = 0; i < NEW_PER_ADDRESS; i++) {
      expect((await kit.chat(cardId, { message: "Hi" }, { remoteAddress: address })).statusCode).toBe(200);
    }
    const before = (await kit.conversationsOf(cardId)).length;
    const limited = await kit.chat(cardId, { message: "Hi" }, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: "Too many new conversations from your address. Please try again later.",
    });
    expect((await kit.conversationsOf(cardId)).length).toBe(before);
  });
});

describe("per session", () => {
  it(`answers 429 after ${PER_SESSION} messages a minute on one session, from any address`, async () => {
    const { sessionId } = (
      await kit.chat(cardId, { message: "Hi" }, { remoteAddress: freshAddress() })
    ).json();
    for (let i = 1; i < PER_SESSION; i++) {
      const next = await kit.chat(cardId, { message: "More", sessionId }, { remoteAddress: freshAddress() });
      expect(next.statusCode).toBe(200);
    }
    const limited = await kit.chat(cardId, { message: "More", sessionId }, { remoteAddress: freshAddress() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: "You are sending messages too quickly. Please wait a moment and try again.",
    });
    const [row] = (await kit.conversationsOf(cardId)).filter((r) => r.sessionId === sessionId);
    expect(row!.conversationData).toHaveLength(PER_SESSION * 2);
  });
});

describe("the conversation's length", () => {
  it(`answers 409 once a message would take it past ${CONVERSATION_MESSAGES_MAX} messages, storing nothing`, async () => {
    const { sessionId } = (
      await kit.chat(cardId, { message: "Hi" }, { remoteAddress: freshAddress() })
    ).json();
    const filler = Array.from({ length: CONVERSATION_MESSAGES_MAX - 2 }, (_, i) => ({
      role: i % 2 === 0 ? "user" : "assistant",
      content: `message ${i}`,
      timestamp: new Date().toISOString(),
    }));
    await t.db
      .update(salesbotConversations)
      .set({ conversationData: filler })
      .where(eq(salesbotConversations.sessionId, sessionId));
    const last = await kit.chat(
      cardId,
      { message: "One more", sessionId },
      { remoteAddress: freshAddress() },
    );
    expect(last.statusCode).toBe(200);
    const full = await kit.chat(
      cardId,
      { message: "And another", sessionId },
      { remoteAddress: freshAddress() },
    );
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      message:
        "This conversation has reached its length limit. Please use the contact details on the card to get in touch directly.",
    });
    const [row] = (await kit.conversationsOf(cardId)).filter((r) => r.sessionId === sessionId);
    expect(row!.conversationData).toHaveLength(CONVERSATION_MESSAGES_MAX);
  });
});
