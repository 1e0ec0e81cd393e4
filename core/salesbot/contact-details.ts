/**
 * Contact details a visitor types into the chat ('my name is Ana', 'ana@example.com',
 * '+44 20 7946 0958'), so the conversation can carry visitorName, visitorEmail and visitorPhone
 * and the lead score can count them. Deliberately cautious: a year (2025), a price
 * ($5000, 1500000 USD), a date (2025-01-15) or a decimal is not a phone, and 'I'm interested' is
 * not a name. Every pattern is anchored or delimited so the scan stays linear in the text.
 */

export interface ContactDetails {
  email?: string;
  phone?: string;
  name?: string;
}

const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;
/** RFC 5321's limit; longer 'addresses' are not worth testing. */
const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;

const CURLY_APOSTROPHES = /[\u2018\u2019\u02bc]/g;

/** Runs of text that could hold an email address: no spaces, brackets, quotes or commas. */
const EMAIL_CANDIDATE = /[^\s<>()[\]{},;:"']+/g;
/** Labels are split by dots the label class excludes, so there is nothing to backtrack into. */
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,24}$/;

function findEmail(text: string): string | undefined {
  for (const match of text.matchAll(EMAIL_CANDIDATE)) {
    const candidate = match[0].replace(/^[.!?]+/, "").replace(/[.!?]+$/, "");
    if (candidate.includes("@") && candidate.length <= EMAIL_MAX_LENGTH && EMAIL.test(candidate)) {
      return candidate;
    }
  }
  return undefined;
}

/** A digit run with the separators people type in phone numbers; one line only. */
const PHONE_CANDIDATE = /\+?\(?\d[\d ().-]*\d/g;
const CURRENCY_SIGNS = "$€£¥₹";
const CURRENCY_WORDS = new Set(["usd", "eur", "gbp", "dollars", "dollar", "euros", "euro", "pounds", "k"]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^\d+\.\d+$/;
const YEARS_ONLY = /^(?:(?:19|20)\d\d[ -]*)+$/;

function wordBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 12), at).trimEnd();
  return /[A-Za-z]+$/.exec(before)?.[0]?.toLowerCase() ?? "";
}

function wordAfter(text: string, at: number): string {
  return /^\s*([A-Za-z]+)/.exec(text.slice(at, at + 12))?.[1]?.toLowerCase() ?? "";
}

function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const run = match[0];
    const start = match.index;
    const end = start + run.length;
    const digits = run.replace(/\D/g, "").length;
    if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) continue;
    // Part of a longer word or number ('ID12345678', '1,234,567'), or a price.
    if (/[\p{L}\p{N},._/]/u.test(text.charAt(start - 1)) || /[\p{L}\p{N}%,_/]/u.test(text.charAt(end)))
      continue;
    const sign = text
      .slice(Math.max(0, start - 2), start)
      .trimEnd()
      .slice(-1);
    if (sign !== "" && CURRENCY_SIGNS.includes(sign)) continue;
    if (CURRENCY_WORDS.has(wordBefore(text, start)) || CURRENCY_WORDS.has(wordAfter(text, end))) continue;
    if (ISO_DATE.test(run) || DECIMAL.test(run) || YEARS_ONLY.test(run)) continue;
    return run;
  }
  return undefined;
}

/**
 * 'my name is X' takes any X; the other introductions need a capitalised X, since 'I'm looking'
 * and 'this is great' are common and names are usually written with a capital.
 */
const NAME_INTRO =
  /(?<![\p{L}\p{N}])(my name is|my name's|i am|i'm|this is|call me)[ \t]+([\p{L}][\p{L}'-]*)(?:[ \t]+([\p{L}][\p{L}'-]*))?/giu;
const NOT_NAMES = new Set(
  (
    "a an the and or but not no yes so very really just also still only here there from in on at with for to of " +
    "about after into by your our my his her their its it that this what how why when where who interested " +
    "looking thinking wondering trying hoping planning considering calling writing reaching asking going " +
    "working based curious sorry glad happy good fine great ok okay sure ready new well busy back done " +
    "available free open excited keen currently fairly pretty quite interested hi hello thanks thank please " +
    "now today tomorrow later afraid unsure certain aware able"
  ).split(" "),
);

function isCapitalised(word: string): boolean {
  return /^\p{Lu}/u.test(word);
}

function findName(text: string): string | undefined {
  for (const match of text.matchAll(NAME_INTRO)) {
    const intro = match[1]!.toLowerCase();
    const first = match[2]!;
    const second = match[3];
    if (NOT_NAMES.has(first.toLowerCase())) continue;
    if (!intro.startsWith("my name") && !isCapitalised(first)) continue;
    const withSecond = second && isCapitalised(second) && !NOT_NAMES.has(second.toLowerCase());
    const name = withSecond ? `${first} ${second}` : first;
    if (name.length <= NAME_MAX_LENGTH) return name;
  }
  return undefined;
}

/** The email, phone and name a visitor message gives, each only when recognised. */
export function extractContactDetails(text: string): ContactDetails {
  const normalised = text.replace(CURLY_APOSTROPHES, "'");
  const details: ContactDetails = {};
  const email = findEmail(normalised);
  if (email) details.email = email;
  // An address's digits ('jo2025555@x.io') are not a phone: look for one without it.
  const phone = findPhone(email ? normalised.replace(email, " ") : normalised);
  if (phone) details.phone = phone;
  const name = findName(normalised);
  if (name) details.name = name;
  return details;
}
