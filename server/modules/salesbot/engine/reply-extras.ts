/**
 * The parts of an assistant reply that do not depend on which engine wrote its text:
 * up to SUGGESTED_QUESTIONS_MAX suggested questions, the scheduling offer (schedulingInfo) and
 * the media markers ('title - url') of the assets whose triggers the conversation meets. Both
 * engines call replyExtras, so a visitor sees the same buttons, offers and media whichever engine
 * answers; the built-in engine also reads the conversation's stage and topics from here.
 */
import { SUGGESTED_QUESTIONS_MAX } from "../../../../core/salesbot/chat-limits";
import type { ChatTurn, MediaAsset } from "../../../../core/salesbot/chat-types";
import { PURCHASE_PHRASES, visitorDeclined } from "../../../../core/salesbot/cta-visibility";
import { matchMediaAssets, mediaContextOf } from "../../../../core/salesbot/media-matching";
import { affirms } from "../../../../core/salesbot/phrase-match";
import { asksAbout, asksForMeeting } from "../../../../core/salesbot/visitor-intent";
import { type ConversationStage, MEDIUM_LEAD_SCORE } from "../../../../core/salesbot/vocabulary";
import type { EngineInput, EngineReply } from "./engine";
import { doesOrDo, inSentence } from "./english";

/** Media shared in one reply: more would bury the text. */
const MEDIA_PER_REPLY_MAX = 2;
/** A goal-driven scheduling offer is not repeated while one of this many recent replies carries it. */
const RECENT_OFFERS = 3;

/** What the visitor may be asking about (core/salesbot/visitor-intent.ts). */
export type Topic = "services" | "prices" | "company" | "contact";

export function mentionsTopic(text: string, topic: Topic): boolean {
  return asksAbout(text, topic);
}

function visitorMessages(history: readonly ChatTurn[]): ChatTurn[] {
  return history.filter((m) => m.role === "user");
}

export function latestVisitorText(history: readonly ChatTurn[]): string {
  return history.findLast((m) => m.role === "user")?.content ?? "";
}

/** The visitor asked for a meeting in their latest message ('when can we talk?'). */
export function asksToMeet(history: readonly ChatTurn[]): boolean {
  return asksForMeeting(latestVisitorText(history));
}

/**
 * Where the conversation stands, for media triggers and for what the built-in engine says next:
 * closing once the visitor declines, asks to meet or to buy; objection_handling when they
 * hesitate; opening on their first message; presentation when they ask about services, prices
 * or the company; qualification otherwise.
 */
export function conversationStage(history: readonly ChatTurn[]): ConversationStage {
  const latest = latestVisitorText(history);
  if (visitorDeclined(history) || asksToMeet(history) || affirms(latest, PURCHASE_PHRASES)) return "closing";
  if (mediaContextOf(history, 0).objection) return "objection_handling";
  if (visitorMessages(history).length <= 1) return "opening";
  if (
    mentionsTopic(latest, "services") ||
    mentionsTopic(latest, "prices") ||
    mentionsTopic(latest, "company")
  )
    return "presentation";
  return "qualification";
}

/**
 * The services with a price, in the order the owner listed the services (the stored jsonb object
 * keeps no order of its own), then any priced name not in that list.
 */
export function pricedServices(config: EngineInput["config"]): [string, number][] {
  const prices = new Map(Object.entries(config.priceRanges));
  const listed = config.services.filter((s) => prices.has(s));
  const others = [...prices.keys()].filter((s) => !config.services.includes(s));
  return [...listed, ...others].map((s) => [s, prices.get(s)!]);
}

/* ---- Media ---- */

/** An asset's address as a visitor's browser can load it: /uploads/ paths made absolute; http(s) only. */
export function absoluteMediaUrl(url: string, origin: string): string | undefined {
  const absolute = url.startsWith("/uploads/") ? `${origin.replace(/\/+$/, "")}${url}` : url;
  return /^https?:\/\//i.test(absolute) ? absolute : undefined;
}

/** A title on one line, so the marker's 'title - url' reads back as written. */
function markerTitle(title: string): string {
  return title.replace(/\s+/g, " ").trim();
}

function mediaMarkers(input: EngineInput, stage: ConversationStage, replyText: string): string[] {
  const context = mediaContextOf(input.history, input.leadScore, stage);
  const shown = input.history.filter((m) => m.role === "assistant").map((m) => m.content);
  shown.push(replyText);
  const markers: string[] = [];
  for (const asset of matchMediaAssets(input.config.mediaAssets as readonly MediaAsset[], context)) {
    const url = absoluteMediaUrl(asset.url, input.origin);
    if (!url || shown.some((text) => text.includes(url))) continue;
    markers.push(`${markerTitle(asset.title)} - ${url}`);
    if (markers.length === MEDIA_PER_REPLY_MAX) break;
  }
  return markers;
}

/* ---- Scheduling ---- */

function recentlyOffered(history: readonly ChatTurn[]): boolean {
  return history
    .filter((m) => m.role === "assistant")
    .slice(-RECENT_OFFERS)
    .some((m) => m.schedulingInfo !== undefined);
}

