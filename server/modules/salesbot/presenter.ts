/**
 * A stored configuration as the API answers it. Rows are written
 * through core's schema, but the columns are plain varchar and jsonb: a value no save would write
 * (an older version's, an import's, a hand edit's) is read as the default or left out, item by
 * item, so a read never fails on it. calendlyIntegration is never part of the answer.
 */
import {
  ctaButtonSchema,
  DEFAULT_SALESBOT_CONFIG,
  mediaAssetSchema,
  type SalesbotConfig,
  type SalesbotPublicConfig,
} from "../../../core/salesbot/config";
import { PRIMARY_GOALS, SALES_PERSONALITIES } from "../../../core/salesbot/vocabulary";
import type { SalesbotConfigRow } from "./repo";

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];

/** The items of `list` that `schema` accepts, as it reads them. */
function validItems<T>(
  list: unknown,
  schema: { safeParse(item: unknown): { success: true; data: T } | { success: false } },
): T[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const read = schema.safeParse(item);
    return read.success ? [read.data] : [];
  });
}

function prices(ranges: unknown): Record<string, number> {
  if (!ranges || typeof ranges !== "object" || Array.isArray(ranges)) return {};
  return Object.fromEntries(
    Object.entries(ranges).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number" && Number.isFinite(entry[1]),
    ),
  );
}

export function presentConfig(row: SalesbotConfigRow | undefined): SalesbotConfig {
  // A copy: a caller may change its answer, never the shared defaults.
  if (!row) return structuredClone(DEFAULT_SALESBOT_CONFIG);
  return {
    isEnabled: row.isEnabled,
    botName: row.botName,
    avatarUrl: row.avatarUrl,
    salesPersonality: oneOf(
      SALES_PERSONALITIES,
      row.salesPersonality,
      DEFAULT_SALESBOT_CONFIG.salesPersonality,
    ),
    primaryGoal: oneOf(PRIMARY_GOALS, row.primaryGoal, DEFAULT_SALESBOT_CONFIG.primaryGoal),
    businessType: row.businessType,
    services: strings(row.services),
    priceRanges: prices(row.priceRanges),
    priceCurrency: row.priceCurrency,
    companyInfo: row.companyInfo,
    leadQualificationQuestions: strings(row.leadQualificationQuestions),
    customInstructions: row.customInstructions,
    ctaButtons: validItems(row.ctaButtons, ctaButtonSchema),
    mediaAssets: validItems(row.mediaAssets, mediaAssetSchema),
  };
}

/**
 * What a visitor's widget may read: these four fields and nothing else, and of an
 * assistant that does not answer visitors (`answers` false) only that it is off.
 */
export function presentPublicConfig(config: SalesbotConfig, answers: boolean): SalesbotPublicConfig {
  if (!config.isEnabled || !answers) return { isEnabled: false };
  const { botName, avatarUrl, ctaButtons } = config;
  return { isEnabled: true, botName, avatarUrl, ctaButtons };
}
