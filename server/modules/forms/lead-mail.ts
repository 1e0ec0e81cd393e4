/**
 * The owner's mail about a visitor-form submission: plain text listing the answers under the
 * form's labels. Answers are the visitor's words: control characters are removed, each line
 * of a long answer is indented under its label, and nothing reaches a header but the
 * validated email address (Reply-To) and the card's name with line breaks removed.
 */
import { cardDisplayName, cardUrl } from "../../../core/card-display";
import type { FormAnswers, FormConfig } from "../../../core/form-config";
import type { Mail } from "../../lib/mailer";

export interface LeadFacts {
  card: { slug: string; name: string | null };
  ownerEmail: string;
  config: FormConfig;
  answers: FormAnswers;
  /** APP_URL: mailed links never take a request's address (decision 010). */
  appUrl: string;
  at: Date;
  location: string;
  device: string;
}

/** Tabs and line breaks stay; every other control character (and the bidi overrides) goes. */
const CONTROL = /(?![\t\n])\p{Cc}|[\u202a-\u202e\u2066-\u2069]/gu;

export const clean = (text: string) => text.replace(/\r\n?/g, "\n").replace(CONTROL, "");
/** A visitor's or owner's words on one line, fit for a header or a list. */
export const oneLine = (text: string) => clean(text).replace(/\s+/g, " ").trim();

/** A time as the lead mails write it: `YYYY-MM-DD HH:MM UTC`. */
export const mailTime = (at: Date) => `${at.toISOString().replace("T", " ").slice(0, 16)} UTC`;

/** The visitor's name and email among `answers`: the first answered field of each type. */
export function visitorOf(
  config: FormConfig,
  answers: FormAnswers,
): { name: string | null; email: string | null } {
  const first = (type: string) => {
    const field = config.fields.find((candidate) => candidate.type === type && answers[candidate.id]);
    return field ? (answers[field.id] ?? null) : null;
  };
  return { name: first("name"), email: first("email") };
}

function answerLines(label: string, answer: string): string[] {
  const lines = clean(answer).split("\n");
  if (lines.length === 1) return [`${oneLine(label)}: ${lines[0]}`];
  return [`${oneLine(label)}:`, ...lines.map((line) => `    ${line}`)];
}

export function leadMail(facts: LeadFacts): Mail {
  const name = oneLine(cardDisplayName(facts.card));
  const answered = facts.config.fields.filter((field) => facts.answers[field.id] !== undefined);
  const email = facts.config.fields.find((field) => field.type === "email" && facts.answers[field.id]);
  return {
    to: facts.ownerEmail,
    subject: `New message from your card ${name}`,
    ...(email ? { replyTo: facts.answers[email.id] } : {}),
    text: [
      `Someone sent you a message through the form "${oneLine(facts.config.title)}" on your card ${name}:`,
      cardUrl(facts.appUrl, facts.card.slug),
      "",
      ...answered.flatMap((field) => answerLines(field.label, facts.answers[field.id] ?? "")),
      "",
      `Sent ${mailTime(facts.at)} from ${facts.device} (${facts.location}).`,
      "You can see every message in your card's analytics.",
    ].join("\n"),
  };
}
