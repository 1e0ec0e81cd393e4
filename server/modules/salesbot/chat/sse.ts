/**
 * Server-Sent Events for a streamed chat reply (core/salesbot/chat-api.ts CHAT_EVENT): written
 * straight to the socket of a hijacked reply, which bypasses Fastify's serialisers and hooks,
 * so the headers are set here. A visitor who goes away aborts the engine through `signal`.
 */
import type { FastifyReply } from "fastify";

export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
  /** Aborted when the client goes away before the stream ends. */
  signal: AbortSignal;
}

export function openEventStream(reply: FastifyReply): EventStream {
  const raw = reply.raw;
  const gone = new AbortController();
  raw.on("close", () => {
    if (!raw.writableFinished) gone.abort(new Error("The visitor went away"));
  });
  reply.hijack();
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-store, no-transform",
    "x-content-type-options": "nosniff",
    // Proxies such as nginx would otherwise hold the pieces back until the end.
    "x-accel-buffering": "no",
    connection: "keep-alive",
  });
  return {
    send(event, data) {
      if (raw.writableEnded || raw.destroyed) return;
      // JSON has no raw newlines, so one data line carries the whole event.
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
    signal: gone.signal,
  };
}
