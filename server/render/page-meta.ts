/**
 * The words and addresses a card page shows to browsers, search engines and link previews:
 * title, description, canonical address and picture. Plain text; React escapes it.
 */
import { type BusinessCard, cardAbout } from "../../core/card";
import { cardRoleLine } from "../../core/card-display";

const DESCRIPTION_MAX = 160;

function text(value: string | null | undefined): string | undefined {
  return value && value.trim() !== "" ? value.trim().replace(/\s+/g, " ") : undefined;
}

/** "{name} - {title} at {company}", sensibly when parts are missing. */
export function pageTitle(card: BusinessCard): string {
  const name = text(card.name);
  const role = cardRoleLine(card);
  if (name && role) return `${name} - ${role}`;
  return name ?? role ?? "Business Card";
}

function excerpt(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Title and company, then as much of About as fits a search result. */
export function pageDescription(card: BusinessCard): string {
  const role = cardRoleLine(card);
  const about = text(cardAbout(card));
  const lead = role ? `${role}.` : undefined;
  const full = [lead, about].filter(Boolean).join(" ");
  if (full) return excerpt(full, DESCRIPTION_MAX);
  const name = text(card.name);
  return name ? `The digital business card of ${name}.` : "A digital business card.";
}

/** An image address usable by link previews: absolute http(s); inline data: images are not. */
export function absoluteImageUrl(appUrl: string, src: string | null | undefined): string | undefined {
  const value = text(src);
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return `${appUrl}${value}`;
  return undefined;
}
