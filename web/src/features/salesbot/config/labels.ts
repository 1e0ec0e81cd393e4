/** How the configuration screen names the assistant's fixed values (core/salesbot/vocabulary.ts). */
import type {
  ConversationStage,
  CtaShowCondition,
  MediaShowCondition,
  MediaType,
  PrimaryGoal,
  SalesPersonality,
} from "@core/salesbot/vocabulary";

export const PERSONALITY_LABELS: Record<SalesPersonality, string> = {
  professional: "Professional",
  friendly: "Friendly",
  consultative: "Consultative",
  aggressive: "Aggressive",
};

export const GOAL_LABELS: Record<PrimaryGoal, string> = {
  schedule_appointment: "Schedule an appointment",
  generate_lead: "Generate a lead",
  make_sale: "Make a sale",
};

export const CTA_CONDITION_LABELS: Record<CtaShowCondition, string> = {
  always: "Always",
  after_qualification: "After qualification",
  high_interest: "On high interest",
  ready_to_buy: "When ready to buy",
  after_questions: "After questions",
};

export const MEDIA_TYPE_LABELS: Record<MediaType, string> = {
  youtube: "YouTube video",
  vimeo: "Vimeo video",
  image: "Image",
};

export const MEDIA_CONDITION_LABELS: Record<MediaShowCondition, string> = {
  always: "Always",
  on_keywords: "On keywords",
  high_interest: "On high interest",
  ready_to_buy: "When ready to buy",
  objection_handling: "When handling objections",
};

export const STAGE_LABELS: Record<ConversationStage, string> = {
  any: "Any stage",
  opening: "Opening",
  qualification: "Qualification",
  presentation: "Presentation",
  objection_handling: "Objection handling",
  closing: "Closing",
};
