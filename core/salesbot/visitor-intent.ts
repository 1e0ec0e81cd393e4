/**
 * What a visitor's message asks for, read the same way everywhere: the built-in assistant routes
 * its answer by it, the lead score counts a meeting request by it. Phrases match as core's rules
 * do (whole words, case ignored, a negated phrase does not count: phrase-match.ts). A message may
 * ask for several things ('how much is a website and can we talk?'); its main intent is the first
 * of INTENT_ORDER it asks for, 'other' when none.
 */
import { DISINTEREST_PHRASES, PURCHASE_PHRASES, SCHEDULING_PHRASES } from "./cta-visibility";
import { affirms, toWords, type Words } from "./phrase-match";

/** The visitor asks to meet or talk: the assistant's invitation words, and how people ask for a talk. */
const MEETING_PHRASES = [
  ...SCHEDULING_PHRASES,
  "we talk",
  "let's talk",
  "talk to",
  "talk with",
  "to talk",
  "we speak",
  "speak to",
  "speak with",
  "to speak",
  "meet you",
  "meet with",
  "meet up",
  "we meet",
  "meet in person",
  "zoom",
  "video call",
  "phone call",
  "get together",
  "catch up",
  "sit down",
  "are you free",
  "are you available",
  "your availability",
  "a time",
  "hop on",
  "jump on",
  "ring me",
  "a chat",
  "quick chat",
  "pop by",
  "drop by",
] as const;

const PRICE_PHRASES = [
  "price",
  "prices",
  "pricing",
  "cost",
  "costs",
  "how much",
  "rate",
  "rates",
  "fee",
  "fees",
  "quote",
  "charge",
  "expensive",
  "cheap",
  "afford",
  "ballpark",
  "estimate",
  "per hour",
  "per month",
  "set me back",
  "discount",
] as const;

/** Buying, past asking about it ('pricing' is a price question here, not a purchase). */
const BUY_PHRASES = [
  ...PURCHASE_PHRASES.filter((p) => p !== "pricing"),
  "order",
  "hire you",
  "hire your",
  "go ahead",
  "let's do it",
  "let's go",
  "sign me up",
  "i'll take",
  "start a project",
  "how do i start",
  "we're ready",
  "i'm ready",
  "book your",
] as const;

const SERVICE_PHRASES = [
  "services",
  "service",
  "offer",
  "offering",
  "do you do",
  "what do you",
  "products",
  "product",
  "what can you",
  "can you build",
  "can you make",
  "can you design",
  "can you help",
  "help me with",
  "help with",
  "do you build",
  "do you make",
  "do you design",
  "do you provide",
  "provide",
  "specialise",
  "specialize",
  "work on",
  "work with",
  "kind of work",
  "you do",
  "i need a",
  "we need a",
] as const;

const COMPANY_PHRASES = [
  "company",
  "about you",
  "who are you",
  "background",
  "experience",
  "your team",
  "about your",
  "about yourself",
  "who is",
  "who's behind",
  "where are you",
  "based",
  "located",
  "location",
  "how long",
  "history",
  "founded",
  "clients",
  "your business",
  "your studio",
  "your agency",
  "your office",
  "tell me about",
  "legit",
  "trust you",
] as const;

const CONTACT_PHRASES = [
  "contact",
  "get in touch",
  "reach you",
  "reach",
  "email",
  "e-mail",
  "phone",
  "number",
  "call me",
  "get hold of",
  "address",
  "write to",
  "linkedin",
  "instagram",
  "whatsapp",
] as const;

const GREETING_PHRASES = [
  "hi",
  "hello",
  "hey",
  "hiya",
  "good morning",
  "good afternoon",
  "good evening",
  "greetings",
  "howdy",
  "yo",
] as const;

export const INTENT_PHRASES = {
  decline: [...DISINTEREST_PHRASES, "nah", "no need", "not today"],
  meeting: MEETING_PHRASES,
  prices: PRICE_PHRASES,
  purchase: BUY_PHRASES,
  services: SERVICE_PHRASES,
  company: COMPANY_PHRASES,
  contact: CONTACT_PHRASES,
  greeting: GREETING_PHRASES,
} as const satisfies Record<string, readonly string[]>;

export type VisitorIntent = keyof typeof INTENT_PHRASES | "other";

/** Which intent a message is mainly about when it asks for several: the earlier wins. */
const INTENT_ORDER = Object.keys(INTENT_PHRASES) as (keyof typeof INTENT_PHRASES)[];

/** Every intent the message asks for, in INTENT_ORDER. */
export function visitorIntents(text: string | Words): (keyof typeof INTENT_PHRASES)[] {
  const words = typeof text === "string" ? toWords(text) : text;
  return INTENT_ORDER.filter((intent) => affirms(words, INTENT_PHRASES[intent]));
}

/** The message's main intent: the first it asks for, or 'other'. */
export function mainIntent(text: string): VisitorIntent {
  return visitorIntents(text)[0] ?? "other";
}

/** Whether the visitor asks to meet or talk ('when can we talk?', 'can we book a call?'). */
export function asksForMeeting(text: string | Words): boolean {
  return affirms(text, MEETING_PHRASES);
}

/** Whether the message asks about `intent`. */
export function asksAbout(text: string | Words, intent: keyof typeof INTENT_PHRASES): boolean {
  return affirms(text, INTENT_PHRASES[intent]);
}
