/**
 * The built-in engine: answers from the card's configuration alone, with no outside
 * service, so a self-hoster gets a working assistant on the first start. Its text is written
 * in a few pieces (sentence by sentence) so a streaming widget shows it as it comes, like the
 * LLM engine's; the final reply carries the media markers, suggested questions and scheduling
 * offer of reply-extras.ts.
 */
import type { EngineInput, EngineOptions, EngineReply, SalesbotEngine } from "../engine";
import { replyExtras, withMediaMarkers } from "../reply-extras";
import { composeReply, composeWelcome } from "./compose-reply";

/** Sentences with the spaces after them, so the pieces add up to the text exactly. */
function piecesOf(text: string): string[] {
  return text.match(/[^.!?\n]+(?:[.!?]+|\n+|$)\s*|[.!?\n]+\s*/g) ?? [text];
}

async function stream(text: string, options: EngineOptions): Promise<void> {
  if (!options.onDelta) return;
  for (const piece of piecesOf(text)) {
    options.signal?.throwIfAborted();
    options.onDelta(piece);
    // Let the piece reach the socket before the next one is written.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function createBuiltInEngine(): SalesbotEngine {
  return {
    name: "built-in",

    async welcome(input) {
      const content = composeWelcome(input);
      const extras = replyExtras(
        {
          ...input,
          history: [],
          leadScore: 0,
          visitor: {},
          sessionId: "",
          schedulingEventTypeUri: undefined,
        },
        content,
      );
      return { content, suggestedQuestions: extras.suggestedQuestions, tokensUsed: 0 };
    },

    async reply(input: EngineInput, options: EngineOptions = {}): Promise<EngineReply> {
      options.signal?.throwIfAborted();
      // The media first, so the text can point to it; then everything else, knowing the text.
      const media = replyExtras(input, "").mediaMarkers;
      const text = composeReply(input, { sharesMedia: media.length > 0 });
      const extras = replyExtras(input, text);
      const content = withMediaMarkers(text, extras.mediaMarkers);
      await stream(content, options);
      return {
        content,
        suggestedQuestions: extras.suggestedQuestions,
        ...(extras.schedulingInfo ? { schedulingInfo: extras.schedulingInfo } : {}),
        tokensUsed: 0,
      };
    },
  };
}
