/**
 * The contact file a visitor saves from a card: a vCard 3.0 (RFC 2426),
 * because every address book still reads 3.0 and several read 4.0 badly.
 *
 * Text values are escaped per RFC 2426 §4 (backslash, comma, semicolon, newline), URIs are
 * written as normalised addresses (never escaped: a `\,` inside a URI would become part of
 * it), every line is folded at 75 octets without splitting a UTF-8 character, and lines end
 * in CRLF. No node:* imports: the file is built on the server, but the rules are plain data.
 */
import { type BusinessCard, cardAbout, cardWebsite } from "./card";
import { isSafeLink, normalizeWebsite } from "./links";
import { socialNetworkName } from "./social-networks";

export type VCardSource = Pick<
  BusinessCard,
  | "name"
  | "title"
  | "company"
  | "phone"
  | "email"
  | "address"
  | "website"
  | "about"
  | "customizations"
  | "socialLinks"
>;

/** The profile picture: embedded bytes, or an address the address book may fetch itself. */
export type VCardPhoto = { jpeg: Uint8Array } | { uri: string };

export interface VCardOptions {
  /** The card's public page, absolute (e.g. https://cards.example/view/jane). */
  cardUrl: string;
  photo?: VCardPhoto;
}

const CRLF = "\r\n";
/** RFC 2426 §2.6: lines SHOULD be at most 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** C0 controls other than tab, and DEL: not allowed in vCard text (RFC 2426 §4, SAFE-CHAR). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Escapes one text value per RFC 2426 §4; every line break style becomes `\n`. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL_CHARS, "")
    .replace(/[\\,;\n]/g, (c) => (c === "\n" ? "\\n" : `\\${c}`));
}

/** Single-line values (phone, e-mail): a line break inside one is noise, not content. */
function escapeSingleLine(value: string): string {
  return escapeVCardText(value.replace(/[\r\n]+/g, " "));
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line (RFC 2426 §2.6): no physical line exceeds 75 octets, counting the
 * leading space of continuation lines, and a multi-byte character is never split. Unfolding
 * (removing every CRLF followed by a space) gives the line back exactly.
 */
export function foldVCardLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // The first line has 75 octets; each continuation line spends one on its leading space.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/**
 * Splits a full name for N: the last word is the family name, the words before it the given
 * name; a single word is a given name ("Cher" → given "Cher").
 */
export function splitName(fullName: string | null): { given: string; family: string } {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { given: "", family: "" };
  if (words.length === 1) return { given: words[0], family: "" };
  return { given: words.slice(0, -1).join(" "), family: words[words.length - 1] };
}

/**
 * The file name: the card name with every character that is not a letter, digit
 * or space replaced by an underscore; 'contact' without a name. "Letter" is any Unicode letter
 * (\p{L}) together with its combining marks (\p{M}, so "José" in decomposed form or Hindi
 * names keep their accents and vowel signs), "digit" any decimal digit (\p{Nd}): a name in
 * Japanese or Greek stays readable. The name is NFC-normalised first, and cut to 200 UTF-8
 * octets at a character boundary so the name plus ".vcf" fits every file system's 255.
 */
export function vcardFileName(cardName: string | null | undefined): string {
  const name = (cardName ?? "").trim().normalize("NFC");
  if (name === "") return "contact.vcf";
  let base = "";
  let octets = 0;
  for (const char of name.replace(/[^\p{L}\p{M}\p{Nd} ]/gu, "_")) {
    octets += utf8Length(char.codePointAt(0)!);
    if (octets > 200) break;
    base += char;
  }
  return `${base}.vcf`;
}

/**
 * An address as a normalised URI, or null if it is not a safe link (http, https, mailto,
 * tel). URL's serialisation percent-encodes spaces and drops line breaks, so a stored value
 * such as "https://x.test/\nBEGIN:VCARD" cannot start a line of its own.
 */
function uriValue(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || !isSafeLink(trimmed)) return null;
  return new URL(trimmed).href;
}

/** Base64 without Buffer, so core/ stays free of node:* (chunks keep the argument list short). */
function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The vCard text of a card, CRLF line endings, folded. */
export function buildVCard(card: VCardSource, options: VCardOptions): string {
  const lines: string[] = ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Cardfolio//Business card//EN"];
  const name = text(card.name);
  const company = text(card.company);
  const { given, family } = splitName(name);

  // N and FN are required in 3.0. Without a name the company stands in for FN, and Apple's
  // X-ABShowAs tells address books to file the contact as a company.
  lines.push(`N:${escapeVCardText(family)};${escapeVCardText(given)};;;`);
  lines.push(`FN:${escapeVCardText(name ?? company ?? "")}`);
  if (!name && company) lines.push("X-ABShowAs:COMPANY");
  if (company) lines.push(`ORG:${escapeVCardText(company)}`);

  const title = text(card.title);
  if (title) lines.push(`TITLE:${escapeVCardText(title)}`);
  const phone = text(card.phone);
  if (phone) lines.push(`TEL;TYPE=CELL:${escapeSingleLine(phone)}`);
  const email = text(card.email);
  if (email) lines.push(`EMAIL;TYPE=INTERNET:${escapeSingleLine(email)}`);
  const address = text(card.address);
  // The address is free text, so it all goes in the street component (PO box; extended;
  // street; locality; region; postal code; country).
  if (address) lines.push(`ADR;TYPE=WORK:;;${escapeVCardText(address)};;;;`);

  const website = uriValue(normalizeWebsite(cardWebsite(card) ?? ""));
  if (website) lines.push(`URL:${website}`);

  // Grouped URL + X-ABLabel: Apple shows the label; other readers see a plain URL.
  let group = 0;
  const labelledUrl = (url: string, label: string) => {
    group += 1;
    lines.push(`item${group}.URL:${url}`, `item${group}.X-ABLabel:${escapeVCardText(label)}`);
  };
  const cardUrl = uriValue(options.cardUrl);
  if (cardUrl) labelledUrl(cardUrl, "Card");

  // X-SOCIALPROFILE is what Apple and Google read; Android's importer ignores it, so each
  // profile is also a labelled URL.
  for (const [network, link] of Object.entries(card.socialLinks ?? {})) {
    const url = uriValue(link);
    if (!url || !/^[a-z0-9_-]+$/.test(network)) continue;
    lines.push(`X-SOCIALPROFILE;TYPE=${network}:${url}`);
    labelledUrl(url, socialNetworkName(network));
  }

  const about = text(cardAbout(card));
  if (about) lines.push(`NOTE:${escapeVCardText(about)}`);

  const photo = options.photo;
  if (photo && "jpeg" in photo) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${base64(photo.jpeg)}`);
  else if (photo) {
    const uri = uriValue(photo.uri);
    if (uri) lines.push(`PHOTO;VALUE=URI:${uri}`);
  }

  lines.push("END:VCARD");
  return lines.map(foldVCardLine).join(CRLF) + CRLF;
}
