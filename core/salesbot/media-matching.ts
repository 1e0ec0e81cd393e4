/**
 * Which of the configured media assets the assistant may share now, from each asset's triggers.
 * An asset is offered when all three of its triggers agree:
 * - showCondition (default on_keywords):
 *     always;
 *     on_keywords: one of its keywords in the visitor's latest message (whole words,
 *       case-insensitive, a plural of the last word counts: 'demo' finds 'demos');
 *     high_interest / ready_to_buy: the interest / purchase phrases of cta-visibility.ts;
 *     objection_handling: an objection phrase in the visitor's latest message;
 *   negated phrases do not count ('not worried', 'not interested');
 * - conversationStage: unset or 'any' matches every stage, otherwise the current stage;
 * - leadScoreThreshold: unset, or the lead score is at least it.
 * Assets keep their configured order; the caller decides how many to share.
 */
import type { ChatTurn, MediaAsset } from "./chat-types";
import { INTEREST_PHRASES, PURCHASE_PHRASES, showsInterest, showsPurchaseIntent } from "./cta-visibility";
import { affirms } from "./phrase-match";
import type { ConversationStage } from "./vocabulary";

/** The visitor hesitates (objection_handling). */
const OBJECTION_PHRASES = [
  "too expensive",
  "expensive",
  "pricey",
  "not sure",
  "unsure",
  "concern",
  "concerns",
  "concerned",
  "worried",
  "worry",
  "hesitant",
  "doubt",
  "doubts",
  "risky",
  "competitor",
  "competitors",
  "cheaper",
  "can't afford",
  "cannot afford",
] as const;

export interface MediaMatchContext {
  /** The visitor's latest message. */
  visitorText: string;
  /** The conversation's current stage; unknown matches only assets for any stage. */
  stage?: ConversationStage;
  leadScore: number;
  /** Defaults to interest phrases in visitorText. */
  highInterest?: boolean;
  /** Defaults to purchase phrases in visitorText. */
  readyToBuy?: boolean;
  /** Defaults to objection phrases in visitorText. */
  objection?: boolean;
}

function keywordsMatch(keywords: readonly string[], text: string): boolean {
  const wanted = keywords.map((k) => k.trim()).filter((k) => k !== "");
  return wanted.length > 0 && affirms(text, wanted, { plurals: true });
}

function conditionMet(asset: MediaAsset, context: MediaMatchContext): boolean {
  const { visitorText } = context;
  switch (asset.triggers.showCondition ?? "on_keywords") {
    case "always":
      return true;
    case "on_keywords":
      return keywordsMatch(asset.triggers.keywords, visitorText);
    case "high_interest":
      return context.highInterest ?? affirms(visitorText, INTEREST_PHRASES);
    case "ready_to_buy":
      return context.readyToBuy ?? affirms(visitorText, PURCHASE_PHRASES);
    case "objection_handling":
      return context.objection ?? affirms(visitorText, OBJECTION_PHRASES);
  }
}

function stageMet(asset: MediaAsset, stage: ConversationStage | undefined): boolean {
  const wanted = asset.triggers.conversationStage ?? "any";
  return wanted === "any" || wanted === stage;
}

function thresholdMet(asset: MediaAsset, leadScore: number): boolean {
  const threshold = asset.triggers.leadScoreThreshold;
  return threshold === undefined || leadScore >= threshold;
}

export function mediaTriggersMet(asset: MediaAsset, context: MediaMatchContext): boolean {
  return (
    stageMet(asset, context.stage) && thresholdMet(asset, context.leadScore) && conditionMet(asset, context)
  );
}

/** The assets to offer, in their configured order. */
export function matchMediaAssets<A extends MediaAsset>(
  assets: readonly A[],
  context: MediaMatchContext,
): A[] {
  return assets.filter((asset) => mediaTriggersMet(asset, context));
}

/**
 * The context from a conversation: keywords and objections from the visitor's latest message,
 * interest and purchase intent from the whole conversation (as the CTA buttons read them).
 */
export function mediaContextOf(
  messages: readonly ChatTurn[],
  leadScore: number,
  stage?: ConversationStage,
): MediaMatchContext {
  const visitorText = messages.findLast((m) => m.role === "user")?.content ?? "";
  return {
    visitorText,
    stage,
    leadScore,
    highInterest: showsInterest(messages),
    readyToBuy: showsPurchaseIntent(messages),
    objection: affirms(visitorText, OBJECTION_PHRASES),
  };
}
