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

const clean = (text: string) => text.replace(/\r\n?/g, "\n").replace(CONTROL, "");
const oneLine = (text: string) => clean(text).replace(/\s+/g, " ").trim();

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
      `Sent ${facts.at.toISOString().replace("T", " ").slice(0, 16)} UTC from ${facts.device} (${facts.location}).`,
      "You can see every message in your card's analytics.",
    ].join("\n"),
  };
}
