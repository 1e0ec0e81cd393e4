/**
 * The one mail that carries the visitor-form submissions and shared contacts a card's hourly
 * lead-mail cap held back: who wrote (name and email, when given) and when. The details
 * themselves are in the leads inbox. Visitor text is put on one line with control characters removed, as in the
 * single lead mail.
 */
import { cardDisplayName, cardUrl } from "../../../core/card-display";
import type { Mail } from "../../lib/mailer";
import type { HeldLeadMail } from "./held-mails-repo";
import { mailTime, oneLine } from "./lead-mail";

export interface DigestFacts {
  card: { slug: string; name: string | null };
  ownerEmail: string;
  /** APP_URL: mailed links never take a request's address (decision 010). */
  appUrl: string;
  /** LEAD_MAILS_PER_CARD_PER_HOUR, to say why these came together. */
  perHour: number;
  /** Oldest first. */
  held: HeldLeadMail[];
}

/** Bounds one line of the list: a name or address no form would take is cut. */
const LINE_PART_MAX = 200;

function heldLine(mail: HeldLeadMail): string {
  const name = oneLine(mail.visitorName ?? "").slice(0, LINE_PART_MAX) || "(no name given)";
  const email = oneLine(mail.visitorEmail ?? "").slice(0, LINE_PART_MAX);
  return `${mailTime(mail.submittedAt)}  ${name}${email ? ` <${email}>` : ""}`;
}

export function leadDigestMail(facts: DigestFacts): Mail {
  const name = oneLine(cardDisplayName(facts.card));
  const count = facts.held.length;
  const messages = count === 1 ? "1 more message" : `${count} more messages`;
  return {
    to: facts.ownerEmail,
    subject: `${messages} from your card ${name}`,
    text: [
      `Your card ${name} received ${messages} through its form or 'Share your details':`,
      cardUrl(facts.appUrl, facts.card.slug),
      "",
      ...facts.held.map(heldLine),
      "",
      `You get at most ${facts.perHour} form mails an hour for a card; the messages past that come together in one mail like this.`,
      "You can see everyone who left their details in Leads:",
      `${facts.appUrl.replace(/\/+$/, "")}/leads`,
    ].join("\n"),
  };
}
