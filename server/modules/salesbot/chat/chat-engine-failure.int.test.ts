/**
 * When the engine fails: the chat answers 502 with a message (the widget shows its
 * apology, CHAT_FAILURE_REPLY) and stores nothing; a streamed reply ends with one error event.
 * The engine is swapped for a failing one at the service, and the stream is written by a bare
 * server, since the app picks its engine itself.
 */
import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { chatErrorEventSchema } from "../../../../core/salesbot/chat-api";
import { CHAT_EVENT } from "../../../../core/salesbot/chat-limits";
import type { AppContext } from "../../../context";
import { HttpError } from "../../../lib/http-error";
import { testAppPerFile } from "../../../test/test-app-per-file";
import type { SalesbotEngine } from "../engine/engine";
import { createChatService } from "./chat-service";
import { chatTestKit, NO_CHAT_LIMITS } from "./chat-test-kit";
import { streamReply } from "./stream-reply";

const failing: SalesbotEngine = {
  name: "built-in",
  welcome: async () => {
    throw new Error("engine down");
  },
  reply: async (_input, options) => {
    options?.onDelta?.("Half a ");
    throw new Error("engine down");
  },
};

const t = testAppPerFile(NO_CHAT_LIMITS);
let cardId: number;
beforeAll(async () => {
  cardId = await kit.botCard();
});

const kit = chatTestKit(() => t);
const FAILED = "The assistant could not reply just now. Please try again.";
const visitor = { ip: "203.0.113.9", device: "Desktop", origin: "http://cards.test" };

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("an engine that fails", () => {
  it("answers 502 with a message, tells the operator, and stores nothing", async () => {
    const warnings: string[] = [];
    const log = { warn: (_details: unknown, message: string) => warnings.push(message) };
    const service = createChatService(
      { config: t.config, db: t.db, coordinator: t.app.coordinator } as AppContext,
      failing,
      log,
    );
    const run = await service.prepareMessage(cardId, { message: "Hi" }, visitor);
    const error = await failureOf(run({}));
    expect({ status: error.statusCode, message: error.message }).toEqual({ status: 502, message: FAILED });
    const welcome = await failureOf(service.welcome(cardId, undefined, visitor.origin));
    expect(welcome.statusCode).toBe(502);
    expect(warnings).toEqual([
      "The sales assistant's engine failed to reply",
      "The sales assistant's engine failed to welcome a visitor",
    ]);
    expect(await kit.conversationsOf(cardId)).toEqual([]);
  });

  it("ends a streamed reply with one error event", async () => {
    const service = createChatService(
      { config: t.config, db: t.db, coordinator: t.app.coordinator } as AppContext,
      failing,
    );
    const bare = Fastify();
    bare.post("/stream", async (_request, reply) =>
      streamReply(reply, await service.prepareMessage(cardId, { message: "Hi" }, visitor)),
    );
    try {
      const response = await bare.inject({ method: "POST", url: "/stream" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(
        `event: ${CHAT_EVENT.delta}\ndata: {"text":"Half a "}\n\n` +
          `event: ${CHAT_EVENT.error}\ndata: ${JSON.stringify(chatErrorEventSchema.parse({ message: FAILED }))}\n\n`,
      );
    } finally {
      await bare.close();
    }
    expect(await kit.conversationsOf(cardId)).toEqual([]);
  });
});
