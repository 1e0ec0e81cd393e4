/**
 * The email signature made from a card: three layouts, in the card's colours, as the HTML email
 * clients render (email-signature-html.ts) and as plain text. It carries the card's photo, name,
 * role, phone, email, website and social links as text links, and either a small QR code of the
 * card or a 'Save my contact' link. Every link to the card is marked as the 'email' source.
 *
 * Gmail refuses a signature of 10,000 characters or more, so a signature that would be too long
 * drops its optional parts, last link first, then the QR code or save link, then the photo; the
 * name, role, phone and email always stay (their lengths are bounded by the card's rules).
 */
import type { BusinessCard } from "./card";
import { cardWebsite } from "./card";
import { cardDisplayName, cardRoleLine } from "./card-display";
import { normalizeHex } from "./colors";
import {
  bannerHtml,
  classicHtml,
  compactHtml,
  SAVE_CONTACT_TEXT,
  type SignatureColors,
  type SignatureContent,
  type SignatureLink,
} from "./email-signature-html";
import { isSafeLink, isWebUrl } from "./links";
import { cardLook } from "./org-brand";
import { socialNetworkName } from "./social-networks";

export const EMAIL_SIGNATURE_LAYOUTS = ["classic", "compact", "banner"] as const;
export type EmailSignatureLayout = (typeof EMAIL_SIGNATURE_LAYOUTS)[number];

export const EMAIL_SIGNATURE_LAYOUT_LABELS: Record<EmailSignatureLayout, string> = {
  classic: "Classic",
  compact: "Compact",
  banner: "Banner",
};

export const EMAIL_SIGNATURE_LAYOUT_HINTS: Record<EmailSignatureLayout, string> = {
  classic: "Your photo beside your details",
  compact: "A small photo and fewer lines",
  banner: "Your name on a band in your card's colour",
};

/** What the signature ends with: a small QR code of the card, or a link that saves the contact. */
export const EMAIL_SIGNATURE_EXTRAS = ["qr", "save"] as const;
export type EmailSignatureExtra = (typeof EMAIL_SIGNATURE_EXTRAS)[number];

export const EMAIL_SIGNATURE_EXTRA_LABELS: Record<EmailSignatureExtra, string> = {
  qr: "A small QR code",
  save: `A '${SAVE_CONTACT_TEXT}' link`,
};

/** Gmail's limit: a signature must stay below this many characters. */
export const GMAIL_SIGNATURE_LIMIT = 10_000;
/** Social links shown at most, after the website: a signature is a few lines, not the card. */
export const SIGNATURE_SOCIAL_LINKS_MAX = 6;

export type SignatureCard = Pick<
  BusinessCard,
  | "name"
  | "title"
  | "company"
  | "phone"
  | "email"
  | "website"
  | "customizations"
  | "socialLinks"
  | "socialLinkOrder"
  | "theme"
  | "brand"
>;

/** The absolute addresses the signature points to, all at the site's public origin. */
export interface SignatureAddresses {
  /** The card's page, marked with the 'email' source. */
  cardUrl: string;
  /** The photo pre-cut round, or null when the card has no stored photo to cut. */
  photoUrl: string | null;
  /** The small QR code of `cardUrl`. */
  qrUrl: string;
  /** The card's contact file. */
  saveContactUrl: string;
}

export interface EmailSignature {
  html: string;
  text: string;
}

const RENDER: Record<EmailSignatureLayout, (content: SignatureContent) => string> = {
  classic: classicHtml,
  compact: compactHtml,
  banner: bannerHtml,
};

function colorsOf(card: SignatureCard): SignatureColors {
  const look = cardLook(card);
  const hex = (value: string, fallback: string) => normalizeHex(value) ?? fallback;
  return {
    surface: hex(look.surface, "#ffffff"),
    text: hex(look.text, "#111111"),
    mutedText: hex(look.mutedText, "#555555"),
    accent: hex(look.accent, "#111111"),
    accentText: hex(look.accentText, "#ffffff"),
  };
}

/** A website shown by its host name ('example.com'), the way people say it. */
function websiteLink(card: SignatureCard): SignatureLink | null {
  const website = cardWebsite(card);
  if (!website || !isWebUrl(website)) return null;
  return { label: new URL(website).hostname.replace(/^www\./, ""), href: website };
}

/** The website, then the social links in the card's order; only links of the allowed schemes. */
function linksOf(card: SignatureCard): SignatureLink[] {
  const social = card.socialLinkOrder
    .map((key) => ({ key, href: card.socialLinks[key] }))
    .filter((entry): entry is { key: string; href: string } => Boolean(entry.href && isSafeLink(entry.href)))
    .slice(0, SIGNATURE_SOCIAL_LINKS_MAX)
    .map(({ key, href }) => ({ label: socialNetworkName(key), href }));
  const website = websiteLink(card);
  return website ? [website, ...social] : social;
}

function phoneLink(phone: string | null): SignatureLink | null {
  const shown = phone?.trim();
  if (!shown) return null;
  const dialled = shown.replace(/[^\d+]/g, "");
  return { label: shown, href: dialled.replace(/\D/g, "") === "" ? "" : `tel:${dialled}` };
}

function contentOf(
  card: SignatureCard,
  addresses: SignatureAddresses,
  extra: EmailSignatureExtra,
): SignatureContent {
  const name = cardDisplayName(card);
  const email = card.email?.trim();
  return {
    name,
    role: cardRoleLine(card),
    phone: phoneLink(card.phone),
    email: email ? { label: email, href: `mailto:${email}` } : null,
    cardUrl: addresses.cardUrl,
    photo: addresses.photoUrl ? { src: addresses.photoUrl, alt: name } : null,
    links: linksOf(card),
    extra:
      extra === "qr"
        ? { kind: "qr", src: addresses.qrUrl, alt: `QR code of ${name}'s digital business card` }
        : { kind: "save", href: addresses.saveContactUrl },
    colors: colorsOf(card),
  };
}

/** The same content less its last optional part, or null when nothing optional is left. */
function withoutOnePart(content: SignatureContent): SignatureContent | null {
  if (content.links.length > 0) return { ...content, links: content.links.slice(0, -1) };
  if (content.extra) return { ...content, extra: null };
  if (content.photo) return { ...content, photo: null };
  return null;
}

function plainText(content: SignatureContent): string {
  const lines = [content.name];
  if (content.role) lines.push(content.role);
  if (content.phone) lines.push(`Phone: ${content.phone.label}`);
  if (content.email) lines.push(`Email: ${content.email.label}`);
  for (const target of content.links) lines.push(`${target.label}: ${target.href}`);
  lines.push(`My digital business card: ${content.cardUrl}`);
  if (content.extra?.kind === "save") lines.push(`${SAVE_CONTACT_TEXT}: ${content.extra.href}`);
  return lines.join("\n");
}

export function renderEmailSignature(
  card: SignatureCard,
  layout: EmailSignatureLayout,
  extra: EmailSignatureExtra,
  addresses: SignatureAddresses,
): EmailSignature {
  const render = RENDER[layout];
  let content = contentOf(card, addresses, extra);
  let html = render(content);
  while (html.length >= GMAIL_SIGNATURE_LIMIT) {
    const smaller = withoutOnePart(content);
    if (!smaller) break;
    content = smaller;
    html = render(content);
  }
  return { html, text: plainText(content) };
}
