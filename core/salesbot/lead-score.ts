/**
 * A conversation's lead score (0-100) and outcome, computed from the whole conversation each
 * time, so the figure is deterministic and can be recomputed from the stored transcript.
 *
 * Score: the sum of these contributions, clamped to LEAD_SCORE_MIN..LEAD_SCORE_MAX (vocabulary.ts).
 * Only visitor messages count, except for spotting the assistant's qualification questions.
 *   +INTEREST_KEYWORD_POINTS for each of the specification's interest keywords (interested,
 *     want to know, tell me more, budget, timeline, schedule) the visitor used, negations
 *     ignored, at most INTEREST_KEYWORDS_MAX_POINTS;
 *   +QUESTION_POINTS per question (a run of '?' counts once), at most QUESTIONS_MAX_POINTS;
 *   +EMAIL_POINTS, +PHONE_POINTS, +NAME_POINTS for each contact detail given (contact-details.ts);
 *   +QUALIFICATION_ANSWER_POINTS per visitor reply straight after an assistant qualification
 *     question (one containing a configured leadQualificationQuestion, or asking about a
 *     qualification keyword such as budget), at most QUALIFICATION_MAX_POINTS;
 *   +PURCHASE_INTENT_POINTS when the visitor used a purchase phrase;
 *   +SCHEDULING_REQUEST_POINTS when the visitor asked for a meeting ('book a call', 'when can we
 *     talk?': visitor-intent.ts);
 *   +SCHEDULED_POINTS when a scheduling link was issued (the caller knows; the transcript doesn't);
 *   -DISINTEREST_PENALTY when the visitor declined and did not reconsider (cta-visibility.ts).
 *
 * Outcome, first that applies (null when none: the screens read it as 'Unknown'):
 *   scheduled            a scheduling link was issued;
 *   not_interested       the visitor declined and did not reconsider;
 *   schedule_appointment the visitor asked for a meeting;
 *   follow_up            the visitor left an email or phone number;
 *   interested           the score is at least MEDIUM_LEAD_SCORE, or the visitor showed interest.
 */
import type { ChatTurn } from "./chat-types";
import { type ContactDetails, extractContactDetails } from "./contact-details";
import {
  INTEREST_PHRASES,
  PURCHASE_PHRASES,
  QUALIFICATION_KEYWORDS,
  visitorDeclined,
} from "./cta-visibility";
import { affirmedPhrases, affirms, findPhrases, toWords } from "./phrase-match";
import { asksForMeeting } from "./visitor-intent";
import { type ConversationOutcome, LEAD_SCORE_MAX, LEAD_SCORE_MIN, MEDIUM_LEAD_SCORE } from "./vocabulary";

/** The specification's interest keywords, word for word. */
const TRANSCRIPT_INTEREST_KEYWORDS = [
  "interested",
  "want to know",
  "tell me more",
  "budget",
  "timeline",
  "schedule",
] as const;

export const INTEREST_KEYWORD_POINTS = 10;
export const INTEREST_KEYWORDS_MAX_POINTS = 30;
export const QUESTION_POINTS = 5;
export const QUESTIONS_MAX_POINTS = 15;
export const EMAIL_POINTS = 15;
export const PHONE_POINTS = 15;
export const NAME_POINTS = 5;
export const QUALIFICATION_ANSWER_POINTS = 10;
export const QUALIFICATION_MAX_POINTS = 30;
export const PURCHASE_INTENT_POINTS = 15;
export const SCHEDULING_REQUEST_POINTS = 15;
export const SCHEDULED_POINTS = 25;
export const DISINTEREST_PENALTY = 30;

export interface LeadScoreInput {
  /** The configuration's leadQualificationQuestions. */
  qualificationQuestions?: readonly string[];
  /** Whether a scheduling link was issued for this conversation. */
  schedulingLinkIssued?: boolean;
}

/** What the score was made of, for tests, logs and an owner-facing explanation. */
interface LeadSignals {
  interestKeywords: string[];
  questions: number;
  contact: ContactDetails;
  qualificationAnswers: number;
  purchaseIntent: boolean;
  schedulingRequested: boolean;
  scheduled: boolean;
  declined: boolean;
  showedInterest: boolean;
}

export interface LeadAssessment {
  score: number;
  outcome: ConversationOutcome | null;
  signals: LeadSignals;
}

