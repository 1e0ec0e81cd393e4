/**
 * The conversation history's rules, shared
 * by the screen and the server: the list's filters and paging, how outcomes are named and
 * coloured, and a conversation's duration in whole minutes.
 */
import { z } from "zod";
import { cursorParamSchema } from "../schemas/cursor";
import { CONVERSATION_OUTCOMES, type LeadScoreBand, leadScoreBand } from "./vocabulary";

export const CONVERSATION_SEARCH_MAX = 100;
const CONVERSATIONS_PAGE_SIZE = 25;
const CONVERSATIONS_PAGE_MAX = 100;

/** The outcome filter: each stored outcome, 'unknown' for anything else, 'all'. */
const OUTCOME_FILTERS = [
  "all",
  "schedule_appointment",
  "scheduled",
  "interested",
  "follow_up",
  "not_interested",
  "unknown",
] as const;
export type OutcomeFilter = (typeof OUTCOME_FILTERS)[number];

/** The lead-score filter, by the spec's bands. */
const SCORE_FILTERS = ["all", "high", "medium", "low"] as const;
export type ScoreFilter = (typeof SCORE_FILTERS)[number];

export const conversationFiltersSchema = z.object({
  search: z
    .string()
    .trim()
    .max(CONVERSATION_SEARCH_MAX, `search must be at most ${CONVERSATION_SEARCH_MAX} characters`)
    .optional(),
  outcome: z.enum(OUTCOME_FILTERS, `outcome must be one of ${OUTCOME_FILTERS.join(", ")}`).default("all"),
  score: z.enum(SCORE_FILTERS, `score must be one of ${SCORE_FILTERS.join(", ")}`).default("all"),
});
export type ConversationFilters = z.output<typeof conversationFiltersSchema>;

export const conversationsQuerySchema = conversationFiltersSchema.extend({
  cursor: cursorParamSchema.optional(),
  limit: z.coerce
    .number("limit must be a whole number")
    .int("limit must be a whole number")
    .min(1, `limit must be from 1 to ${CONVERSATIONS_PAGE_MAX}`)
    .max(CONVERSATIONS_PAGE_MAX, `limit must be from 1 to ${CONVERSATIONS_PAGE_MAX}`)
    .default(CONVERSATIONS_PAGE_SIZE),
});

/** The score bands as ranges: high 70+, medium 40-69, low below 40. */
export const SCORE_BAND_RANGES: Record<LeadScoreBand, { min: number; max: number }> = {
  high: { min: 70, max: 100 },
  medium: { min: 40, max: 69 },
  low: { min: 0, max: 39 },
};

type Tone = "green" | "blue" | "amber" | "red" | "gray";

const OUTCOME_LOOKS: Record<string, { label: string; tone: Tone }> = {
  schedule_appointment: { label: "Appointment Requested", tone: "green" },
  scheduled: { label: "Scheduled", tone: "green" },
  interested: { label: "Interested", tone: "blue" },
  follow_up: { label: "Follow Up", tone: "amber" },
  not_interested: { label: "Not Interested", tone: "red" },
};

/** Anything but the four outcomes (and 'scheduled') reads Unknown, in gray. */
export function outcomeLook(outcome: string | null): { label: string; tone: Tone } {
  return (outcome && OUTCOME_LOOKS[outcome]) || { label: "Unknown", tone: "gray" };
}

export function scoreLook(score: number): { label: string; tone: Tone } {
  const band = leadScoreBand(score);
  const tone: Record<LeadScoreBand, Tone> = { high: "green", medium: "amber", low: "red" };
  return { label: `${score}`, tone: tone[band] };
}

/** A conversation's duration: the whole minutes between its first and last message. */
export function conversationMinutes(createdAt: string, updatedAt: string): number {
  const ms = Date.parse(updatedAt) - Date.parse(createdAt);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
}

/** The appointment outcomes the 'Appointments' tile counts. */
export const APPOINTMENT_OUTCOMES = ["schedule_appointment", "scheduled"] as const;

/* ---- Answers ---- */

const conversationSummarySchema = z.object({
  id: z.number(),
  sessionId: z.string(),
  visitorName: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  visitorPhone: z.string().nullable(),
  leadScore: z.number(),
  outcome: z.string().nullable(),
  messageCount: z.number(),
  visitorLocation: z.string().nullable(),
  visitorDevice: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.output<typeof conversationSummarySchema>;

/**
 * The summary over all the card's conversations: the screen's four tiles, and the same figures
 * under the specification's names (averageLeadScore, and outcomes counted by each
 * known outcome, every one present, 0 when none).
 */
const conversationTilesSchema = z.object({
  totalConversations: z.number(),
  avgLeadScore: z.number(),
  appointments: z.number(),
  interestedLeads: z.number(),
  averageLeadScore: z.number(),
  outcomes: z.record(z.enum(CONVERSATION_OUTCOMES), z.number()),
});
export type ConversationTiles = z.output<typeof conversationTilesSchema>;

/** GET /api/salesbot/{cardId}/conversations: {conversations, analytics}, paged. */
export const conversationsResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  analytics: conversationTilesSchema,
  /** The filtered list's size, for 'N conversations'. */
  matching: z.number(),
  nextCursor: z.string().nullable(),
});
export type ConversationsResponse = z.output<typeof conversationsResponseSchema>;

const transcriptMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  timestamp: z.string(),
});

/** GET /api/salesbot/conversation/{id}: one conversation with its messages. */
export const conversationDetailSchema = conversationSummarySchema.extend({
  cardId: z.number(),
  conversationData: z.array(transcriptMessageSchema),
});
export type ConversationDetail = z.output<typeof conversationDetailSchema>;
