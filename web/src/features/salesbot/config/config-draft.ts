/**
 * The configuration screen's editable copy of a salesbot configuration, and the conversions to
 * and from what the API answers and takes. Services and their
 * price ranges are two fields of the configuration (a list of names, a map of name to price) but
 * one list of rows on screen, so each price sits beside its service.
 */
import type { CtaButton, MediaAsset } from "@core/salesbot/chat-types";
import type { PrimaryGoal, SalesPersonality } from "@core/salesbot/vocabulary";

/** What GET /api/salesbot/{cardId}/config answers and POST takes (the fields this screen edits). */
export interface SalesbotConfigFields {
  isEnabled: boolean;
  botName: string;
  avatarUrl: string | null;
  salesPersonality: SalesPersonality;
  primaryGoal: PrimaryGoal;
  businessType: string | null;
  companyInfo: string | null;
  services: string[];
  priceRanges: Record<string, number>;
  priceCurrency: string;
  leadQualificationQuestions: string[];
  customInstructions: string | null;
  ctaButtons: CtaButton[];
  mediaAssets: MediaAsset[];
}

export interface ServiceRow {
  name: string;
  /** As typed; a number or blank. */
  price: string;
}

export interface SalesbotConfigDraft {
  isEnabled: boolean;
  botName: string;
  avatarUrl: string | null;
  salesPersonality: SalesPersonality;
  primaryGoal: PrimaryGoal;
  businessType: string;
  companyInfo: string;
  services: ServiceRow[];
  priceCurrency: string;
  leadQualificationQuestions: string[];
  customInstructions: string;
  ctaButtons: CtaButton[];
  mediaAssets: MediaAsset[];
}

export function draftFromConfig(config: SalesbotConfigFields): SalesbotConfigDraft {
  return {
    isEnabled: config.isEnabled,
    botName: config.botName,
    avatarUrl: config.avatarUrl,
    salesPersonality: config.salesPersonality,
    primaryGoal: config.primaryGoal,
    businessType: config.businessType ?? "",
    companyInfo: config.companyInfo ?? "",
    services: config.services.map((name) => ({
      name,
      price: config.priceRanges[name] === undefined ? "" : String(config.priceRanges[name]),
    })),
    priceCurrency: config.priceCurrency,
    leadQualificationQuestions: [...config.leadQualificationQuestions],
    customInstructions: config.customInstructions ?? "",
    ctaButtons: config.ctaButtons.map((button) => ({ ...button })),
    mediaAssets: config.mediaAssets.map((asset) => ({ ...asset, triggers: { ...asset.triggers } })),
  };
}

/**
 * What Save sends. Blank rows are left to the server's schema to drop, so the
 * rule lives in one place; a price that is not a number is sent as it is, for the schema to
 * name the mistake.
 */
export function configFromDraft(draft: SalesbotConfigDraft): SalesbotConfigFields {
  const priceRanges: Record<string, number> = {};
  for (const { name, price } of draft.services) {
    if (name.trim() !== "" && price.trim() !== "") priceRanges[name.trim()] = Number(price);
  }
  return {
    isEnabled: draft.isEnabled,
    botName: draft.botName,
    avatarUrl: draft.avatarUrl,
    salesPersonality: draft.salesPersonality,
    primaryGoal: draft.primaryGoal,
    businessType: draft.businessType,
    companyInfo: draft.companyInfo,
    services: draft.services.map((row) => row.name),
    priceRanges,
    priceCurrency: draft.priceCurrency,
    leadQualificationQuestions: draft.leadQualificationQuestions,
    customInstructions: draft.customInstructions,
    ctaButtons: draft.ctaButtons,
    mediaAssets: draft.mediaAssets,
  };
}
