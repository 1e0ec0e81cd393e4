/**
 * The sales assistant's configuration, its media assets and its defaults: one zod schema, read
 * by the configuration screen and by POST /api/salesbot/{cardId}/config. Text is trimmed; on
 * save blank questions, services and keywords are dropped, and CTA buttons lacking a name,
 * description or url are dropped. Every string and list a request can make the server store
 * is bounded here.
 *
 * The response schemas at the end are shapes, not rules (see core/schemas/card-response.ts):
 * what the API answers, with every field no schema names stripped on the way out.
 */
import { z } from "zod";
import { isImageSource, isWebUrl } from "../links";
import { INVALID_VIMEO_URL, INVALID_YOUTUBE_URL, parseVideoUrl } from "../video";
import {
  CONVERSATION_STAGES,
  CTA_SHOW_CONDITIONS,
  LEAD_SCORE_MAX,
  LEAD_SCORE_MIN,
  MEDIA_SHOW_CONDITIONS,
  MEDIA_TYPES,
  PRIMARY_GOALS,
  SALES_PERSONALITIES,
} from "./vocabulary";

/* ---- Defaults ---- */

/** The bot's name on the configuration screen (the table's column default reads 'Salesbot'). */
export const DEFAULT_BOT_NAME = "Sales Assistant";
/** The three qualification questions a new configuration starts with. */
export const DEFAULT_LEAD_QUALIFICATION_QUESTIONS: readonly string[] = [
  "What is the biggest challenge you are hoping to solve?",
  "What is your timeline for making a decision?",
  "What budget range do you have in mind?",
];

/* ---- Limits: the spec's (bot name, business type, threshold) and our own bounds ---- */

export const BOT_NAME_MAX = 100;
export const BUSINESS_TYPE_MAX = 100;
/** companyInfo and customInstructions. */
export const LONG_TEXT_MAX = 5000;
/** Service names, price-range keys, CTA button names. */
export const NAME_MAX = 100;
export const URL_MAX = 2000;
export const QUESTION_MAX = 500;
export const CTA_DESCRIPTION_MAX = 500;
export const MEDIA_TITLE_MAX = 200;
/** A media asset's description and its usage instructions. */
export const MEDIA_TEXT_MAX = 1000;
export const KEYWORD_MAX = 100;
/** The highest price a service may name. */
export const PRICE_MAX = 1_000_000_000;

export const QUESTIONS_MAX = 20;
export const SERVICES_MAX = 50;
export const PRICE_RANGES_MAX = 50;
export const CTA_BUTTONS_MAX = 10;
export const MEDIA_ASSETS_MAX = 20;
export const KEYWORDS_MAX = 20;

/* ---- Messages: the spec's own where it gives one ---- */

export const BOT_NAME_REQUIRED = "Bot name is required";
export const BUTTON_NAME_REQUIRED = "Button name is required";
export const BUTTON_DESCRIPTION_REQUIRED = "Button description is required";
export const BUTTON_URL_INVALID = "Valid URL is required (must start with http:// or https://)";
export const TITLE_REQUIRED = "Title is required";
export const MEDIA_URL_REQUIRED = "URL is required";
export const MEDIA_URL_INVALID = "Valid URL is required (must start with http:// or https://)";
export const PRICE_INVALID = "Price must be a number of 0 or more";
export const LEAD_SCORE_THRESHOLD_INVALID = "Lead score threshold must be between 0 and 100";
export { INVALID_VIMEO_URL, INVALID_YOUTUBE_URL };

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const tooMany = (label: string, max: number) => `At most ${max} ${label} are allowed`;

/** Required text: trimmed, 1 to `max` characters. */
const requiredText = (label: string, max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong(label, max));

