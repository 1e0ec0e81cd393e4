/**
 * Turns a card's stored values into what the card view may link to. Defence in depth: the API
 * validates links on save, but the view drops anything unsafe again (old rows, imports), so a
 * `javascript:` address can never reach an href.
 */
import { type BusinessCard, cardWebsite } from "./card";
import { orderedKeys } from "./card-order";
import { DEFAULT_BUTTON_COLOR, normalizeHex, readableTextColor } from "./colors";
import { isImageSource, isSafeLink, isWebUrl, normalizeWebsite } from "./links";

/** The longest inline (data:) image a card shows, in characters; longer ones are skipped. */
const INLINE_IMAGE_MAX = 50_000;

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

/** The card's website with https:// added when missing, and a short label. */
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

/** An inline image is shown only when it is base64 and short enough. */
function isShowableInlineImage(value: string): boolean {
  return /^data:image\//i.test(value) && value.includes(";base64,") && value.length <= INLINE_IMAGE_MAX;
}

/** An image the card may show: a web address, a file of this site, or a short inline image. */
export function imageSrc(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (/^data:/i.test(trimmed)) return isShowableInlineImage(trimmed) ? trimmed : null;
  return trimmed !== "" && isImageSource(trimmed) ? trimmed : null;
}

/**
 * The social links worth drawing: known-safe URLs under non-empty keys, in the owner's order
 * (`order`, the card's socialLinkOrder; links it does not name follow in their stored order).
 */
export function socialEntries(links: unknown, order?: unknown): Array<{ network: string; href: string }> {
  if (!links || typeof links !== "object" || Array.isArray(links)) return [];
  const record = links as Record<string, unknown>;
  return orderedKeys(Object.keys(record), order).flatMap((network) => {
    const url = record[network];
    const href = safeHref(url);
    return network.trim() !== "" && href ? [{ network, href }] : [];
  });
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

/** Gallery items whose image the card can show (others are skipped), each with a text alternative. */
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
