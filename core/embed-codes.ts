/**
 * Embed codes (the card's `embedCodes`, a list of HTML snippets): third-party widgets shown
 * on the public card, each in a sandboxed frame of its own (docs/decisions/008). The stored
 * list stays a list of HTML strings; an embed's label and height travel in a first-line HTML
 * comment, `<!-- embed: Booking calendar; height: 600 -->`, which any snippet from elsewhere
 * may lack (it then gets a numbered label and the default height).
 */

/** The card schema's limits (core/schemas/card.ts). */
export const EMBED_CODES_MAX = 10;
export const EMBED_CODE_MAX = 10_000;
export const EMBED_LABEL_MAX = 80;
export const EMBED_HEIGHT_MIN = 100;
export const EMBED_HEIGHT_MAX = 1200;
export const EMBED_HEIGHT_DEFAULT = 400;

export interface EmbedCode {
  /** What the embed is, e.g. "Booking calendar": the frame's title. "" when not given. */
  label: string;
  /** The frame's height in CSS pixels; its width follows the card. */
  height: number;
  /** The HTML that runs inside the frame. */
  html: string;
}

const HEADER = /^<!--\s*embed:([^>]*?)(?:;\s*height:\s*(\d{1,5}))?\s*-->\r?\n?/;

function clampHeight(height: number): number {
  if (!Number.isFinite(height)) return EMBED_HEIGHT_DEFAULT;
  return Math.min(EMBED_HEIGHT_MAX, Math.max(EMBED_HEIGHT_MIN, Math.round(height)));
}

/** A label that fits in the header comment: one line, no "--" or ">", bounded. */
function cleanEmbedLabel(label: string): string {
  return label
    .replace(/[\r\n\t]+/g, " ")
    .replace(/-{2,}/g, "-")
    .replace(/[>;]/g, "")
    .trim()
    .slice(0, EMBED_LABEL_MAX);
}

export function parseEmbedCode(stored: string): EmbedCode {
  const header = HEADER.exec(stored);
  if (!header) return { label: "", height: EMBED_HEIGHT_DEFAULT, html: stored };
  return {
    label: cleanEmbedLabel(header[1] ?? ""),
    height: header[2] ? clampHeight(Number(header[2])) : EMBED_HEIGHT_DEFAULT,
    html: stored.slice(header[0].length),
  };
}

export function formatEmbedCode({ label, height, html }: EmbedCode): string {
  return `<!-- embed: ${cleanEmbedLabel(label)}; height: ${clampHeight(height)} -->\n${html}`;
}

/** The frame's accessible name: the label, else "Embedded content {n}" (1-based). */
export function embedTitle(embed: EmbedCode, index: number): string {
  return embed.label || `Embedded content ${index + 1}`;
}

/** Where the public page loads embed `index` of the card `slug` from (server/modules/embeds). */
export function embedPath(slug: string, index: number): string {
  return `/embed/${encodeURIComponent(slug)}/${index}`;
}

/**
 * The frame's sandbox: scripts, forms and popups (a booking widget opens its site in a new
 * tab) but never `allow-same-origin`, so the frame's origin is opaque and the app's cookies,
 * storage and API are out of its reach; no top navigation either.
 */
export const EMBED_SANDBOX = "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox";
