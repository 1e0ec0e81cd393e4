/**
 * The exchange's two mails. The owner's lists what the visitor shared: the visitor's words with
 * control characters removed, nothing of theirs in a header but the validated address
 * (Reply-To). The visitor's carries the card's contact file and no word the visitor wrote, so
 * the form cannot be used to send anyone a message of someone else's making.
 */
import { cardDisplayName, cardUrl } from "../../../core/card-display";
import type { ExchangeBody } from "../../../core/schemas/exchange";
import type { Mail } from "../../lib/mailer";
import { clean, mailTime, oneLine } from "../forms/lead-mail";
import type { ContactFile } from "../vcard/service";
import type { Visitor } from "../visitors/visitor";
import type { ExchangeCard } from "./repo";

function noteLines(note: string): string[] {
  return [
    "Note:",
    ...clean(note)
      .split("\n")
      .map((line) => `    ${line}`),
  ];
}

export function ownerExchangeMail(facts: {
  card: ExchangeCard;
  details: ExchangeBody;
  consentText: string;
  appUrl: string;
  visitor: Visitor;
}): Mail {
  const { card, details, visitor } = facts;
  const name = oneLine(cardDisplayName(card));
  return {
    to: card.ownerEmail,
    subject: `New contact shared on your card ${name}`,
    replyTo: details.email,
    text: [
      `Someone shared their contact details with you on your card ${name}:`,
      cardUrl(facts.appUrl, card.slug),
      "",
      `Name: ${oneLine(details.name)}`,
      `Email: ${details.email}`,
      ...(details.phone ? [`Phone: ${oneLine(details.phone)}`] : []),
      ...(details.company ? [`Company: ${oneLine(details.company)}`] : []),
      ...(details.note ? noteLines(details.note) : []),
      "",
      `They agreed to: "${oneLine(facts.consentText)}"`,
      `Shared ${mailTime(visitor.at)} from ${visitor.device} (${visitor.location}).`,
      "You can see every lead in your card's leads.",
    ].join("\n"),
  };
}

export function visitorContactMail(facts: {
  card: ExchangeCard;
  to: string;
  file: ContactFile;
  appUrl: string;
}): Mail {
  const name = oneLine(cardDisplayName(facts.card));
  return {
    to: facts.to,
    subject: `The contact details of ${name}`,
    text: [
      `You asked for the contact details of ${name} on their card:`,
      cardUrl(facts.appUrl, facts.card.slug),
      "",
      "The contact file is attached: open it to add it to your contacts.",
      "",
      "If you did not ask for this, someone entered your address; you can ignore this mail.",
    ].join("\n"),
    attachments: [{ filename: facts.file.fileName, content: facts.file.body, contentType: "text/vcard" }],
  };
}
