/**
 * The built-in assistant's answers drawn from the card's configuration: services and their
 * prices, the company information sentences that fit the question, the next qualification
 * question, and how to reach the card's owner. Each returns plain text or undefined when the
 * configuration has nothing to say.
 */
import type { ChatTurn } from "../../../../../core/salesbot/chat-types";
import type { SalesbotConfig } from "../../../../../core/salesbot/config";
import { affirms, toWords } from "../../../../../core/salesbot/phrase-match";
import type { EngineCard } from "../engine";
import { inSentence, startsOrStart, withArticle } from "../english";
import { pricedServices } from "../reply-extras";
import { capitalise, formatPrice, joinList } from "./format";

/** Sentences of company information quoted in one answer. */
const COMPANY_SENTENCES_MAX = 2;
/** Services named in one list. */
const SERVICES_LISTED_MAX = 8;
/** Words too common to tell which sentence answers a question. */
const COMMON_WORDS = new Set(
  (
    "what which when where who why how does do did you your yours our ours the and for with that this " +
    "have has are was were can could would will about tell more some any from into there their they them " +
    "please thanks thank hello just like want know need"
  ).split(" "),
);

/** The configured services the visitor's text names (a plural counts: 'websites' names 'website'). */
export function servicesNamed(config: SalesbotConfig, text: string): string[] {
  const names = new Set([...config.services, ...Object.keys(config.priceRanges)]);
  return [...names].filter((service) => affirms(text, [service], { plurals: true }));
}

function priceOf(config: SalesbotConfig, service: string): number | undefined {
  const key = Object.keys(config.priceRanges).find((k) => k.toLowerCase() === service.toLowerCase());
  return key === undefined ? undefined : config.priceRanges[key];
}

/** 'hosting starts at $20', 'websites start at €900'. */
function priceClause(config: SalesbotConfig, service: string, price: number): string {
  return `${inSentence(service)} ${startsOrStart(service)} at ${formatPrice(price, config.priceCurrency)}`;
}

function priceSentence(config: SalesbotConfig, service: string, price: number): string {
  return `${capitalise(priceClause(config, service, price))}.`;
}

/** Prices of the services named, or of every priced service when none is named. */
export function pricesAnswer(config: SalesbotConfig, named: readonly string[]): string | undefined {
  const priced = named.filter((s) => priceOf(config, s) !== undefined);
  if (priced.length > 0) return priced.map((s) => priceSentence(config, s, priceOf(config, s)!)).join(" ");
  const all = pricedServices(config);
  if (all.length === 0) return undefined;
  if (all.length === 1) return priceSentence(config, all[0]![0], all[0]![1]);
  const listed = all.slice(0, SERVICES_LISTED_MAX).map(([s, p]) => priceClause(config, s, p));
  return `Our pricing: ${joinList(listed)}.`;
}

/** 'We offer X, Y and Z.', with the business type when there is one. */
export function servicesAnswer(config: SalesbotConfig, named: readonly string[]): string | undefined {
  if (named.length > 0) {
    const offered = named.map(inSentence);
    const prices = pricesAnswer(config, named);
    return `Yes, we offer ${joinList(offered)}.${prices ? ` ${prices}` : ""}`;
  }
  if (config.services.length === 0) return undefined;
  const kind = config.businessType ? `As ${withArticle(inSentence(config.businessType))}, we` : "We";
  const list = config.services.slice(0, SERVICES_LISTED_MAX).map(inSentence);
  const more = config.services.length > list.length ? " and more" : "";
  return `${kind} offer ${joinList(list)}${more}.`;
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

function meaningfulWords(text: string): Set<string> {
  return new Set(toWords(text).words.filter((w) => w.length >= 3 && !COMMON_WORDS.has(w)));
}

/**
 * The company information sentences sharing the most words with the visitor's text, in their
 * order; with `fallback`, the opening sentences when none shares a word.
 */
export function companyAnswer(
  config: SalesbotConfig,
  visitorText: string,
  fallback: boolean,
): string | undefined {
  if (!config.companyInfo) return undefined;
  const sentences = sentencesOf(config.companyInfo);
  const wanted = meaningfulWords(visitorText);
  const scored = sentences.map((sentence, index) => {
    let score = 0;
    for (const word of meaningfulWords(sentence)) if (wanted.has(word)) score++;
    return { sentence, index, score };
  });
  const best = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, COMPANY_SENTENCES_MAX)
    .sort((a, b) => a.index - b.index);
  if (best.length > 0) return best.map((s) => s.sentence).join(" ");
  return fallback ? sentences.slice(0, COMPANY_SENTENCES_MAX).join(" ") : undefined;
}

/** The qualification questions in their order, with those the assistant has already asked. */
function questionsAsked(config: SalesbotConfig, history: readonly ChatTurn[]): boolean[] {
  const said = history.filter((m) => m.role === "assistant").map((m) => m.content);
  return config.leadQualificationQuestions.map((q) => said.some((text) => text.includes(q)));
}

/** The first qualification question not yet asked, if any. */
export function nextQualificationQuestion(
  config: SalesbotConfig,
  history: readonly ChatTurn[],
): string | undefined {
  const asked = questionsAsked(config, history);
  return config.leadQualificationQuestions.find((_, i) => !asked[i]);
}

/** Whether the assistant's previous message asked a qualification question (so this is its answer). */
export function answersQualificationQuestion(config: SalesbotConfig, history: readonly ChatTurn[]): boolean {
  const previous = history[history.length - 2];
  return (
    previous?.role === "assistant" &&
    config.leadQualificationQuestions.some((q) => previous.content.includes(q))
  );
}

/** Who the assistant speaks for: 'Ana Silva', 'Acme' or 'us'. */
export function personOf(card: EngineCard): string {
  return card.name ?? card.company ?? "us";
}

/** How to reach the card's owner directly, from the card's own details. */
export function contactPointer(card: EngineCard, hasButtons: boolean): string {
  const ways = [card.email, card.phone].filter((w): w is string => Boolean(w));
  const buttons = hasButtons ? " or use the buttons below" : "";
  if (ways.length > 0) return `You can reach ${personOf(card)} at ${joinList(ways)}${buttons}.`;
  if (card.website) return `You can reach ${personOf(card)} through ${card.website}${buttons}.`;
  return hasButtons
    ? "Use the buttons below to get in touch."
    : "You'll find the contact details on this card.";
}
