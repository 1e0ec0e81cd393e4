/**
 * The LLM engine (issue 17): any OpenAI-compatible Chat Completions API (OpenAI, Ollama, vLLM)
 * through the official `openai` SDK, streamed. The model writes only the prose; suggested
 * questions, the scheduling offer and media markers come from reply-extras.ts, as for the
 * built-in engine. Whenever the model cannot be used (the caps are spent, it fails, it is too
 * slow, or its reply leaks the prompt), the visitor still gets an answer: the built-in engine's,
 * or a safe redirect.
 */
import { randomBytes } from "node:crypto";
import OpenAI from "openai";
import type { LlmConfig } from "../../../../config";
import type { Db } from "../../../../db/client";
import type { EngineInput, EngineOptions, EngineReply, SalesbotEngine } from "../engine";
import { replyExtras, withMediaMarkers } from "../reply-extras";
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

export function createLlmEngine(config: LlmConfig, db: Db, fallback: SalesbotEngine): SalesbotEngine {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, maxRetries: 0 });
  // Per process; the prompt says never to write it, and the guard checks that it is not written.
  const canary = `CF-${randomBytes(9).toString("base64url")}`;

  async function complete(prompt: Prompt, options: EngineOptions): Promise<{ text: string; tokens: number }> {
    const { messages } = prompt;
    // Only what it has cleared reaches the visitor: nothing of a reply that turns out to leak.
    const guard = createReplyGuard(prompt.privateParts, canary);
    const timeout = new AbortController();
    let timer = setTimeout(() => timeout.abort(), config.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    let text = "";
    let usage: number | undefined;
    // The server's count (prompt and reply); else the same estimate the reservation was made with.
    const spent = () => usage ?? prompt.tokens + Math.min(estimateTokens(text), config.maxTokensPerReply);
    const refused = () => ({ text: SAFE_REFUSAL, tokens: spent() });
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
        clearTimeout(timer);
        timer = setTimeout(() => timeout.abort(), config.timeoutMs);
        if (chunk.usage?.total_tokens) usage = chunk.usage.total_tokens;
        const piece = chunk.choices[0]?.delta?.content ?? "";
        text += piece;
        const cleared = guard.push(piece);
        if (cleared === null) return refused();
        if (cleared) options.onDelta?.(cleared);
      }
    } finally {
      clearTimeout(timer);
    }
    const reply = text.trim();
    if (reply === "") throw new Error("The model wrote nothing");
    const rest = guard.end();
    if (rest === null) return refused();
    if (rest) options.onDelta?.(rest);
    return { text: reply, tokens: spent() };
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
    if (!reservation) return fallback.reply(input, options);
    let written: { text: string; tokens: number };
    try {
      written = await complete(prompt, options);
    } catch (error) {
      // No reply was written: the reservation is released.
      await settleTokens(db, reservation, 0);
      // The visitor left: nothing more to do. Otherwise the built-in engine answers.
      if (options.signal?.aborted) throw error;
      return fallback.reply(input, options);
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
