/**
 * An organisation's brand: its colours, font, logo and QR-code logo. Cards linked to one of the
 * organisation's templates are shown in it, and so are its directory and QR codes. A brand
 * colour is used only where it stays readable, so a brand can never make a page fail contrast.
 */
import { contrastRatio, normalizeHex, readableTextColor } from "./colors";
import type { ThemeLook } from "./themes";

/** The card fonts (card-view/card-theme-style.ts draws each from the system's own faces). */
export const BRAND_FONTS = ["sans", "serif", "mono", "rounded"] as const;
export type BrandFont = (typeof BRAND_FONTS)[number];
export const BRAND_FONT_NAMES: Record<BrandFont, string> = {
  sans: "Sans-serif",
  serif: "Serif",
  mono: "Monospace",
  rounded: "Rounded",
};

export interface OrgBrand {
  /** Buttons, icons and highlights: the accent of the organisation's cards. */
  primaryColor: string | null;
  /** The header band of cards without a cover photo, and the directory's header. */
  secondaryColor: string | null;
  font: BrandFont | null;
  /** Shown on the directory and the page of a deactivated card. */
  logo: string | null;
  /** Drawn in the middle of the QR codes of the organisation's cards. */
  qrLogo: string | null;
}

export const EMPTY_BRAND: OrgBrand = {
  primaryColor: null,
  secondaryColor: null,
  font: null,
  logo: null,
  qrLogo: null,
};

/** WCAG AA for body text: an accent is also drawn as text on the card's surface. */
const TEXT_CONTRAST_MIN = 4.5;

/** The share of the accent in the chips' tint (card-view.css, --cv-tint). */
const TINT_SHARE = 0.12;

function mix(a: string, b: string, shareOfB: number): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  const mixed = [1, 3, 5].map((at) => Math.round(channel(a, at) * (1 - shareOfB) + channel(b, at) * shareOfB));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** Whether `accent` reads as text on the card's surface and on the tint made from both. */
function readsOnSurface(accent: string, surface: string): boolean {
  const plain = normalizeHex(surface) ?? "#ffffff";
  const tint = mix(plain, accent, TINT_SHARE);
  return Math.min(contrastRatio(accent, plain), contrastRatio(accent, tint)) >= TEXT_CONTRAST_MIN;
}

/** A stored brand as it is read: anything an older or hand-edited row holds that is not valid reads as unset. */
export function readBrand(value: unknown): OrgBrand {
  const v = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const text = (x: unknown) => (typeof x === "string" && x !== "" ? x : null);
  return {
    primaryColor: normalizeHex(v.primaryColor),
    secondaryColor: normalizeHex(v.secondaryColor),
    font: (BRAND_FONTS as readonly unknown[]).includes(v.font) ? (v.font as BrandFont) : null,
    logo: text(v.logo),
    qrLogo: text(v.qrLogo),
  };
}

/** Whether the brand sets anything at all. */
export function hasBrand(brand: OrgBrand | null | undefined): brand is OrgBrand {
  return Boolean(brand && Object.values(brand).some((value) => value !== null));
}

/**
 * A theme's look in the brand: its font, its primary colour as the accent when it reads on the
 * card's surface (4.5:1, as text), its secondary colour as the header band when the white text
 * of the banner layout reads on it. A colour that would not read leaves the theme's own.
 */
export function brandedLook(look: ThemeLook, brand: OrgBrand | null | undefined): ThemeLook {
  if (!hasBrand(brand)) return look;
  const { primaryColor, secondaryColor, font } = brand;
  const branded = { ...look };
  if (font) branded.font = font;
  if (primaryColor && readsOnSurface(primaryColor, look.surface)) {
    branded.accent = primaryColor;
    branded.accentText = readableTextColor(primaryColor);
  }
  if (secondaryColor && (look.layout !== "banner" || contrastRatio(secondaryColor, "#ffffff") >= TEXT_CONTRAST_MIN)) {
    branded.header = secondaryColor;
  }
  return branded;
}
