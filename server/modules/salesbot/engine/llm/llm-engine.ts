/**
 * The LLM engine: any OpenAI-compatible Chat Completions API (OpenAI, Ollama, vLLM)
 * through the official `openai` SDK, streamed. The model writes only the prose; suggested
 * questions, the scheduling offer and media markers come from reply-extras.ts, as for the
 * built-in engine. Whenever the model cannot be used (the caps are spent, it fails, it writes no
 * text within firstTokenTimeoutMs, or its reply leaks the prompt), the visitor still gets an
 * answer: the built-in engine's, or a safe redirect; and the log says why, each time. One reply
 * never takes longer than timeoutMs: past it, a reply already under way keeps what was written.
 */
import { randomBytes } from "node:crypto";
import OpenAI from "openai";
import type { LlmConfig } from "../../../../config";
import type { Db } from "../../../../db/client";
import type { EngineInput, EngineOptions, EngineReply, SalesbotEngine } from "../engine";
import { replyExtras, withMediaMarkers } from "../reply-extras";
import { fallbackReason, ModelDeadline } from "./fallback-reason";
import { createReplyGuard, SAFE_REFUSAL } from "./output-guard";
import { buildSystemPrompt } from "./system-prompt";
import { estimateTokens, promptTokens } from "./token-estimate";
import { reserveTokens, settleTokens } from "./token-usage";

/** The conversation sent: the latest messages, each cut to a length, so a prompt stays bounded. */
const HISTORY_MESSAGES = 20;
const MESSAGE_CHARS = 2000;

/** What the model is sent, and its tokens (token-estimate.ts), known before the call. */
function promptOf(input: EngineInput, canary: string) {
  const system = buildSystemPrompt(input, canary);
  const messages = [
    { role: "system" as const, content: system.text },
    ...input.history
      .slice(-HISTORY_MESSAGES)
      .map((turn) => ({ role: turn.role, content: turn.content.slice(0, MESSAGE_CHARS) })),
  ];
  return { privateParts: system.privateParts, messages, tokens: promptTokens(messages) };
}
type Prompt = ReturnType<typeof promptOf>;

/** Where the engine says why the model's reply was not used. */
export interface FallbackLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** A reply the model could not give: why, and whether some of its text already reached the visitor. */
class ModelFailed extends Error {
  constructor(
    readonly reason: string,
    readonly written: string,
  ) {
    super(reason);
  }
}

export function createLlmEngine(
  config: LlmConfig,
  db: Db,
  fallback: SalesbotEngine,
  log?: FallbackLog,
): SalesbotEngine {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, maxRetries: 0 });
  // Per process; the prompt says never to write it, and the guard checks that it is not written.
  const canary = `CF-${randomBytes(9).toString("base64url")}`;

  async function complete(
    prompt: Prompt,
    options: EngineOptions,
  ): Promise<{ text: string; tokens: number; refused: boolean }> {
    const { messages } = prompt;
    // Only what it has cleared reaches the visitor: nothing of a reply that turns out to leak.
    const guard = createReplyGuard(prompt.privateParts, canary);
    const deadline = new AbortController();
    const firstToken = setTimeout(
      () => deadline.abort(new ModelDeadline(`no text within ${config.firstTokenTimeoutMs} ms`)),
      config.firstTokenTimeoutMs,
    );
    const total = setTimeout(
      () => deadline.abort(new ModelDeadline(`the reply took longer than ${config.timeoutMs} ms`)),
      config.timeoutMs,
    );
    const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
    let text = "";
    /** What reached the visitor. */
    let delivered = "";
    let usage: number | undefined;
    // The server's count (prompt and reply); else the same estimate the reservation was made with.
    const spent = () => usage ?? prompt.tokens + Math.min(estimateTokens(text), config.maxTokensPerReply);
    const refused = () => ({ text: SAFE_REFUSAL, tokens: spent(), refused: true });
    const deliver = (piece: string) => {
      delivered += piece;
      options.onDelta?.(piece);
    };
    try {
      const stream = await client.chat.completions.create(
        {
          model: config.model,
          messages,
          stream: true,
          // The usage report, in the last chunk, is what the reservation is settled to.
          stream_options: { include_usage: true },
          max_tokens: config.maxTokensPerReply,
        },
        { signal },
      );
      for await (const chunk of stream) {
        if (chunk.usage?.total_tokens) usage = chunk.usage.total_tokens;
        const piece = chunk.choices[0]?.delta?.content ?? "";
        // Only text counts as the first token: empty or role-only chunks keep the clock running.
        if (piece !== "") clearTimeout(firstToken);
        text += piece;
        const cleared = guard.push(piece);
        if (cleared === null) return refused();
        if (cleared) deliver(cleared);
      }
      // The SDK ends an aborted stream quietly: a deadline or a departed visitor is an error here.
      signal.throwIfAborted();
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ModelFailed(fallbackReason(error, deadline.signal), delivered);
    } finally {
      clearTimeout(firstToken);
      clearTimeout(total);
    }
    const reply = text.trim();
    if (reply === "") throw new ModelFailed("the model wrote no text", "");
    const rest = guard.end();
    if (rest === null) return refused();
    if (rest) deliver(rest);
    return { text: reply, tokens: spent(), refused: false };
  }

  async function reply(input: EngineInput, options: EngineOptions = {}): Promise<EngineReply> {
    const prompt = promptOf(input, canary);
    // The reply's worst case is held on every cap before the model is called, so replies running
    // at once cannot pass a cap together; when it does not fit, the built-in engine answers.
    const reservation = await reserveTokens(
      db,
      config,
      { cardId: input.card.id, sessionId: input.sessionId, visitorIp: input.visitorIp },
      prompt.tokens + config.maxTokensPerReply,
    );
    const fellBack = (reason: string) => {
      log?.warn(
        { cardId: input.card.id, reason, fallback: "built-in" },
        "The sales assistant's model did not answer; the built-in engine answered instead",
      );
      return fallback.reply(input, options);
    };
    if (!reservation) return fellBack("a token cap is spent");
    const started = Date.now();
    let written: { text: string; tokens: number; refused: boolean };
    try {
      written = await complete(prompt, options);
    } catch (error) {
      // The visitor left: nothing more to do.
      if (!(error instanceof ModelFailed)) {
        await settleTokens(db, reservation, 0);
        throw error;
      }
      const reason = `${error.reason} (after ${Date.now() - started} ms)`;
      if (error.written.trim() === "") {
        // No reply was written: the reservation is released and the built-in engine answers.
        await settleTokens(db, reservation, 0);
        return fellBack(reason);
      }
      // Cut short after some text reached the visitor: that text is the reply.
      log?.warn({ cardId: input.card.id, reason }, "The sales assistant's model reply was cut short");
      written = {
        text: error.written.trim(),
        tokens: prompt.tokens + config.maxTokensPerReply,
        refused: false,
      };
    }
    if (written.refused) {
      log?.warn(
        { cardId: input.card.id, reason: "the reply would have revealed the assistant's instructions" },
        "The sales assistant's model reply was replaced by a safe answer",
      );
    }
    await settleTokens(db, reservation, written.tokens);
    const extras = replyExtras(input, written.text);
    return {
      content: withMediaMarkers(written.text, extras.mediaMarkers),
      suggestedQuestions: extras.suggestedQuestions,
      schedulingInfo: extras.schedulingInfo,
      tokensUsed: written.tokens,
    };
  }

  return {
    name: "llm",
    // The greeting costs no tokens: the built-in engine's, from the configuration.
    welcome: (input) => fallback.welcome(input),
    reply,
  };
}
