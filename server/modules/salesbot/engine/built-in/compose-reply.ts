/**
 * The built-in assistant's words: deterministic text from the card's configuration
 * alone. A reply answers what the visitor said (contact details acknowledged, a meeting request,
 * prices, services, the company), then moves the conversation on: the next qualification
 * question not yet asked, or, once they are all asked, a step towards the goal. After the visitor
 * declines it closes politely and asks nothing more. Media, suggested questions and the
 * scheduling offer are reply-extras.ts's, shared with the LLM engine.
 */
import { extractContactDetails } from "../../../../../core/salesbot/contact-details";
import {
  INTEREST_PHRASES,
  invitesScheduling,
  PURCHASE_PHRASES,
  visitorDeclined,
} from "../../../../../core/salesbot/cta-visibility";
import { affirms } from "../../../../../core/salesbot/phrase-match";
import { mainIntent } from "../../../../../core/salesbot/visitor-intent";
import { MEDIUM_LEAD_SCORE } from "../../../../../core/salesbot/vocabulary";
import type { EngineInput } from "../engine";
import {
  asksToMeet,
  conversationStage,
  latestVisitorText,
  mentionsTopic,
  schedulingOffer,
} from "../reply-extras";
import {
  answersQualificationQuestion,
  companyAnswer,
  contactPointer,
  nextQualificationQuestion,
  personOf,
  pricesAnswer,
  servicesAnswer,
  servicesNamed,
} from "./answers";
import { joinList } from "./format";
import { GOAL_INTRO, TONES } from "./tone";

type WelcomeInput = Pick<EngineInput, "config" | "card">;

/** 'Ana Silva at Acme', 'Ana Silva', 'Acme', or undefined. */
function speaksFor({ name, company }: EngineInput["card"]): string | undefined {
  if (name && company) return `${name} at ${company}`;
  return name ?? company ?? undefined;
}

export function composeWelcome({ config, card }: WelcomeInput): string {
  const tone = TONES[config.salesPersonality];
  const owner = speaksFor(card);
  const who = owner ? `${config.botName}, the assistant of ${owner}` : config.botName;
  return `${tone.greeting}! I'm ${who}. ${GOAL_INTRO[config.primaryGoal]} How can I help you today?`;
}

/** Thanks for the contact details the visitor's latest message gives. */
function acknowledgeContact(input: EngineInput, text: string): string[] {
  const given = extractContactDetails(text);
  const parts: string[] = [];
  if (given.name) parts.push(`Thank you, ${given.name}!`);
  if (given.email) parts.push(`I've noted your email address, ${given.email}.`);
  if (given.phone) parts.push(`I've noted your phone number, ${given.phone}.`);
  if (given.email || given.phone) parts.push(`${personOf(input.card)} will get back to you.`);
  return parts;
}

function meetingAnswer(input: EngineInput): string {
  const person = personOf(input.card);
  if (input.schedulingEventTypeUri) {
    return `I'd be happy to set up a meeting with ${person}. Pick a time that suits you with the scheduling option below.`;
  }
  const leave =
    input.visitor.email || input.visitor.phone
      ? ""
      : ` Or leave your email address here and ${person} will get back to you.`;
  return `I'd be happy to arrange a meeting with ${person}. ${contactPointer(input.card, input.config.ctaButtons.length > 0)}${leave}`;
}

/** The answers to what the latest message asks about (core/salesbot/visitor-intent.ts), in a fixed order. */
function answersTo(input: EngineInput, text: string, gaveContact: boolean): string[] {
  const { config, card } = input;
  const named = servicesNamed(config, text);
  const parts: string[] = [];
  if (conversationStage(input.history) === "objection_handling") {
    parts.push(TONES[config.salesPersonality].reassure);
  }
  if (asksToMeet(input.history)) parts.push(meetingAnswer(input));
  if (mentionsTopic(text, "prices")) {
    parts.push(
      pricesAnswer(config, named) ??
        `Pricing depends on what you need; ${personOf(card)} will be glad to give you a quote.`,
    );
  } else if (mentionsTopic(text, "services") || named.length > 0) {
    const services = servicesAnswer(config, named);
    if (services) parts.push(services);
  }
  if (mentionsTopic(text, "company")) {
    const about = companyAnswer(config, text, true);
    if (about) parts.push(about);
  }
  if (affirms(text, PURCHASE_PHRASES) && !asksToMeet(input.history)) {
    const tone = TONES[config.salesPersonality];
    parts.push(`${tone.eager} ${contactPointer(card, config.ctaButtons.length > 0)}`);
  } else if (mentionsTopic(text, "contact") && !asksToMeet(input.history) && !gaveContact) {
    parts.push(contactPointer(card, config.ctaButtons.length > 0));
  }
  return parts;
}

