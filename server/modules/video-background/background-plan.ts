/**
 * What a background shows, worked out from the card alone (no file is read): its texts, its
 * colours, the pictures it draws from, and the address its QR code carries. The plan's hash is the
 * drawing's identity: the cache's key and the answer's ETag, so any change to what would be drawn
 * (an edit of the card, its organisation's brand, a new picture) draws it again.
 */
import { createHash } from "node:crypto";
import type { BusinessCard } from "../../../core/card";
import { cardDisplayName } from "../../../core/card-display";
import { contrastRatio, normalizeHex } from "../../../core/colors";
import { cardLook } from "../../../core/org-brand";
import type { BackgroundOptions } from "../../../core/video-background";
import { STORED_NAME } from "../uploads/upload-rules";

/** Bump when the drawing changes, so no cached or browser-kept copy of the old drawing is used. */
const DRAWING_VERSION = 1;

/** WCAG AA for text: white (or black) text on every part of the background reaches it. */
const TEXT_CONTRAST_MIN = 4.5;
const WHITE = "#ffffff";
const BLACK = "#111111";

export interface BackgroundPlan {
  options: BackgroundOptions;
  name: string;
  title: string | null;
  company: string | null;
  /** The QR code's address: the card's, marked as coming from the background. */
  url: string;
  /** The theme's header colours (one, or a gradient's stops) and the gradient's angle in degrees. */
  colours: string[];
  angle: number;
  /** Black drawn over the colours (0-1), where the text needs it to read. */
  shade: number;
  /** The text's colour. */
  ink: string;
  /** The stored picture behind everything (a storage name), or null for the theme colours. */
  backdrop: string | null;
  /** A stored logo (the organisation's, else the card's), or null. */
  logo: string | null;
  /** The card's stored profile photo, drawn round when there is no logo. */
  photo: string | null;
}

/**
 * A raster picture this site stores, by storage name, from an address such as "/uploads/<hash>.jpg".
 * Only those are read (through the file storage, never from the network). SVG is left out: user
 * SVG is drawn only in the uploads' SVG worker, with its limits, never in the request process.
 */
export function storedRaster(address: string | null | undefined): string | null {
  const path = address?.trim() ?? "";
  if (!path.startsWith("/uploads/")) return null;
  const name = path.slice("/uploads/".length);
  const match = STORED_NAME.exec(name);
  return match && match[2] !== "svg" ? name : null;
}

/** The colours of a theme header: a CSS colour or linear-gradient(); the accent when it names none. */
export function headerColours(header: string, fallback: string): { colours: string[]; angle: number } {
  const colours = (header.match(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi) ?? [])
    .map((colour) => normalizeHex(colour))
    .filter((colour): colour is string => colour !== null);
  const angle = Number(/(-?\d+(?:\.\d+)?)deg/.exec(header)?.[1] ?? 135);
  return { colours: colours.length > 0 ? colours : [fallback], angle };
}

/** `colour` with `share` of black over it. */
function darken(colour: string, share: number): string {
  const channels = [1, 3, 5].map((at) =>
    Math.round(Number.parseInt(colour.slice(at, at + 2), 16) * (1 - share)),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The text colour and the least shade that make it read on every colour: black text where it
 * reads better on the colours as they are (a light theme), else white text over as much black as
 * it takes.
 */
export function inkFor(colours: string[]): { ink: string; shade: number } {
  const worst = (ink: string, shade: number) =>
    Math.min(...colours.map((colour) => contrastRatio(ink, darken(colour, shade))));
  if (worst(BLACK, 0) >= TEXT_CONTRAST_MIN && worst(BLACK, 0) > worst(WHITE, 0))
    return { ink: BLACK, shade: 0 };
  for (let shade = 0; shade < 1; shade += 0.05) {
    if (worst(WHITE, shade) >= TEXT_CONTRAST_MIN) return { ink: WHITE, shade: Math.round(shade * 100) / 100 };
  }
  return { ink: WHITE, shade: 1 };
}

/**
 * A blurred picture is darkened by this much: white text then reads at 4.5:1 even on its
 * whitest part (white at 40 % is #666666, 5.7:1).
 */
const PICTURE_SHADE = 0.6;

const text = (value: string | null | undefined) => value?.trim() || null;

export function backgroundPlan(card: BusinessCard, url: string, options: BackgroundOptions): BackgroundPlan {
  const look = cardLook(card);
  const { colours, angle } = headerColours(look.header, look.accent);
  const photo = storedRaster(card.profilePicture);
  const cover = storedRaster(card.coverPhoto);
  // A picture the card does not have (or one this site does not store) leaves the theme colours.
  const backdrop = options.picture === "cover" ? cover : options.picture === "photo" ? photo : null;
  const { ink, shade } = backdrop ? { ink: WHITE, shade: PICTURE_SHADE } : inkFor(colours);
  return {
    options,
    name: cardDisplayName(card),
    title: text(card.title),
    company: text(card.company),
    url,
    colours,
    angle,
    shade,
    ink,
    backdrop,
    logo: storedRaster(card.brand?.logo) ?? storedRaster(card.logoUrl ?? card.logo),
    photo,
  };
}

export function planHash(plan: BackgroundPlan): string {
  return createHash("sha256")
    .update(JSON.stringify([DRAWING_VERSION, plan]))
    .digest("hex")
    .slice(0, 32);
}
