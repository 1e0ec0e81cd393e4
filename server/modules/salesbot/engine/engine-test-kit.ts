/** What the engines' unit tests share: a conversation's turns and an engine's input for it. */
import type { ChatTurn } from "../../../../core/salesbot/chat-types";
import type { SalesbotConfig } from "../../../../core/salesbot/config";
import { ASSISTANT_CARD } from "../../../../core/testing/assistant-fixture";
import type { EngineInput } from "./engine";

export const user = (content: string): ChatTurn => ({ role: "user", content });
export const assistant = (content: string): ChatTurn => ({ role: "assistant", content });

/**
 * The input for the conversation `history` so far with `config`, on the fixture's card, before
 * the lead has scored or the visitor has given any detail; `fields` change any of it.
 */
export function engineInput(
  config: SalesbotConfig,
  history: ChatTurn[],
  fields: Partial<EngineInput> = {},
): EngineInput {
  return {
    config,
    card: ASSISTANT_CARD,
    sessionId: "s".repeat(24),
    history,
    leadScore: 0,
    visitor: {},
    origin: "https://cards.example.com",
    ...fields,
  };
}