/** When nothing matched: what the configuration can still say. */
function fallback(input: EngineInput, text: string): string {
  const { config } = input;
  const tone = TONES[config.salesPersonality];
  if (answersQualificationQuestion(config, input.history)) return tone.thanksForAnswer;
  const greeted = mainIntent(text) === "greeting" ? `${tone.greeting}!` : tone.notSure;
  // 'Tell me more', 'sounds interesting': the company's opening lines, or the services.
  const interested = affirms(text, INTEREST_PHRASES);
  const about =
    companyAnswer(config, text, interested) ?? (interested ? servicesAnswer(config, []) : undefined);
  if (about) return about;
  const topics = [
    config.services.length > 0 ? "our services" : undefined,
    Object.keys(config.priceRanges).length > 0 ? "pricing" : undefined,
    config.companyInfo ? `${personOf(input.card)}'s work` : undefined,
  ].filter((t): t is string => t !== undefined);
  return topics.length > 0 ? `${greeted} I can tell you about ${joinList(topics)}.` : greeted;
}

/** The step towards the goal once every qualification question is asked, or undefined. */
function goalStep(input: EngineInput): string | undefined {
  const { config, card, history, visitor } = input;
  const person = personOf(card);
  if (schedulingOffer(input))
    return `If you'd like to talk it through, you can book a time with ${person} below.`;
  switch (config.primaryGoal) {
    case "schedule_appointment":
      return input.leadScore >= MEDIUM_LEAD_SCORE && !invitesScheduling(history)
        ? `Would you like to schedule a call with ${person} to talk it through?`
        : undefined;
    case "generate_lead":
      return visitor.email || visitor.phone
        ? undefined
        : `If you leave your email address or phone number, ${person} will get back to you.`;
    case "make_sale":
      return affirms(latestVisitorText(history), PURCHASE_PHRASES)
        ? undefined
        : "Would you like to get started?";
  }
}

/** The next thing to ask: a qualification question in turn, then the goal's step. */
function nextStep(input: EngineInput): string | undefined {
  if (asksToMeet(input.history)) return undefined;
  const question = nextQualificationQuestion(input.config, input.history);
  if (question) {
    const ask = `${TONES[input.config.salesPersonality].askLead}${question}`;
    // The reply carries the scheduling offer (reply-extras.ts): say so, and keep qualifying.
    return schedulingOffer(input)
      ? `${ask} Or, if you'd rather talk it through, you can book a time with ${personOf(input.card)} below.`
      : ask;
  }
  return goalStep(input);
}

export interface ComposeOptions {
  /** Whether media will follow the text (reply-extras.ts): then it can say so. */
  sharesMedia?: boolean;
}

export function composeReply(input: EngineInput, options: ComposeOptions = {}): string {
  const { config, card, history } = input;
  const tone = TONES[config.salesPersonality];
  if (visitorDeclined(history)) return `${tone.close} ${contactPointer(card, false)}`;
  const text = latestVisitorText(history);
  const contact = acknowledgeContact(input, text);
  const answers = answersTo(input, text, contact.length > 0);
  if (options.sharesMedia && answers.length === 0) answers.push("Sure, have a look below.");
  const parts = [
    ...contact,
    ...(answers.length > 0 || contact.length > 0 ? answers : [fallback(input, text)]),
  ];
  const next = nextStep(input);
  if (next) parts.push(next);
  return parts.join(" ");
}