/** Runs of '?' ('really???') count as one question. */
function countQuestions(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "?" && text[i - 1] !== "?") count++;
  }
  return count;
}

/** The latest value of each detail wins: a visitor may correct a typo. */
function contactOf(visitor: readonly ChatTurn[]): ContactDetails {
  return Object.assign({}, ...visitor.map((m) => extractContactDetails(m.content)));
}

function isQualificationQuestion(text: string, questions: readonly string[]): boolean {
  const words = toWords(text);
  if (questions.length > 0 && findPhrases(words, questions).length > 0) return true;
  return text.includes("?") && affirms(words, QUALIFICATION_KEYWORDS);
}

function countQualificationAnswers(messages: readonly ChatTurn[], questions: readonly string[]): number {
  const asked = questions.filter((q) => q.trim() !== "");
  let answers = 0;
  for (let i = 1; i < messages.length; i++) {
    const previous = messages[i - 1]!;
    const current = messages[i]!;
    if (current.role !== "user" || current.content.trim() === "" || previous.role !== "assistant") continue;
    if (isQualificationQuestion(previous.content, asked)) answers++;
  }
  return answers;
}

function leadSignals(messages: readonly ChatTurn[], input: LeadScoreInput = {}): LeadSignals {
  const visitor = messages.filter((m) => m.role === "user");
  const anyVisitor = (phrases: readonly string[]) => visitor.some((m) => affirms(m.content, phrases));
  const keywords = new Set<string>();
  for (const m of visitor)
    for (const k of affirmedPhrases(m.content, TRANSCRIPT_INTEREST_KEYWORDS)) keywords.add(k);
  const interestKeywords = TRANSCRIPT_INTEREST_KEYWORDS.filter((k) => keywords.has(k));
  return {
    interestKeywords,
    questions: visitor.reduce((n, m) => n + countQuestions(m.content), 0),
    contact: contactOf(visitor),
    qualificationAnswers: countQualificationAnswers(messages, input.qualificationQuestions ?? []),
    purchaseIntent: anyVisitor(PURCHASE_PHRASES),
    schedulingRequested: visitor.some((m) => asksForMeeting(m.content)),
    scheduled: input.schedulingLinkIssued === true,
    declined: visitorDeclined(messages),
    showedInterest: interestKeywords.length > 0 || anyVisitor(INTEREST_PHRASES),
  };
}

function scoreOf(signals: LeadSignals): number {
  const raw =
    Math.min(signals.interestKeywords.length * INTEREST_KEYWORD_POINTS, INTEREST_KEYWORDS_MAX_POINTS) +
    Math.min(signals.questions * QUESTION_POINTS, QUESTIONS_MAX_POINTS) +
    (signals.contact.email ? EMAIL_POINTS : 0) +
    (signals.contact.phone ? PHONE_POINTS : 0) +
    (signals.contact.name ? NAME_POINTS : 0) +
    Math.min(signals.qualificationAnswers * QUALIFICATION_ANSWER_POINTS, QUALIFICATION_MAX_POINTS) +
    (signals.purchaseIntent ? PURCHASE_INTENT_POINTS : 0) +
    (signals.schedulingRequested ? SCHEDULING_REQUEST_POINTS : 0) +
    (signals.scheduled ? SCHEDULED_POINTS : 0) -
    (signals.declined ? DISINTEREST_PENALTY : 0);
  return Math.max(LEAD_SCORE_MIN, Math.min(LEAD_SCORE_MAX, raw));
}

function outcomeOf(signals: LeadSignals, score: number): ConversationOutcome | null {
  if (signals.scheduled) return "scheduled";
  if (signals.declined) return "not_interested";
  if (signals.schedulingRequested) return "schedule_appointment";
  if (signals.contact.email || signals.contact.phone) return "follow_up";
  if (score >= MEDIUM_LEAD_SCORE || signals.showedInterest) return "interested";
  return null;
}

/** The lead score, outcome and the signals behind them, for the conversation so far. */
export function assessLead(messages: readonly ChatTurn[], input: LeadScoreInput = {}): LeadAssessment {
  const signals = leadSignals(messages, input);
  const score = scoreOf(signals);
  return { score, outcome: outcomeOf(signals, score), signals };
}
