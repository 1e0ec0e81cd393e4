/**
 * Core's configuration rules (core/salesbot/config.ts) as the screen uses them: its limits for
 * the inputs, the whole check before Save, the live hints of a CTA button being filled in, and
 * the media dialog's check. Messages are keyed by the field's path ("ctaButtons.0.url"), as the
 * server's 400 answer keys them too.
 */
import type { CtaButton, MediaAsset } from "@core/salesbot/chat-types";
import {
  BOT_NAME_MAX,
  BUSINESS_TYPE_MAX,
  CTA_BUTTONS_MAX,
  CTA_DESCRIPTION_MAX,
  ctaButtonSchema,
  KEYWORD_MAX,
  KEYWORDS_MAX,
  LONG_TEXT_MAX,
  MEDIA_ASSETS_MAX,
  MEDIA_TEXT_MAX,
  MEDIA_TITLE_MAX,
  mediaAssetSchema,
  NAME_MAX,
  QUESTION_MAX,
  QUESTIONS_MAX,
  SERVICES_MAX,
  salesbotConfigSchema,
  URL_MAX,
} from "@core/salesbot/config";
import type { z } from "zod";
import type { SalesbotConfigFields } from "./config-draft";

export const CONFIG_LIMITS = {
  botNameMax: BOT_NAME_MAX,
  businessTypeMax: BUSINESS_TYPE_MAX,
  companyInfoMax: LONG_TEXT_MAX,
  serviceNameMax: NAME_MAX,
  servicesMax: SERVICES_MAX,
  questionMax: QUESTION_MAX,
  questionsMax: QUESTIONS_MAX,
  instructionsMax: LONG_TEXT_MAX,
  ctaButtonsMax: CTA_BUTTONS_MAX,
  ctaNameMax: NAME_MAX,
  ctaDescriptionMax: CTA_DESCRIPTION_MAX,
  urlMax: URL_MAX,
  mediaAssetsMax: MEDIA_ASSETS_MAX,
  titleMax: MEDIA_TITLE_MAX,
  textMax: MEDIA_TEXT_MAX,
  keywordsMax: KEYWORDS_MAX,
  keywordMax: KEYWORD_MAX,
} as const;

export type MediaAssetLimits = Pick<
  typeof CONFIG_LIMITS,
  "titleMax" | "urlMax" | "textMax" | "keywordsMax" | "keywordMax"
>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** Each path's first message. */
function messagesByPath(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** Save's check: what the server would answer, blank items dropped as it would drop them. */
export function checkConfig(fields: SalesbotConfigFields): Checked<SalesbotConfigFields> {
  const result = salesbotConfigSchema.safeParse(fields);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: messagesByPath(result.error) };
}

/**
 * The hints of a CTA button being filled in. A button left wholly blank
 * says nothing: it is dropped on save.
 */
export function ctaButtonHints(button: CtaButton): Partial<Record<"name" | "description" | "url", string>> {
  if ([button.name, button.description, button.url].every((text) => text.trim() === "")) return {};
  const result = ctaButtonSchema.safeParse(button);
  return result.success ? {} : messagesByPath(result.error);
}

/** The media dialog's check of an asset, with its messages by field. */
export function checkMediaAsset(asset: MediaAsset): Checked<MediaAsset> {
  const result = mediaAssetSchema.safeParse(asset);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: messagesByPath(result.error) };
}
