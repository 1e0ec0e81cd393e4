/**
 * A chat reply as Server-Sent Events (core/salesbot/chat-api.ts): a delta event for each piece
 * the engine writes, then one done event carrying the JSON answer, or one error event carrying
 * the message the JSON answer would have had (the widget then shows its apology).
 */
import type { FastifyReply } from "fastify";
import { type ChatResponse, chatResponseSchema } from "../../../../core/salesbot/chat-api";
import { CHAT_EVENT } from "../../../../core/salesbot/chat-limits";
import { describeError } from "../../../plugins/error-handler";
import type { EngineOptions } from "../engine/engine";
import { openEventStream } from "./sse";

export type RunReply = (options: EngineOptions) => Promise<ChatResponse>;

export async function streamReply(reply: FastifyReply, run: RunReply): Promise<void> {
  const stream = openEventStream(reply);
  try {
    const answer = await run({
      signal: stream.signal,
      onDelta: (text) => stream.send(CHAT_EVENT.delta, { text }),
    });
    stream.send(CHAT_EVENT.done, chatResponseSchema.parse(answer));
  } catch (error) {
    const { body, unexpected } = describeError(error as Error);
    if (unexpected) reply.log.error({ err: error }, "chat stream failed");
    stream.send(CHAT_EVENT.error, { message: body.message });
  } finally {
    stream.end();
  }
}