/**
 * The meeting offer: only when Calendly is connected, the visitor has not declined, and either
 * they asked to meet or the goal is a meeting and the lead is qualified (medium score or more).
 */
export function schedulingOffer(input: EngineInput): EngineReply["schedulingInfo"] {
  const eventTypeUri = input.schedulingEventTypeUri;
  if (!eventTypeUri || visitorDeclined(input.history)) return undefined;
  const asked = asksToMeet(input.history);
  const goalReady =
    input.config.primaryGoal === "schedule_appointment" &&
    input.leadScore >= MEDIUM_LEAD_SCORE &&
    !recentlyOffered(input.history);
  if (!asked && !goalReady) return undefined;
  const { name, email, phone } = input.visitor;
  const topic = latestVisitorText(input.history).replace(/\s+/g, " ").trim().slice(0, 200);
  return {
    eventTypeUri,
    hasContactInfo: Boolean(email || phone),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    suggestedMessage: `${name ? `${name} ` : "A visitor "}would like to meet after chatting with ${input.config.botName}${topic ? `: "${topic}"` : "."}`,
  };
}

/* ---- Suggested questions ---- */

interface Suggestion {
  text: string;
  /** Not suggested once the visitor has talked about this. */
  answered: (visitorText: string) => boolean;
}

function suggestionsFor(input: EngineInput): { early: Suggestion[]; later: Suggestion[] } {
  const { config, card } = input;
  const about = (topic: Topic) => (text: string) => mentionsTopic(text, topic);
  const pricedService = pricedServices(config)[0]?.[0];
  const services: Suggestion[] =
    config.services.length > 0 ? [{ text: "What services do you offer?", answered: about("services") }] : [];
  const prices: Suggestion[] = pricedService
    ? [
        {
          text: `How much ${doesOrDo(pricedService)} ${inSentence(pricedService)} cost?`,
          answered: about("prices"),
        },
      ]
    : [];
  const company: Suggestion[] = config.companyInfo
    ? [{ text: `Tell me about ${card.company ?? "your company"}`, answered: about("company") }]
    : [];
  const keyword = config.mediaAssets.find(
    (a) => (a.triggers.showCondition ?? "on_keywords") === "on_keywords" && a.triggers.keywords.length > 0,
  )?.triggers.keywords[0];
  const media: Suggestion[] = keyword
    ? [
        {
          text: `Can I see your ${keyword}?`,
          answered: (t) => affirms(t, [keyword], { plurals: true }),
        },
      ]
    : [];
  const goal: Suggestion[] =
    config.primaryGoal === "schedule_appointment"
      ? [{ text: "Can we schedule a call?", answered: (t) => asksForMeeting(t) }]
      : config.primaryGoal === "make_sale"
        ? [{ text: "How do I get started?", answered: (t) => affirms(t, PURCHASE_PHRASES) }]
        : [{ text: "How can I get in touch?", answered: about("contact") }];
  return {
    early: [...services, ...prices, ...company, ...media, ...goal],
    later: [...goal, ...prices, ...media, ...services, ...company],
  };
}

/**
 * Up to SUGGESTED_QUESTIONS_MAX questions the visitor might ask next: what the card can answer,
 * what they have not asked yet (nor a question the reply itself asks), the goal first once the
 * conversation is under way. None after the visitor declines.
 */
function suggestedQuestions(input: EngineInput, replyText: string): string[] {
  if (visitorDeclined(input.history)) return [];
  const asked = visitorMessages(input.history).map((m) => m.content);
  const { early, later } = suggestionsFor(input);
  const candidates = asked.length <= 1 ? early : later;
  const reply = replyText.toLowerCase();
  const chosen: string[] = [];
  for (const suggestion of candidates) {
    if (chosen.includes(suggestion.text) || reply.includes(suggestion.text.toLowerCase())) continue;
    if (asked.some((text) => suggestion.answered(text))) continue;
    chosen.push(suggestion.text);
    if (chosen.length === SUGGESTED_QUESTIONS_MAX) break;
  }
  return chosen;
}

/* ---- All together ---- */

export interface ReplyExtras {
  suggestedQuestions: string[];
  schedulingInfo?: EngineReply["schedulingInfo"];
  /** 'title - url' lines to append to the reply, each on its own line (core/salesbot/media-markers.ts). */
  mediaMarkers: string[];
}

/** The engine-independent parts of the reply to `input` whose text is `replyText`. */
export function replyExtras(input: EngineInput, replyText: string): ReplyExtras {
  const stage = conversationStage(input.history);
  const schedulingInfo = schedulingOffer(input);
  return {
    suggestedQuestions: suggestedQuestions(input, replyText),
    ...(schedulingInfo ? { schedulingInfo } : {}),
    mediaMarkers: mediaMarkers(input, stage, replyText),
  };
}

/** `text` with the markers appended, one a line, as the widget expects them. */
export function withMediaMarkers(text: string, markers: readonly string[]): string {
  return markers.length === 0 ? text : `${text}\n\n${markers.join("\n")}`;
}
