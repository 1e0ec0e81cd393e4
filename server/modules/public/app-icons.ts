/**
 * The app icons a card gets when its owner uploaded none: 192, 512 and 512 maskable PNG
 * (Chromium installs only with a 192 and a 512 PNG). Drawn with sharp from the card's
 * profile picture, else its logo, else its initials on the theme colour.
 *
 * `iconPlan` says what to draw from the card alone (no file read), and `iconVersion` hashes it:
 * the manifest puts that hash in the icons' URLs, so a URL names one drawing and can be cached
 * for long (routes.ts), while any change to what is drawn gives new URLs.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { BusinessCard } from "../../../core/card";
import { initials } from "../../../core/card-display";
import { normalizeHex, readableTextColor } from "../../../core/colors";
import { cardLook } from "../../../core/org-brand";
import { DEFAULT_PWA_BACKGROUND_COLOR } from "../../../core/schemas/card";
import { MAX_INPUT_PIXELS, STORED_NAME } from "../uploads/upload-rules";

const ICON_FILES = {
  "192.png": { size: 192, maskable: false },
  "512.png": { size: 512, maskable: false },
  "512-maskable.png": { size: 512, maskable: true },
} as const;
export type IconFile = keyof typeof ICON_FILES;

export function isIconFile(file: string): file is IconFile {
  return Object.hasOwn(ICON_FILES, file);
}

/** Bump when the drawing changes, so URLs cached for a year by browsers change with it. */
const DRAWING_VERSION = 1;

/**
 * Maskable icons are cut by the launcher to any shape that contains the central circle of 80 %
 * of the width (the "safe zone"); what matters is drawn inside it, the rest is canvas colour.
 */
const SAFE_ZONE = 0.8;
/** A logo's box: inside the square with a margin, or inscribed in the safe zone's circle. */
const LOGO_BOX = 0.8;
const MASKABLE_LOGO_BOX = SAFE_ZONE / Math.SQRT2;
/** Initials' font size as a share of the icon; two wide capitals still fit the safe zone. */
const INITIALS_SIZE = 0.42;
const MASKABLE_INITIALS_SIZE = 0.3;

export interface IconPlan {
  /** A stored upload (its storage name) to draw from; SVG is left out (see `pictureOf`). */
  picture: { name: string; kind: "photo" | "logo" } | null;
  initials: string;
  /** The colour behind everything: the square, the maskable padding. */
  canvas: string;
  /** The initials' colour, readable on the canvas. */
  ink: string;
}

/**
 * A picture of this site's uploads, by storage name. Only those are read (through FileStorage,
 * never from the network). SVG is not drawn here: user SVG is drawn only in the SVG worker
 * (uploads/svg-worker-pool.ts), with its limits, never in the request process.
 */
function pictureOf(url: string | null | undefined): string | null {
  const path = url?.trim() ?? "";
  if (!path.startsWith("/uploads/")) return null;
  const name = path.slice("/uploads/".length);
  const match = STORED_NAME.exec(name);
  return match && match[2] !== "svg" ? name : null;
}

export function iconPlan(card: BusinessCard): IconPlan {
  const pwa = card.pwaSettings ?? {};
  const themeColor = normalizeHex(pwa.themeColor) ?? cardLook(card).accent;
  // A logo is usually made for a light page: it goes on the app's background colour.
  const backgroundColor = normalizeHex(pwa.backgroundColor) ?? DEFAULT_PWA_BACKGROUND_COLOR;
  const photo = pictureOf(card.profilePicture);
  const logo = photo ? null : pictureOf(card.logoUrl ?? card.logo);
  const canvas = logo ? backgroundColor : themeColor;
  const name = card.name?.trim() || pwa.appName?.trim() || "Business Card";
  return {
    picture: photo ? { name: photo, kind: "photo" } : logo ? { name: logo, kind: "logo" } : null,
    initials: initials(name),
    canvas,
    ink: readableTextColor(canvas),
  };
}

export function iconVersion(plan: IconPlan): string {
  const text = JSON.stringify([DRAWING_VERSION, plan]);
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

export interface DrawnIcon {
  bytes: Buffer;
  /** False when the planned picture could not be read or decoded and initials were drawn. */
  asPlanned: boolean;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function initialsSvg(plan: IconPlan, size: number, maskable: boolean): Buffer {
  const fontSize = Math.round(size * (maskable ? MASKABLE_INITIALS_SIZE : INITIALS_SIZE));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<rect width="${size}" height="${size}" fill="${plan.canvas}"/>` +
      `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" ` +
      `font-weight="bold" font-size="${fontSize}" fill="${plan.ink}">${escapeXml(plan.initials)}</text></svg>`,
  );
}

const canvasOf = (size: number, colour: string) =>
  sharp({ create: { width: size, height: size, channels: 4, background: colour } });

/** The picture drawn on the canvas; throws when it cannot be decoded. */
async function pictureIcon(
  input: Buffer,
  plan: IconPlan,
  kind: "photo" | "logo",
  size: number,
  maskable: boolean,
): Promise<Buffer> {
  const decoded = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  if (kind === "photo" && !maskable) {
    // A face fills the square, as on the card.
    return decoded()
      .resize(size, size, { fit: "cover" })
      .flatten({ background: plan.canvas })
      .png()
      .toBuffer();
  }
  let layer: Buffer;
  if (kind === "photo") {
    // Maskable: the photo as a disc filling the safe zone, the corners canvas.
    const inner = Math.round(size * SAFE_ZONE);
    const disc = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${inner}" height="${inner}"><circle cx="${inner / 2}" cy="${inner / 2}" r="${inner / 2}"/></svg>`,
    );
    layer = await decoded()
      .resize(inner, inner, { fit: "cover" })
      .ensureAlpha()
      .composite([{ input: disc, blend: "dest-in" }])
      .png()
      .toBuffer();
  } else {
    const box = Math.round(size * (maskable ? MASKABLE_LOGO_BOX : LOGO_BOX));
    layer = await decoded().resize(box, box, { fit: "inside" }).png().toBuffer();
  }
  return canvasOf(size, plan.canvas)
    .composite([{ input: layer, gravity: "centre" }])
    .png()
    .toBuffer();
}

/** Draws `file` by `plan`; `read` gives a stored upload's bytes (undefined: no such file). */
export async function drawIcon(
  plan: IconPlan,
  file: IconFile,
  read: (name: string) => Promise<Buffer | undefined>,
): Promise<DrawnIcon> {
  const { size, maskable } = ICON_FILES[file];
  if (plan.picture) {
    const input = await read(plan.picture.name);
    if (input) {
      try {
        return { bytes: await pictureIcon(input, plan, plan.picture.kind, size, maskable), asPlanned: true };
      } catch {
        // Damaged or refused (pixel limit): the initials stand in, and the answer is not cached long.
      }
    }
  }
  const bytes = await sharp(initialsSvg(plan, size, maskable))
    .png()
    .toBuffer();
  return { bytes, asPlanned: plan.picture === null };
}
