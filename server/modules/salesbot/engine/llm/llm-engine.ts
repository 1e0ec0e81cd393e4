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
import { createLeakCheck, LEAK_WINDOW, SAFE_REFUSAL } from "./output-guard";
import { buildSystemPrompt } from "./system-prompt";
import { addTokens, tokensSpent } from "./token-usage";

/** The conversation sent: the latest messages, each cut to a length, so a prompt stays bounded. */
const HISTORY_MESSAGES = 20;
const MESSAGE_CHARS = 2000;
/** Forwarded text stays this far behind what the leak check has read. */
const HOLD_BACK = LEAK_WINDOW + 8;

/** Without a usage report from the server, about four characters a token. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export function createLlmEngine(config: LlmConfig, db: Db, fallback: SalesbotEngine): SalesbotEngine {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, maxRetries: 0 });
  // Per process; the prompt says never to write it, and the guard checks that it is not written.
  const canary = `CF-${randomBytes(9).toString("base64url")}`;

  async function complete(
    input: EngineInput,
    options: EngineOptions,
  ): Promise<{ text: string; tokens: number }> {
    const systemPrompt = buildSystemPrompt(input, canary);
    const leaks = createLeakCheck(systemPrompt, canary);
    const messages = [
      { role: "system" as const, content: systemPrompt },
      ...input.history
        .slice(-HISTORY_MESSAGES)
        .map((turn) => ({ role: turn.role, content: turn.content.slice(0, MESSAGE_CHARS) })),
    ];
    const timeout = new AbortController();
    let timer = setTimeout(() => timeout.abort(), config.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    let text = "";
    let forwarded = 0;
    let usage: number | undefined;
    try {
      const stream = await client.chat.completions.create(
        { model: config.model, messages, stream: true, max_tokens: config.maxTokensPerReply },
        { signal },
      );
      for await (const chunk of stream) {
        clearTimeout(timer);
        timer = setTimeout(() => timeout.abort(), config.timeoutMs);
        if (chunk.usage?.total_tokens) usage = chunk.usage.total_tokens;
        text += chunk.choices[0]?.delta?.content ?? "";
        if (leaks(text)) return { text: SAFE_REFUSAL, tokens: usage ?? estimateTokens(systemPrompt + text) };
        const safeEnd = text.length - HOLD_BACK;
        if (safeEnd > forwarded) {
          options.onDelta?.(text.slice(forwarded, safeEnd));
          forwarded = safeEnd;
        }
      }
    } finally {
      clearTimeout(timer);
    }
    const reply = text.trim();
    if (reply === "") throw new Error("The model wrote nothing");
    if (forwarded < text.length) options.onDelta?.(text.slice(forwarded));
    const prompt = messages.reduce((sum, m) => sum + m.content.length, 0);
    return { text: reply, tokens: usage ?? estimateTokens(" ".repeat(prompt) + text) };
  }

  async function reply(input: EngineInput, options: EngineOptions = {}): Promise<EngineReply> {
    const spent = await tokensSpent(db, input.card.id, input.sessionId);
    if (
      spent.conversation >= config.maxTokensPerConversation ||
      spent.cardToday >= config.maxTokensPerCardPerDay
    ) {
      return fallback.reply(input, options);
    }
    let written: { text: string; tokens: number };
    try {
      written = await complete(input, options);
    } catch (error) {
      // The visitor left: nothing more to do. Otherwise the built-in engine answers.
      if (options.signal?.aborted) throw error;
      return fallback.reply(input, options);
    }
    await addTokens(db, input.card.id, input.sessionId, written.tokens);
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
