/**
 * The shapes the sales assistant's rules read: a chat message, a call-to-action
 * button and a media asset. Plain types, field names exactly as the spec's, so the server, the
 * widget and the pure rules in this folder agree; the configuration's zod schema (config.ts)
 * validates input and must produce values assignable to these.
 */
import type { ConversationStage, CtaShowCondition, MediaShowCondition, MediaType } from "./vocabulary";

type ChatRole = "user" | "assistant";

/** What an assistant message carries when it offers a meeting. */
interface SchedulingInfo {
  eventTypeUri?: string;
  hasContactInfo: boolean;
  email?: string;
  phone?: string;
  suggestedMessage?: string;
}

/** One message of a conversation, as stored in conversationData and sent to the widget. */
interface ChatMessage {
  role: ChatRole;
  content: string;
  /** ISO 8601 time. */
  timestamp: string;
  /** Up to 3, on assistant messages. */
  suggestedQuestions?: string[];
  schedulingInfo?: SchedulingInfo;
}

/**
 * The part of a message the rules read. Rules take this rather than ChatMessage so a caller
 * (or a test) need not invent timestamps the rules never look at.
 */
export type ChatTurn = Pick<ChatMessage, "role" | "content"> & Partial<Pick<ChatMessage, "schedulingInfo">>;

/** A call-to-action button shown under assistant messages (showCondition defaults to always). */
export interface CtaButton {
  name: string;
  description: string;
  url: string;
  showCondition?: CtaShowCondition;
}

/** When a media asset is offered. */
export interface MediaTriggers {
  keywords: string[];
  /** Defaults to on_keywords. */
  showCondition?: MediaShowCondition;
  /** Unset reads as 'any'. */
  conversationStage?: ConversationStage;
  /** 0 to 100: offered only when the lead score is at least this. */
  leadScoreThreshold?: number;
}

export interface MediaAsset {
  type: MediaType;
  url: string;
  title: string;
  description?: string;
  usageInstructions?: string;
  triggers: MediaTriggers;
}
