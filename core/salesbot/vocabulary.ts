/**
 * The AI sales assistant's fixed vocabularies: the values a configuration,
 * a media asset and a conversation may take. One list each, read by the schemas, the rules, the
 * server and the screens.
 */

/** How the assistant talks. */
export const SALES_PERSONALITIES = ["professional", "friendly", "consultative", "aggressive"] as const;
export type SalesPersonality = (typeof SALES_PERSONALITIES)[number];

/** What the assistant works towards (default schedule_appointment). */
export const PRIMARY_GOALS = ["schedule_appointment", "generate_lead", "make_sale"] as const;
export type PrimaryGoal = (typeof PRIMARY_GOALS)[number];

/** When a call-to-action button shows under an assistant message (default always). */
export const CTA_SHOW_CONDITIONS = [
  "always",
  "after_qualification",
  "high_interest",
  "ready_to_buy",
  "after_questions",
] as const;
export type CtaShowCondition = (typeof CTA_SHOW_CONDITIONS)[number];

/** A media asset's kind. */
export const MEDIA_TYPES = ["youtube", "vimeo", "image"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** When a media asset is offered (default on_keywords). */
export const MEDIA_SHOW_CONDITIONS = [
  "always",
  "on_keywords",
  "high_interest",
  "ready_to_buy",
  "objection_handling",
] as const;
export type MediaShowCondition = (typeof MEDIA_SHOW_CONDITIONS)[number];

/** The part of the conversation a media asset belongs to. */
export const CONVERSATION_STAGES = [
  "opening",
  "qualification",
  "presentation",
  "objection_handling",
  "closing",
  "any",
] as const;
export type ConversationStage = (typeof CONVERSATION_STAGES)[number];

/** How a conversation ended up; anything else reads 'Unknown'. */
export const CONVERSATION_OUTCOMES = [
  "schedule_appointment",
  "scheduled",
  "interested",
  "follow_up",
  "not_interested",
] as const;
export type ConversationOutcome = (typeof CONVERSATION_OUTCOMES)[number];

/** Lead score bands: high 70 or more, medium 40 to 69, low below 40. */
export const LEAD_SCORE_MIN = 0;
export const LEAD_SCORE_MAX = 100;
const HIGH_LEAD_SCORE = 70;
export const MEDIUM_LEAD_SCORE = 40;
export type LeadScoreBand = "high" | "medium" | "low";

export function leadScoreBand(score: number): LeadScoreBand {
  if (score >= HIGH_LEAD_SCORE) return "high";
  if (score >= MEDIUM_LEAD_SCORE) return "medium";
  return "low";
}
