/**
 * The LLM engine's token caps, through POST /api/salesbot/{cardId}/chat against the
 * OpenAI-compatible stand-in: a reply's worst case is reserved in the database before the model
 * is called, so concurrent conversations cannot overrun a card's day; the reservation is settled
 * to the reported usage, released when the model fails; a conversation and one visitor's address
 * have caps of their own, and past any cap the built-in engine answers without calling the model.
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { salesbotConfigSchema } from "../../../../../core/salesbot/config";
import { ASSISTANT_FIXTURE } from "../../../../../core/testing/assistant-fixture";
import { salesbotTokenUsage } from "../../../../db/schema";
import { type FakeOpenAi, llmEnvOf, startFakeOpenAi } from "../../../../test/fake-openai-server";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { chatTestKit, NO_CHAT_LIMITS } from "../../chat/chat-test-kit";
import { createBuiltInEngine } from "../built-in/built-in-engine";
import type { EngineInput } from "../engine";
import { createLlmEngine } from "./llm-engine";

/** What the stand-in bills each reply (its usage report) and the reply bound the tests run with. */
const BILLED = 320;
const REPLY_MAX = 400;
const CARD_CAP = 5000;
const MODEL_TEXT = "Our website design starts at 1,500. What is your timeline?";

let model: FakeOpenAi;
/** Card cap 5,000; the other caps out of the way. */
let t: TestApp;
/** A conversation may spend 3,000. */
let perConversation: TestApp;
/** An address may spend 3,000 a day on one card. */
let perVisitor: TestApp;
beforeAll(async () => {
  model = await startFakeOpenAi();
  const llm = {
    ...NO_CHAT_LIMITS,
    // Generous: 25 requests at once on a busy machine must not time out.
    ...llmEnvOf(model, 5000),
    LLM_MAX_TOKENS_PER_REPLY: String(REPLY_MAX),
  };
  t = await createTestApp({
    ...llm,
    LLM_MAX_TOKENS_PER_CARD_PER_DAY: String(CARD_CAP),
    LLM_MAX_TOKENS_PER_CONVERSATION: "1000000",
    LLM_MAX_TOKENS_PER_VISITOR_PER_DAY: "1000000",
  });
  perConversation = await createTestApp(
    { ...llm, LLM_MAX_TOKENS_PER_CONVERSATION: "3000", LLM_MAX_TOKENS_PER_VISITOR_PER_DAY: "1000000" },
    { sharingDatabaseOf: t },
  );
  perVisitor = await createTestApp(
    { ...llm, LLM_MAX_TOKENS_PER_CONVERSATION: "1000000", LLM_MAX_TOKENS_PER_VISITOR_PER_DAY: "3000" },
    { sharingDatabaseOf: t },
  );
});
afterAll(async () => {
  await perVisitor?.close();
  await perConversation?.close();
  await t?.close();
  await model?.close();
});
beforeEach(() => {
  model.mode = "reply";
  model.delayMs = 0;
  model.requests.length = 0;
});

const kit = chatTestKit(() => t);
const ask = (app: TestApp, cardId: number, remoteAddress: string, sessionId?: string) =>
  chatTestKit(() => app).chat(
    cardId,
    { message: "How much is a website?", ...(sessionId ? { sessionId } : {}) },
    { remoteAddress },
  );

/** What the chat service gives the engine for a first message, for calling the engine directly. */
function engineInput(cardId: number, visitorIp: string): EngineInput {
  return {
    config: salesbotConfigSchema.parse(ASSISTANT_FIXTURE),
    card: {
      id: cardId,
      name: "Ana Silva",
      company: "Acme",
      title: null,
      email: null,
      phone: null,
      website: null,
      slug: "ana",
    },
    sessionId: "s".repeat(24),
    visitorIp,
    history: [{ role: "user", content: "How much is a website?" }],
    leadScore: 0,
    visitor: {},
    origin: "http://cards.test",
  };
}

/** The card's counters whose scope starts with `prefix` ("day:", "session:", "visitor:"), summed. */
async function spent(cardId: number, prefix: string): Promise<number> {
  const rows = await t.db
    .select({ tokens: salesbotTokenUsage.tokens })
    .from(salesbotTokenUsage)
    .where(and(eq(salesbotTokenUsage.cardId, cardId), like(salesbotTokenUsage.scope, `${prefix}%`)));
  return rows.reduce((sum, row) => sum + row.tokens, 0);
}

