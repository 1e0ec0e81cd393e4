/**
 * Colour arithmetic for readable text: WCAG contrast ratios and the black-or-white text colour
 * that reads best on a background (custom buttons, the page's theme colour).
 */

/** A custom button's background when it names none (the theme's gold). */
export const DEFAULT_BUTTON_COLOR = "#d9bd90";

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