/** Optional text: trimmed, bounded, blank or absent stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

/** A list of short texts; blank items are dropped on save. */
const textList = (label: string, itemLabel: string, itemMax: number, max: number) =>
  z
    .array(
      z
        .string({ error: `${itemLabel} must be text` })
        .trim()
        .max(itemMax, tooLong(itemLabel, itemMax)),
      {
        error: `${label} must be a list`,
      },
    )
    .max(max, tooMany(label.toLowerCase(), max))
    .transform((items) => items.filter((item) => item !== ""));

/* ---- CTA buttons ---- */

const ctaShowCondition = z
  .enum(CTA_SHOW_CONDITIONS, { error: `Show condition must be one of ${CTA_SHOW_CONDITIONS.join(", ")}` })
  .default("always");

const isButtonUrl = (url: string) => url.length <= URL_MAX && isWebUrl(url);

/** One button with every field required, as the form's field hints ask. */
export const ctaButtonSchema = z.object({
  name: requiredText("Button name", NAME_MAX, BUTTON_NAME_REQUIRED),
  description: requiredText("Button description", CTA_DESCRIPTION_MAX, BUTTON_DESCRIPTION_REQUIRED),
  url: z.string({ error: BUTTON_URL_INVALID }).trim().refine(isButtonUrl, BUTTON_URL_INVALID),
  showCondition: ctaShowCondition,
});

const optionalButtonText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => v ?? "");

/**
 * The buttons as saved: a button lacking a name, description or url is dropped;
 * a complete one must have a valid url. Errors keep the index the form shows.
 */
const savedCtaButtons = z
  .array(
    z
      .object({
        name: optionalButtonText("Button name", NAME_MAX),
        description: optionalButtonText("Button description", CTA_DESCRIPTION_MAX),
        url: optionalButtonText("Button URL", URL_MAX),
        showCondition: ctaShowCondition,
      })
      .superRefine((button, ctx) => {
        const complete = button.name !== "" && button.description !== "" && button.url !== "";
        if (complete && !isWebUrl(button.url)) {
          ctx.addIssue({ code: "custom", path: ["url"], message: BUTTON_URL_INVALID });
        }
      }),
    { error: "CTA buttons must be a list" },
  )
  .max(CTA_BUTTONS_MAX, tooMany("CTA buttons", CTA_BUTTONS_MAX))
  .transform((buttons) => buttons.filter((b) => b.name !== "" && b.description !== "" && b.url !== ""));

/* ---- Media assets ---- */