describe("the card's daily cap", () => {
  it("holds when 25 new conversations arrive at once: never more than the cap plus one reply's maximum", async () => {
    const cardId = await kit.botCard();
    // The model takes a moment, so every request is in flight before the first one is billed.
    model.mode = "slow";
    model.delayMs = 150;
    const replies = await Promise.all(Array.from({ length: 25 }, (_, i) => ask(t, cardId, `198.51.${i}.7`)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(25).fill(200));
    const byModel = replies.filter((r) => r.json().message.content === MODEL_TEXT).length;
    expect(byModel).toBe(model.requests.length);
    expect(byModel).toBeGreaterThan(0);
    // The others were answered by the built-in engine.
    for (const r of replies.filter((r) => r.json().message.content !== MODEL_TEXT)) {
      expect(r.json().message.content).toContain("website design");
    }
    const billed = await spent(cardId, "day:");
    expect(billed).toBe(BILLED * byModel);
    expect(billed).toBeLessThanOrEqual(CARD_CAP + REPLY_MAX);
  });

  it("is reserved before the model is called, and settled to the reported usage after", async () => {
    const cardId = await kit.botCard();
    model.mode = "slow";
    model.delayMs = 300;
    const pending = ask(t, cardId, "198.51.100.9");
    await expect.poll(() => model.requests.length, { timeout: 2000, interval: 10 }).toBe(1);
    const reserved = await spent(cardId, "day:");
    // A reply's bound, plus its prompt.
    expect(reserved).toBeGreaterThan(REPLY_MAX);
    expect(await spent(cardId, "session:")).toBe(reserved);
    expect(await spent(cardId, "visitor:")).toBe(reserved);
    expect((await pending).json().message.content).toBe(MODEL_TEXT);
    expect(await spent(cardId, "day:")).toBe(BILLED);
    expect(await spent(cardId, "session:")).toBe(BILLED);
    expect(await spent(cardId, "visitor:")).toBe(BILLED);
  });
});

describe("a failed reply", () => {
  it("releases its reservation when the model answers with an error", async () => {
    const cardId = await kit.botCard();
    model.mode = "error";
    const response = await ask(t, cardId, "198.51.101.9");
    expect(response.json().message.content).toContain("website design");
    expect(model.requests).toHaveLength(1);
    expect(await spent(cardId, "")).toBe(0);
  });

  it("releases its reservation when the model is too slow", async () => {
    const cardId = await kit.botCard();
    const engine = createLlmEngine({ ...t.config.llm!, timeoutMs: 300 }, t.db, createBuiltInEngine());
    model.mode = "slow";
    model.delayMs = 1000;
    const reply = await engine.reply(engineInput(cardId, "198.51.102.9"));
    expect(reply.content).toContain("website design");
    expect(model.requests).toHaveLength(1);
    expect(await spent(cardId, "")).toBe(0);
  });

  it("releases its reservation when the visitor goes away", async () => {
    const cardId = await kit.botCard();
    const engine = createLlmEngine(t.config.llm!, t.db, createBuiltInEngine());
    model.mode = "slow";
    model.delayMs = 400;
    const gone = new AbortController();
    const reply = engine.reply(engineInput(cardId, "198.51.103.9"), { signal: gone.signal });
    await expect.poll(() => model.requests.length, { timeout: 2000, interval: 10 }).toBe(1);
    expect(await spent(cardId, "day:")).toBeGreaterThan(REPLY_MAX);
    gone.abort(new Error("The visitor went away"));
    await expect(reply).rejects.toThrow();
    expect(await spent(cardId, "")).toBe(0);
  });
});

describe("a conversation's cap", () => {
  it("hands the conversation to the built-in engine before a reply could pass it, and no other", async () => {
    const cardId = await kit.botCard();
    const address = "198.51.104.9";
    const first = (await ask(perConversation, cardId, address)).json();
    expect(first.message.content).toBe(MODEL_TEXT);
    let calls = 1;
    for (let message = 2; message <= 15; message++) {
      await ask(perConversation, cardId, address, first.sessionId);
      // The built-in engine answered.
      if (model.requests.length === calls) break;
      calls = model.requests.length;
    }
    // The model answered more than once, then stopped before the cap: 3,000 / 320 would be 9.
    expect(calls).toBeGreaterThan(1);
    expect(calls).toBeLessThan(9);
    const conversation = await spent(cardId, "session:");
    expect(conversation).toBe(BILLED * calls);
    expect(conversation).toBeLessThanOrEqual(3000);
    // The same visitor's next conversation has its own cap.
    expect((await ask(perConversation, cardId, address)).json().message.content).toBe(MODEL_TEXT);
  });
});

describe("a visitor's daily cap", () => {
  it("holds across the visitor's conversations, and leaves the card to other visitors", async () => {
    const cardId = await kit.botCard();
    const sessions = new Set<string>();
    let calls = 0;
    for (let conversation = 1; conversation <= 12; conversation++) {
      // A new conversation each time, from the same network.
      const reply = (await ask(perVisitor, cardId, `198.51.105.${conversation}`)).json();
      sessions.add(reply.sessionId);
      if (model.requests.length === calls) break;
      calls = model.requests.length;
    }
    expect(sessions.size).toBe(calls + 1);
    expect(calls).toBeGreaterThan(1);
    expect(calls).toBeLessThan(10);
    const visitor = await spent(cardId, "visitor:");
    expect(visitor).toBe(BILLED * calls);
    expect(visitor).toBeLessThanOrEqual(3000);
    // Another address still gets the model on the same card, the same day.
    expect((await ask(perVisitor, cardId, "203.0.113.9")).json().message.content).toBe(MODEL_TEXT);
  });
});
