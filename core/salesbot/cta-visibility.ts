/**
 * Which call-to-action buttons show under an assistant message, decided from the conversation
 * so far. The spec says the keyword lists are fixed without giving them; these are
 * ours, one list each, shared with the lead score and the media matching. Phrases match as whole
 * words, case-insensitively, and a negated phrase ('not interested in buying') does not count
 * (phrase-match.ts).
 *
 * Order of the rules, first that applies wins:
 * 1. The visitor declined: one of the last RECENT_MESSAGES user messages shows disinterest and
 *    no reconsideration phrase comes after the latest such phrase -> every button is hidden
 *    (a 'no thanks' outweighs the assistant's invitation; 'actually, tell me more' lifts it).
 * 2. One of the last RECENT_MESSAGES assistant messages invites scheduling (its text, or it
 *    carries schedulingInfo) -> every button is shown, whatever its condition.
 * 3. The button's showCondition:
 *    - always or unset: shown;
 *    - after_qualification: at least 3 user messages and a qualification keyword anywhere in
 *      the conversation (the assistant's question counts: the visitor's answer to 'what is your
 *      budget?' need not repeat the word), or at least 8 messages in all;
 *    - high_interest: an interest phrase in a visitor message;
 *    - ready_to_buy: a purchase phrase in a visitor message;
 *    - after_questions: at least 2 visitor messages with a '?', or 1 with a '?' and a question
 *      word in a visitor message.
 */
import type { ChatTurn, CtaButton } from "./chat-types";
import { affirms, findPhrases, toWords } from "./phrase-match";
import type { CtaShowCondition } from "./vocabulary";

/** 'Recent' messages: the last this many of one role. */
const RECENT_MESSAGES = 3;
const QUALIFIED_USER_MESSAGES = 3;
const QUALIFIED_TOTAL_MESSAGES = 8;
const QUESTIONS_USER_MESSAGES = 2;

/** The visitor talks about their situation: budget, time, team, decision (after_qualification). */
export const QUALIFICATION_KEYWORDS = [
  "budget",
  "timeline",
  "timeframe",
  "deadline",
  "team size",
  "team",
  "employees",
  "decision",
  "decision maker",
  "decide",
  "company",
  "business",
  "challenge",
  "challenges",
  "goal",
  "goals",
] as const;

/** The visitor shows interest (high_interest). */
export const INTEREST_PHRASES = [
  "interested",
  "interesting",
  "tell me more",
  "want to know",
  "learn more",
  "more information",
  "more info",
  "sounds good",
  "sounds great",
  "how much",
  "love it",
  "i like",
  "that's great",
] as const;

/** The visitor means to buy (ready_to_buy). 'buy' is a whole word: 'buyer' is not intent. */
export const PURCHASE_PHRASES = [
  "buy",
  "purchase",
  "sign up",
  "sign-up",
  "get started",
  "pricing",
  "ready to",
  "subscribe",
  "place an order",
  "checkout",
  "how do i pay",
] as const;

/** The assistant offers, or the visitor asks for, a meeting. 'call' is a word: 'recall' is not. */
export const SCHEDULING_PHRASES = [
  "schedule",
  "scheduling",
  "book a",
  "book an",
  "meeting",
  "call",
  "demo",
  "calendar",
  "appointment",
  "consultation",
] as const;

/** The visitor says no. */
export const DISINTEREST_PHRASES = [
  "not interested",
  "no thanks",
  "no thank you",
  "too expensive",
  "maybe later",
  "stop",
  "not for me",
  "not now",
  "leave me alone",
  "unsubscribe",
] as const;

/** The visitor takes a 'no' back; counts only when it comes after the latest 'no'. */
const RECONSIDERATION_PHRASES = [
  "actually",
  "changed my mind",
  "change my mind",
  "on second thought",
  "tell me more",
  "reconsider",
  "reconsidered",
] as const;

