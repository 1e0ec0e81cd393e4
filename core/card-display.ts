/**
 * How a card is named and addressed wherever it appears: the dashboard, the public page's title
 * and link previews, the contact file, the manifest, the QR code and share links.
 */
import type { BusinessCard } from "./card";

/** The public page's path, /view/{slug}. The slug is encoded, so an old row can never break out. */
export function cardPath(slug: string): string {
  return `/view/${encodeURIComponent(slug)}`;
}

/** The public page's absolute address on `origin` (e.g. https://cards.example, no trailing slash). */
export function cardUrl(origin: string, slug: string): string {
  return `${origin}${cardPath(slug)}`;
}

function text(value: string | null | undefined): string | null {
  return value && value.trim() !== "" ? value.trim().replace(/\s+/g, " ") : null;
}

/** A card without a name is shown as 'My Business Card'. */
export function cardDisplayName(card: Pick<BusinessCard, "name">): string {
  return text(card.name) ?? "My Business Card";
}

/** "{title} at {company}", or whichever of the two the card has. */
export function cardRoleLine(card: Pick<BusinessCard, "title" | "company">): string | null {
  const title = text(card.title);
  const company = text(card.company);
  if (title && company) return `${title} at ${company}`;
  return title ?? company;
}

/** The first and last name's initials, for a card without a profile picture. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
}
