/**
 * The LLM engine's fallback (POST /api/salesbot/{cardId}/chat against a stand-in model): a model
 * that writes no text within LLM_FIRST_TOKEN_TIMEOUT_MS, answers with an HTTP error or refuses
 * the connection hands the reply to the built-in engine soon, and the log's warning says why;
 * a model that stops after its first piece is cut off at LLM_TIMEOUT_MS and what it wrote is
 * the reply.
 */
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatResponseSchema } from "../../../../../core/salesbot/chat-api";
import { CHAT_EVENT } from "../../../../../core/salesbot/chat-limits";
import { buildApp } from "../../../../app";
import { type FakeOpenAi, llmEnvOf, startFakeOpenAi } from "../../../../test/fake-openai-server";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { chatTestKit, eventsOf, NO_CHAT_LIMITS } from "../../chat/chat-test-kit";

const FIRST_TOKEN_MS = 400;
const TOTAL_MS = 1500;
/** Time for the built-in engine and the database after the limit, on a loaded machine. */
const SLACK_MS = 1500;

let model: FakeOpenAi;
let t: TestApp;
let cardId: number;
const kit = chatTestKit(() => t);
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

async function appLoggingTo(config: TestApp["config"]): Promise<FastifyInstance> {
  return buildApp(config, { database: t.database, logger: { level: "warn", stream: capture } });
}

let logged: FastifyInstance;
beforeAll(async () => {
  model = await startFakeOpenAi();
  t = await createTestApp({ ...NO_CHAT_LIMITS, ...llmEnvOf(model, TOTAL_MS, FIRST_TOKEN_MS) });
  cardId = await kit.botCard();
  logged = await appLoggingTo(t.config);
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
  await model?.close();
});
beforeEach(() => {
  lines.length = 0;
  model.mode = "reply";
});

async function ask(app: FastifyInstance, message: string, stream = false) {
  const started = Date.now();
  const response = await app.inject({
    method: "POST",
    url: `/api/salesbot/${cardId}/chat`,
    payload: { message },
    headers: {
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0",
      ...(stream ? { accept: "text/event-stream" } : {}),
    },
  });
  return { response, elapsed: Date.now() - started };
}

function warnings(): { msg: string; reason: string; level: number; cardId: number }[] {
  return lines.map((line) => JSON.parse(line)).filter((entry) => entry.reason !== undefined);
}

describe("a model that writes nothing", () => {
  it("is replaced by the built-in engine within the first-token limit, and the log says why", async () => {
    model.mode = "hang";
    const { response, elapsed } = await ask(logged, "What services do you offer?");
    expect(response.statusCode).toBe(200);
    expect(response.json().message.content).toContain("website design");
    expect(elapsed).toBeGreaterThanOrEqual(FIRST_TOKEN_MS);
    expect(elapsed).toBeLessThan(FIRST_TOKEN_MS + SLACK_MS);
    const [warning] = warnings();
    expect(warning).toMatchObject({
      level: 40,
      cardId,
      msg: "The sales assistant's model did not answer; the built-in engine answered instead",
    });
    expect(warning!.reason).toMatch(new RegExp(`^no text within ${FIRST_TOKEN_MS} ms \\(after \\d+ ms\\)$`));
  });
});

describe("a model that fails", () => {
  it("logs the HTTP status it answered with", async () => {
    model.mode = "error";
    const { response } = await ask(logged, "What services do you offer?");
    expect(response.json().message.content).toContain("website design");
    expect(warnings().map((w) => w.reason.replace(/ \(after \d+ ms\)$/, ""))).toEqual(["HTTP 500"]);
  });

  it("logs a refused connection", async () => {
    const closed = await startFakeOpenAi();
    await closed.close();
    const refusing = await appLoggingTo({ ...t.config, llm: { ...t.config.llm!, baseUrl: closed.url } });
    try {
      const { response } = await ask(refusing, "What services do you offer?");
      expect(response.json().message.content).toContain("website design");
      expect(warnings().map((w) => w.reason.replace(/ \(after \d+ ms\)$/, ""))).toEqual([
        "connection refused",
      ]);
    } finally {
      await refusing.close();
    }
  });
});

describe("a model that stops half-way", () => {
  it("is cut off at the reply's limit, and what it wrote is the reply", async () => {
    model.mode = "stall";
    const first =
      "Our website design projects start with a short workshop about your goals, your visitors and the pages you need. ".repeat(
        4,
      );
    model.reply = [first, "never sent"];
    const { response, elapsed } = await ask(logged, "How much is a website?", true);
    expect(elapsed).toBeGreaterThanOrEqual(TOTAL_MS);
    expect(elapsed).toBeLessThan(TOTAL_MS + SLACK_MS);
    const done = chatResponseSchema.parse(eventsOf(response.body).at(-1)!.data);
    // What the reply guard had cleared reached the visitor, and is the whole reply.
    const streamed = eventsOf(response.body)
      .filter((e) => e.event === CHAT_EVENT.delta)
      .map((e) => (e.data as { text: string }).text)
      .join("");
    expect(streamed.length).toBeGreaterThan(0);
    expect(first.startsWith(streamed)).toBe(true);
    expect(done.message.content).toBe(streamed.trim());
    expect(warnings()).toMatchObject([
      {
        msg: "The sales assistant's model reply was cut short",
        reason: expect.stringContaining(`${TOTAL_MS} ms`),
      },
    ]);
  });
});
