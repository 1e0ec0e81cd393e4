/**
 * The contact exchange on the public card ('Share your details'): a visitor leaves their
 * details with the owner's consent text, and may ask for the owner's contact file by mail.
 * The limits of what a visitor sends and of the owner's consent text, the default text, and the
 * words the page and its script show; the server (server/modules/exchange/) and the page's
 * script (web/public-card/exchange.ts) use them alike.
 */

/** The most characters of each detail a visitor sends (the leads table's columns bound them too). */
export const EXCHANGE_MAX = {
  name: 200,
  email: 254,
  phone: 30,
  company: 200,
  note: 2000,
} as const;

/** The owner's consent text, at most this long (exchange_consents.text). */
export const CONSENT_TEXT_MAX = 1000;

/** A phone number as the visitor form takes one: 5 to 30 digits, spaces and + - ( ) . */
export const EXCHANGE_PHONE_PATTERN = /^[0-9 +\-().]{5,30}$/;

/**
 * The text a card shows until its owner writes their own, naming the card's person (or the card's
 * owner when the card has no name).
 */
export function defaultConsentText(ownerName: string | null | undefined): string {
  const name = ownerName?.trim() || "the card's owner";
  return `I agree that ${name} may store these details and contact me about them.`;
}

/** What the public card page shows of a card's exchange, when it is on. */
export interface PublicExchange {
  consentText: string;
  /** Whether the visitor may ask for the contact file by mail (the server can send mail). */
  offersContactMail: boolean;
}

/** What the visitor's page says after a sent exchange, by what happened to the contact file. */
export const EXCHANGE_CONTACT_MAIL = ["sent", "limited", "unavailable", "notAsked"] as const;
export type ExchangeContactMail = (typeof EXCHANGE_CONTACT_MAIL)[number];

export const EXCHANGE_DONE_TEXTS: Record<ExchangeContactMail, string> = {
  sent: "Thank you, your details were shared. The contact file is on its way to your inbox.",
  limited:
    "Thank you, your details were shared. The contact file was not mailed: this address has received as many as we send in a day. Use 'Save Contact' instead.",
  unavailable:
    "Thank you, your details were shared. This server cannot send mail, so the contact file was not mailed. Use 'Save Contact' instead.",
  notAsked: "Thank you, your details were shared.",
};

export const EXCHANGE_DISABLED = "This card does not take shared contact details.";
export const EXCHANGE_CARD_BUSY =
  "This card has received too many shared details in the last hour. Please try again later.";
export const CONSENT_REQUIRED = "Please agree to the consent text to share your details.";
