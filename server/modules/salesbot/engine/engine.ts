/**
 * The sales assistant's engines: the built-in one, which answers from the card's
 * configuration alone, and the LLM one, for any OpenAI-compatible Chat Completions API. Both sit
 * behind this interface and keep one contract: a reply's text may carry media markers
 * ('title - url', core/salesbot/media-markers.ts), up to 3 suggested questions, and
 * schedulingInfo when it offers a meeting. Scoring and storing are the chat service's, never an
 * engine's, so both engines are scored by the same rules (core/salesbot/lead-score.ts).
 */
import type { ChatTurn } from "../../../../core/salesbot/chat-types";
import type { SalesbotConfig } from "../../../../core/salesbot/config";

/** The card the assistant speaks for, as a visitor sees it on the public page. */
export interface EngineCard {
  id: number;
  name: string | null;
  company: string | null;
  title: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  slug: string;
}

export interface EngineInput {
  config: SalesbotConfig;
  card: EngineCard;
  /** The visitor's conversation (for the LLM engine's per-conversation token cap). */
  sessionId: string;
  /**
   * The visitor's address, for the LLM engine's per-visitor daily token cap (kept only
   * anonymised). Without it the reply counts towards one cap shared by every such reply.
   */
  visitorIp?: string;
  /** The conversation so far, oldest first, ending with the visitor's new message. */
  history: readonly ChatTurn[];
  /** The lead score before this reply (0-100). */
  leadScore: number;
  /** What the visitor has told us so far, gathered from the whole conversation. */
  visitor: { name?: string; email?: string; phone?: string };
  /**
   * The Calendly event type a meeting would be booked on, when the owner connected Calendly;
   * without it the assistant offers the card's other ways to meet (CTA buttons, contact details).
   */
  schedulingEventTypeUri?: string;
  /** Absolute origin of the public card page ("https://cards.example.com"), for making /uploads/ paths absolute. */
  origin: string;
}

export interface EngineReply {
  content: string;
  suggestedQuestions: string[];
  schedulingInfo?: {
    eventTypeUri?: string;
    hasContactInfo: boolean;
    email?: string;
    phone?: string;
    suggestedMessage?: string;
  };
  /** Tokens the reply cost (prompt + completion), for the LLM engine's caps; 0 for the built-in one. */
  tokensUsed: number;
}

export interface EngineOptions {
  /** Aborted when the visitor goes away or the engine's time is up. */
  signal?: AbortSignal;
  /** Called with each piece of text as it is written, for streaming to the widget. */
  onDelta?: (text: string) => void;
}

export interface SalesbotEngine {
  readonly name: "built-in" | "llm";
  /** The first message a visitor sees when opening the chat. */
  welcome(input: Omit<EngineInput, "history" | "leadScore" | "visitor" | "sessionId">): Promise<EngineReply>;
  reply(input: EngineInput, options?: EngineOptions): Promise<EngineReply>;
}
