/**
 * The streamed reply (core/salesbot/chat-api.ts: delta events while the engine writes, then one
 * done event with the JSON answer, or one error event) and two messages on one session at once:
 * neither is lost, whether one process or two share the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatDeltaSchema, chatResponseSchema } from "../../../../core/salesbot/chat-api";
import { CHAT_EVENT } from "../../../../core/salesbot/chat-limits";
import { createTestApp, type TestApp } from "../../../test/harness";
import { chatTestKit, eventsOf, NO_CHAT_LIMITS } from "./chat-test-kit";

let t: TestApp;
/** A second server on the same database: a second process as far as in-memory state goes. */
let second: TestApp;
let cardId: number;
beforeAll(async () => {
  t = await createTestApp(NO_CHAT_LIMITS);
  second = await createTestApp(NO_CHAT_LIMITS, { sharingDatabaseOf: t });
  cardId = await kit.botCard();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const kit = chatTestKit(() => t);
const STREAM = { accept: "text/event-stream" };

describe("the streamed reply", () => {
  it("sends the text in delta events, then done with the same answer as JSON", async () => {
    const response = await kit.chat(cardId, { message: "What services do you offer?" }, { headers: STREAM });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(response.headers["cache-control"]).toContain("no-cache");
    const events = eventsOf(response.body);
    const deltas = events.filter((e) => e.event === CHAT_EVENT.delta);
    expect(deltas.length).toBeGreaterThan(1);
    const last = events[events.length - 1]!;
    expect(last.event).toBe(CHAT_EVENT.done);
    expect(events.filter((e) => e.event === CHAT_EVENT.done)).toHaveLength(1);
    const done = chatResponseSchema.parse(last.data);
    expect(deltas.map((e) => chatDeltaSchema.parse(e.data).text).join("")).toBe(done.message.content);
    // Stored like a plain reply.
    const [row] = (await kit.conversationsOf(cardId)).filter((r) => r.sessionId === done.sessionId);
    expect(row!.conversationData).toHaveLength(2);
  });

  it("answers refusals found before the engine runs as plain JSON errors", async () => {
    const response = await kit.chat(987_654, { message: "Hi" }, { headers: STREAM });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});

describe("two messages on one session at once", () => {
  it("stores both, in one process and across two", async () => {
    const first = (await kit.chat(cardId, { message: "Hello" })).json();
    const { sessionId } = first;
    const send = (app: TestApp, message: string) =>
      app.request({
        method: "POST",
        url: `/api/salesbot/${cardId}/chat`,
        body: { message, sessionId },
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/126.0" },
      });
    const answers = await Promise.all([
      send(t, "one"),
      send(t, "two"),
      send(second, "three"),
      send(second, "four"),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [row] = (await kit.conversationsOf(cardId)).filter((r) => r.sessionId === sessionId);
    const said = (row!.conversationData as { role: string; content: string }[])
      .filter((m) => m.role === "user")
      .map((m) => m.content);
    expect(said.sort()).toEqual(["Hello", "four", "one", "three", "two"]);
    expect(row!.conversationData).toHaveLength(10);
    // Each question is followed by its own answer.
    const roles = (row!.conversationData as { role: string }[]).map((m) => m.role);
    expect(roles).toEqual(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? "user" : "assistant")));
  });
});