/** Words that make a visitor message a question even without a '?' beside it. */
const QUESTION_WORDS = [
  "what",
  "how",
  "why",
  "when",
  "where",
  "who",
  "which",
  "can you",
  "could you",
  "do you",
  "does it",
  "is there",
  "are there",
] as const;

function ofRole(messages: readonly ChatTurn[], role: ChatTurn["role"]): ChatTurn[] {
  return messages.filter((m) => m.role === role);
}

function anyAffirms(messages: readonly ChatTurn[], phrases: readonly string[]): boolean {
  return messages.some((m) => affirms(m.content, phrases));
}

/** Whether one of the last RECENT_MESSAGES visitor messages says no and it was not taken back. */
export function visitorDeclined(messages: readonly ChatTurn[]): boolean {
  const recent = ofRole(messages, "user").slice(-RECENT_MESSAGES);
  // Positions count words across the recent messages, oldest first.
  let lastNo = -1;
  let lastBack = -1;
  let offset = 0;
  for (const message of recent) {
    const words = toWords(message.content);
    for (const hit of findPhrases(words, DISINTEREST_PHRASES)) {
      if (!hit.negated) lastNo = offset + hit.start;
    }
    for (const hit of findPhrases(words, RECONSIDERATION_PHRASES)) {
      if (!hit.negated) lastBack = offset + hit.start;
    }
    offset += words.words.length;
  }
  return lastNo >= 0 && lastBack < lastNo;
}

/** Whether one of the last RECENT_MESSAGES assistant messages invites the visitor to book. */
export function invitesScheduling(messages: readonly ChatTurn[]): boolean {
  return ofRole(messages, "assistant")
    .slice(-RECENT_MESSAGES)
    .some((m) => m.schedulingInfo !== undefined || affirms(m.content, SCHEDULING_PHRASES));
}

function isQualified(messages: readonly ChatTurn[]): boolean {
  if (messages.length >= QUALIFIED_TOTAL_MESSAGES) return true;
  return (
    ofRole(messages, "user").length >= QUALIFIED_USER_MESSAGES && anyAffirms(messages, QUALIFICATION_KEYWORDS)
  );
}

export function showsInterest(messages: readonly ChatTurn[]): boolean {
  return anyAffirms(ofRole(messages, "user"), INTEREST_PHRASES);
}

export function showsPurchaseIntent(messages: readonly ChatTurn[]): boolean {
  return anyAffirms(ofRole(messages, "user"), PURCHASE_PHRASES);
}

function askedQuestions(messages: readonly ChatTurn[]): boolean {
  const visitor = ofRole(messages, "user");
  const withMark = visitor.filter((m) => m.content.includes("?")).length;
  if (withMark >= QUESTIONS_USER_MESSAGES) return true;
  return withMark >= 1 && anyAffirms(visitor, QUESTION_WORDS);
}

/** The showCondition alone (rule 3 above), without the decline and invitation overrides. */
export function ctaConditionMet(
  condition: CtaShowCondition | undefined,
  messages: readonly ChatTurn[],
): boolean {
  switch (condition) {
    case undefined:
    case "always":
      return true;
    case "after_qualification":
      return isQualified(messages);
    case "high_interest":
      return showsInterest(messages);
    case "ready_to_buy":
      return showsPurchaseIntent(messages);
    case "after_questions":
      return askedQuestions(messages);
  }
}

export function isCtaVisible(
  button: Pick<CtaButton, "showCondition">,
  messages: readonly ChatTurn[],
): boolean {
  if (visitorDeclined(messages)) return false;
  if (invitesScheduling(messages)) return true;
  return ctaConditionMet(button.showCondition, messages);
}

/** The buttons to show under the latest assistant message, in their configured order. */
export function visibleCtaButtons<B extends Pick<CtaButton, "showCondition">>(
  buttons: readonly B[],
  messages: readonly ChatTurn[],
): B[] {
  if (visitorDeclined(messages)) return [];
  const invited = invitesScheduling(messages);
  return buttons.filter((b) => invited || ctaConditionMet(b.showCondition, messages));
}
