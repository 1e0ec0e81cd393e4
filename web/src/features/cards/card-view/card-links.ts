/**
 * Turns a card's stored values into what the card view may link to. Defence in depth: the API
 * validates links on save, but the view drops anything unsafe again (old rows, imports), so a
 * `javascript:` address can never reach an href.
 */
import type { BusinessCard } from "@core/card";
import { cardWebsite } from "@core/card";
import { isImageSource, isSafeLink, isWebUrl, normalizeWebsite } from "@core/links";
import { DEFAULT_BUTTON_COLOR } from "@core/schemas/card";

/** The spec's limit for inline (data:) images (spec 000 §5, §9). */
export const INLINE_IMAGE_MAX = 50_000;

export function safeHref(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed !== "" && isSafeLink(trimmed) ? trimmed : null;
}

/** A tel: link keeping only the characters a dialler understands. */
export function phoneHref(phone: string): string | null {
  const dial = phone.replace(/[^\d+*#,;]/g, "");
  return /\d/.test(dial) ? `tel:${dial}` : null;
}

/** A mailto: link for a plain address; anything that could smuggle headers (?, &) is not linked. */
export function emailHref(email: string): string | null {
  return /^[^\s@<>"?&/\\]+@[^\s@<>"?&/\\]+\.[^\s@<>"?&/\\]+$/.test(email) ? `mailto:${email}` : null;
}

/** The card's website with https:// added when missing (spec 000 §5), and a short label. */
export function websiteLink(card: Pick<BusinessCard, "website" | "customizations">) {
  const raw = cardWebsite(card);
  if (!raw) return null;
  const href = normalizeWebsite(raw);
  if (!isWebUrl(href)) return null;
  return { href, label: href.replace(/^https?:\/\//i, "").replace(/\/$/, "") };
}

export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** An inline image is shown only when it is base64 and short enough (spec 000 §5). */
export function isShowableInlineImage(value: string): boolean {
  return /^data:image\//i.test(value) && value.includes(";base64,") && value.length <= INLINE_IMAGE_MAX;
}

/** An image the card may show: a web address, a file of this site, or a short inline image. */
export function imageSrc(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (/^data:/i.test(trimmed)) return isShowableInlineImage(trimmed) ? trimmed : null;
  return trimmed !== "" && isImageSource(trimmed) ? trimmed : null;
}

/** The social links worth drawing: known-safe URLs under non-empty keys, in the card's order. */
export function socialEntries(links: unknown): Array<{ network: string; href: string }> {
  if (!links || typeof links !== "object" || Array.isArray(links)) return [];
  return Object.entries(links as Record<string, unknown>).flatMap(([network, url]) => {
    const href = safeHref(url);
    return network.trim() !== "" && href ? [{ network, href }] : [];
  });
}

function channel(hex: string, at: number): number {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// Pure black and white: for any background one of them reaches at least 4.58:1.
const DARK_TEXT = "#000000";
const LIGHT_TEXT = "#ffffff";

/** #abc or #aabbcc as #aabbcc; null for anything else (it may come from an old row). */
export function normalizeHex(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join("")}`;
  return null;
}

/** Black or white, whichever reads better on the given background. */
export function readableTextColor(background: string): string {
  const bg = normalizeHex(background) ?? DEFAULT_BUTTON_COLOR;
  return contrastRatio(bg, DARK_TEXT) >= contrastRatio(bg, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}

export interface ShownButton {
  index: number;
  text: string;
  href: string;
  background: string;
  color: string;
}

/** Custom buttons with text and a safe link; the index is the stored one, for click tracking. */
export function shownButtons(buttons: unknown): ShownButton[] {
  if (!Array.isArray(buttons)) return [];
  return buttons.flatMap((button, index) => {
    if (!button || typeof button !== "object") return [];
    const { text, url, backgroundColor } = button as Record<string, unknown>;
    const href = safeHref(url);
    if (typeof text !== "string" || text.trim() === "" || !href) return [];
    const background = normalizeHex(backgroundColor) ?? DEFAULT_BUTTON_COLOR;
    return [{ index, text: text.trim(), href, background, color: readableTextColor(background) }];
  });
}

/** Gallery items the card shows (spec 000 §5 skip rule), with a text alternative. */
export function galleryImages(gallery: unknown): Array<{ src: string; alt: string | null }> {
  if (!Array.isArray(gallery)) return [];
  return gallery.flatMap((item) => {
    const record = item && typeof item === "object" ? (item as Record<string, unknown>) : null;
    const src = imageSrc(record ? record.url : item);
    if (!src) return [];
    const described = record
      ? [record.alt, record.caption, record.title].find((v) => typeof v === "string")
      : null;
    const alt =
      typeof described === "string" && described.trim() !== "" ? described.trim().slice(0, 300) : null;
    return [{ src, alt }];
  });
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
