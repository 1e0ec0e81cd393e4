/**
 * A local stand-in for an OpenAI-compatible Chat Completions API (POST /v1/chat/completions,
 * streamed as Server-Sent Events `data: {chunk}` … `data: [DONE]`), over real HTTP, for the
 * sales assistant's LLM engine tests. It records each request; `mode` decides the answer:
 *   reply        the pieces of `reply`, then a usage report (only when asked for with
 *                `stream_options.include_usage`, as OpenAI does);
 *   echo-system  a model that obeys an injection and repeats its system message;
 *   slow         nothing for `delayMs`, then the reply;
 *   hang         the stream's headers, then nothing at all (a model that is stuck);
 *   stall        the reply's first piece, then nothing more;
 *   error        500.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeEach } from "vitest";
import { perFile } from "./per-file";

interface FakeOpenAiRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    max_tokens?: number;
    stream_options?: { include_usage?: boolean };
    messages: { role: string; content: string }[];
  };
}

export interface FakeOpenAi {
  /** The base URL to configure (…/v1). */
  url: string;
  requests: FakeOpenAiRequest[];
  mode: "reply" | "echo-system" | "slow" | "hang" | "stall" | "error";
  reply: string[];
  delayMs: number;
  close(): Promise<void>;
}

/**
 * The environment that points the sales assistant's LLM engine at `model`, giving up after
 * `timeoutMs` in all, and after `firstTokenMs` without text (by default the same).
 */
export function llmEnvOf(model: FakeOpenAi, timeoutMs: number, firstTokenMs = timeoutMs) {
  return {
    LLM_BASE_URL: model.url,
    LLM_API_KEY: "test-key",
    LLM_MODEL: "fake-model",
    LLM_TIMEOUT_MS: String(timeoutMs),
    LLM_FIRST_TOKEN_TIMEOUT_MS: String(firstTokenMs),
  };
}

const chunk = (content: string, extra: object = {}) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: "fake-model",
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
    ...extra,
  })}\n\n`;

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    url: "",
    requests: [],
    mode: "reply",
    reply: ["Our website design ", "starts at 1,500. ", "What is your timeline?"],
    delayMs: 0,
    close: async () => {},
  };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const piece of request) chunks.push(piece as Buffer);
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as FakeOpenAiRequest["body"];
    fake.requests.push({ authorization: request.headers.authorization, body });
    if (fake.mode === "error") {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "boom", type: "server_error" } }));
      return;
    }
    if (fake.mode === "slow") await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (fake.mode === "hang" || fake.mode === "stall") {
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      if (fake.mode === "stall") response.write(chunk(fake.reply[0] ?? ""));
      response.flushHeaders();
      return;
    }
    const pieces =
      fake.mode === "echo-system"
        ? (body.messages.find((m) => m.role === "system")?.content.match(/[\s\S]{1,40}/g) ?? [])
        : fake.reply;
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    for (const piece of pieces) response.write(chunk(piece));
    if (body.stream_options?.include_usage) {
      response.write(
        chunk("", { choices: [], usage: { prompt_tokens: 300, completion_tokens: 20, total_tokens: 320 } }),
      );
    }
    response.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/**
 * The file's stand-in model (per-file.ts): started before the file's first test and closed after
 * its last; before each test it answers normally again and forgets the requests it has seen.
 */
export function fakeOpenAiPerFile(): FakeOpenAi {
  const model = perFile(startFakeOpenAi, (fake) => fake.close());
  beforeEach(() => {
    model.mode = "reply";
    model.requests.length = 0;
  });
  return model;
}
