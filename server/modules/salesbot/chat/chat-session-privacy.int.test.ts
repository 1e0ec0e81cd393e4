/**
 * A chat session id reads the visitor's transcript back (name, email, phone), so it travels in
 * the X-Chat-Session header, never in the URL, is never written to the request log, and stops
 * working once the conversation has been idle for CHAT_SESSION_IDLE_MS: its transcript is no
 * longer answered and a message to it starts a new conversation.
 */
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_SESSION_HEADER, CHAT_SESSION_IDLE_MS } from "../../../../core/salesbot/chat-limits";
import { buildApp } from "../../../app";
import { salesbotConversations } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../test/harness";
import { chatTestKit, NO_CHAT_LIMITS } from "./chat-test-kit";

let t: TestApp;
let cardId: number;
beforeAll(async () => {
  t = await createTestApp(NO_CHAT_LIMITS);
  cardId = await kit.botCard();
});
afterAll(async () => {
  await t?.close();
});

const kit = chatTestKit(() => t);
const PERSONAL = "Hi, I'm Rita Moreno, rita@example.com, +1 555 0100. What does hosting cost?";

async function startConversation(): Promise<string> {
  const chat = await kit.chat(cardId, { message: PERSONAL });
  expect(chat.statusCode).toBe(200);
  return chat.json().sessionId;
}

/** Makes the conversation's last message `minutes` old. */
async function idleFor(sessionId: string, minutes: number): Promise<void> {
  await t.db
    .update(salesbotConversations)
    .set({ updatedAt: sql`now() - ${minutes} * interval '1 minute'` })
    .where(eq(salesbotConversations.sessionId, sessionId));
}

const welcomeWith = (sessionId: string) => kit.welcome(cardId, "", { [CHAT_SESSION_HEADER]: sessionId });

describe("the welcome's session id", () => {
  it("is read from the X-Chat-Session header, and a sessionId in the URL reads nothing", async () => {
    const sessionId = await startConversation();
    const byHeader = (await welcomeWith(sessionId)).json();
    expect(byHeader.sessionId).toBe(sessionId);
    expect(byHeader.history[0].content).toBe(PERSONAL);
    const byQuery = await kit.welcome(cardId, `?sessionId=${sessionId}`);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json().history).toEqual([]);
    expect(byQuery.body).not.toContain("rita@example.com");
  });
});

describe("an idle conversation", () => {
  it("lasts 30 minutes without a message", () => {
    expect(CHAT_SESSION_IDLE_MS).toBe(30 * 60_000);
  });

  it("is answered back while idle for less than that", async () => {
    const sessionId = await startConversation();
    await idleFor(sessionId, 29);
    expect((await welcomeWith(sessionId)).json().history).toHaveLength(2);
  });

  it("answers no transcript once idle past it, and a message to it starts a new conversation", async () => {
    const sessionId = await startConversation();
    await idleFor(sessionId, 31);
    const welcome = await welcomeWith(sessionId);
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json().history).toEqual([]);
    expect(welcome.json().sessionId).toBeUndefined();
    expect(welcome.body).not.toContain("rita@example.com");

    const next = await kit.chat(cardId, { message: "What does hosting cost?", sessionId });
    expect(next.statusCode).toBe(200);
    const fresh = next.json().sessionId as string;
    expect(fresh).not.toBe(sessionId);
    const rows = await kit.conversationsOf(cardId);
    // The owner keeps the old conversation, untouched; the new one holds only the new exchange.
    expect(rows.find((r) => r.sessionId === sessionId)!.conversationData).toHaveLength(2);
    expect(rows.find((r) => r.sessionId === fresh)!.conversationData).toHaveLength(2);
    expect(rows.find((r) => r.sessionId === fresh)!.visitorEmail).toBeNull();
    expect((await welcomeWith(fresh)).json().history[0].content).toBe("What does hosting cost?");
  });
});

describe("the request log", () => {
  let logged: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    logged = await buildApp(t.config, {
      database: t.database,
      logger: { level: "info", stream: capture },
    });
  });
  afterAll(async () => {
    await logged?.close();
  });

  it("never holds a session id, whether it came in the header, the body or an old widget's URL", async () => {
    const chat = await logged.inject({
      method: "POST",
      url: `/api/salesbot/${cardId}/chat`,
      payload: { message: PERSONAL },
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" },
    });
    expect(chat.statusCode).toBe(200);
    const sessionId = chat.json().sessionId as string;
    for (const request of [
      { url: `/api/salesbot/${cardId}/welcome`, headers: { [CHAT_SESSION_HEADER]: sessionId } },
      { url: `/api/salesbot/${cardId}/welcome?sessionId=${sessionId}`, headers: {} },
      { url: `/api/salesbot/${cardId}/welcome?lang=en&SessionId=${sessionId}`, headers: {} },
    ]) {
      const response = await logged.inject({
        method: "GET",
        url: request.url,
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0", ...request.headers },
      });
      expect(response.statusCode).toBe(200);
    }
    const log = lines.join("");
    // The requests were logged, with their URLs, and the id is nowhere.
    expect(log).toContain(`/api/salesbot/${cardId}/welcome?sessionId=[redacted]`);
    expect(log).toContain(`/api/salesbot/${cardId}/welcome?lang=en&SessionId=[redacted]`);
    expect(log).not.toContain(sessionId);
  });
});