/** Trimmed keywords, blank ones dropped, each kept once (the first spelling, case ignored). */
const keywordList = z
  .array(
    z.string({ error: "Keywords must be text" }).trim().max(KEYWORD_MAX, tooLong("Keyword", KEYWORD_MAX)),
    {
      error: "Keywords must be a list",
    },
  )
  .max(KEYWORDS_MAX, tooMany("keywords", KEYWORDS_MAX))
  .transform((keywords) => {
    const seen = new Set<string>();
    return keywords.filter((keyword) => {
      const key = keyword.toLowerCase();
      if (keyword === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

const mediaTriggersSchema = z.object(
  {
    keywords: keywordList.default([]),
    showCondition: z
      .enum(MEDIA_SHOW_CONDITIONS, {
        error: `Show condition must be one of ${MEDIA_SHOW_CONDITIONS.join(", ")}`,
      })
      .default("on_keywords"),
    conversationStage: z
      .enum(CONVERSATION_STAGES, {
        error: `Conversation stage must be one of ${CONVERSATION_STAGES.join(", ")}`,
      })
      .optional(),
    leadScoreThreshold: z
      .number({ error: LEAD_SCORE_THRESHOLD_INVALID })
      .min(LEAD_SCORE_MIN, LEAD_SCORE_THRESHOLD_INVALID)
      .max(LEAD_SCORE_MAX, LEAD_SCORE_THRESHOLD_INVALID)
      .optional(),
  },
  { error: "Triggers must be an object" },
);

/** The message for a media url of `type`, or undefined when it fits. */
function mediaUrlProblem(type: (typeof MEDIA_TYPES)[number], url: string): string | undefined {
  if (url === "") return MEDIA_URL_REQUIRED;
  if (type === "image") return isImageSource(url) ? undefined : MEDIA_URL_INVALID;
  // A YouTube or Vimeo link must be a web address on that service naming a video.
  const video = isWebUrl(url) ? parseVideoUrl(url) : null;
  if (type === "youtube") return video?.kind === "youtube" ? undefined : INVALID_YOUTUBE_URL;
  return video?.kind === "vimeo" ? undefined : INVALID_VIMEO_URL;
}

/** One media asset, as the add/edit dialog and the save check it. */
export const mediaAssetSchema = z
  .object({
    type: z.enum(MEDIA_TYPES, { error: `Media type must be one of ${MEDIA_TYPES.join(", ")}` }),
    url: z.string({ error: MEDIA_URL_REQUIRED }).trim().max(URL_MAX, tooLong("URL", URL_MAX)),
    title: requiredText("Title", MEDIA_TITLE_MAX, TITLE_REQUIRED),
    description: z.string().trim().max(MEDIA_TEXT_MAX, tooLong("Description", MEDIA_TEXT_MAX)).optional(),
    usageInstructions: z
      .string()
      .trim()
      .max(MEDIA_TEXT_MAX, tooLong("Usage instructions", MEDIA_TEXT_MAX))
      .optional(),
    triggers: mediaTriggersSchema.default({ keywords: [], showCondition: "on_keywords" }),
  })
  .superRefine((asset, ctx) => {
    const problem = mediaUrlProblem(asset.type, asset.url);
    if (problem) ctx.addIssue({ code: "custom", path: ["url"], message: problem });
  });

/* ---- Services and their prices ---- */

const priceRangesSchema = z
  .record(
    z.string().max(NAME_MAX, tooLong("Service name", NAME_MAX)),
    z
      .number({ error: PRICE_INVALID })
      .min(0, PRICE_INVALID)
      .max(PRICE_MAX, `Price must be at most ${PRICE_MAX}`),
    { error: "Price ranges must be an object" },
  )
  .refine(
    (ranges) => Object.keys(ranges).length <= PRICE_RANGES_MAX,
    tooMany("price ranges", PRICE_RANGES_MAX),
  )
  // Keys trimmed, blank ones dropped; built with fromEntries so every key is an own property.
  .transform((ranges) =>
    Object.fromEntries(
      Object.entries(ranges)
        .map(([service, price]) => [service.trim(), price] as const)
        .filter(([service]) => service !== ""),
    ),
  );

/* ---- The currency prices are in ---- */

/** Prices are in US dollars unless the owner picks another currency. */
const DEFAULT_PRICE_CURRENCY = "USD";
const CURRENCY_INVALID = "Currency must be a three-letter currency code, such as USD or EUR";

/** The ISO 4217 codes this runtime can write prices in. */
function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);
}

/* ---- The configuration ---- */

/**
 * POST /api/salesbot/{cardId}/config and the configuration form: the whole configuration
 * (a save replaces it). The bot name is required; a field left out takes its default.
 */
export const salesbotConfigSchema = z.object(
  {
    isEnabled: z.boolean({ error: "isEnabled must be true or false" }).default(false),
    botName: requiredText("Bot name", BOT_NAME_MAX, BOT_NAME_REQUIRED),
    avatarUrl: z
      .string({ error: "Avatar must be an image address" })
      .trim()
      .max(URL_MAX, tooLong("Avatar address", URL_MAX))
      .refine((v) => v === "" || isImageSource(v), "Avatar must be an image address")
      .nullish()
      .transform((v) => (v ? v : null)),
    salesPersonality: z
      .enum(SALES_PERSONALITIES, { error: `Personality must be one of ${SALES_PERSONALITIES.join(", ")}` })
      .default("professional"),
    primaryGoal: z
      .enum(PRIMARY_GOALS, { error: `Primary goal must be one of ${PRIMARY_GOALS.join(", ")}` })
      .default("schedule_appointment"),
    businessType: optionalText("Business type", BUSINESS_TYPE_MAX),
    services: textList("Services", "Service name", NAME_MAX, SERVICES_MAX).default([]),
    priceRanges: priceRangesSchema.default({}),
    /** The currency of priceRanges (ISO 4217), which the assistant writes prices in. */
    priceCurrency: z
      .string({ error: CURRENCY_INVALID })
      .trim()
      .toUpperCase()
      .refine(isCurrencyCode, CURRENCY_INVALID)
      .default(DEFAULT_PRICE_CURRENCY),
    companyInfo: optionalText("Company information", LONG_TEXT_MAX),
    leadQualificationQuestions: textList("Questions", "Question", QUESTION_MAX, QUESTIONS_MAX).default([
      ...DEFAULT_LEAD_QUALIFICATION_QUESTIONS,
    ]),
    customInstructions: optionalText("Custom instructions", LONG_TEXT_MAX),
    ctaButtons: savedCtaButtons.default([]),
    mediaAssets: z
      .array(mediaAssetSchema, { error: "Media assets must be a list" })
      .max(MEDIA_ASSETS_MAX, tooMany("media assets", MEDIA_ASSETS_MAX))
      .default([]),
  },
  { error: "The configuration must be an object" },
);
export type SalesbotConfig = z.output<typeof salesbotConfigSchema>;

/** What a card without a stored configuration answers: disabled, 'Sales Assistant'. */
export const DEFAULT_SALESBOT_CONFIG: SalesbotConfig = salesbotConfigSchema.parse({
  botName: DEFAULT_BOT_NAME,
});

/* ---- Answers: shapes only ---- */

const ctaButtonShape = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  showCondition: z.enum(CTA_SHOW_CONDITIONS),
});

const mediaAssetShape = z.object({
  type: z.enum(MEDIA_TYPES),
  url: z.string(),
  title: z.string(),
  description: z.string().optional(),
  usageInstructions: z.string().optional(),
  triggers: z.object({
    keywords: z.array(z.string()),
    showCondition: z.enum(MEDIA_SHOW_CONDITIONS),
    conversationStage: z.enum(CONVERSATION_STAGES).optional(),
    leadScoreThreshold: z.number().optional(),
  }),
});

/** GET and POST /api/salesbot/{cardId}/config: the whole configuration. */
export const salesbotConfigResponseSchema = z.object({
  isEnabled: z.boolean(),
  botName: z.string(),
  avatarUrl: z.string().nullable(),
  salesPersonality: z.enum(SALES_PERSONALITIES),
  primaryGoal: z.enum(PRIMARY_GOALS),
  businessType: z.string().nullable(),
  services: z.array(z.string()),
  priceRanges: z.record(z.string(), z.number()),
  priceCurrency: z.string(),
  companyInfo: z.string().nullable(),
  leadQualificationQuestions: z.array(z.string()),
  customInstructions: z.string().nullable(),
  ctaButtons: z.array(ctaButtonShape),
  mediaAssets: z.array(mediaAssetShape),
});

/**
 * GET /api/salesbot/{cardId}/config?public=true: what a visitor's widget reads, and nothing else.
 * An assistant that does not answer visitors (switched off, or its owner below the feature's
 * level) publishes only that: its name, avatar and buttons may be a draft the owner has not
 * released.
 */
export const salesbotPublicConfigSchema = z.union([
  salesbotConfigResponseSchema
    .pick({ botName: true, avatarUrl: true, ctaButtons: true })
    .extend({ isEnabled: z.literal(true) }),
  z.object({ isEnabled: z.literal(false) }),
]);
export type SalesbotPublicConfig = z.output<typeof salesbotPublicConfigSchema>;
