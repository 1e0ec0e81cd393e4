/**
 * The pictures Apple Wallet requires in a pass (an icon, shown in notifications and the lock
 * screen, and the logo at the pass's top left), each at 1x and 2x. They are made from the
 * card's organisation logo or profile picture when it is one of this site's uploads; otherwise
 * (a picture elsewhere is never fetched: the server makes no request on a user's say-so) from
 * the card's initials on its accent colour, drawn with the bundled Inter font.
 */
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import { initials } from "../../../core/card-display";
import { isWebUrl } from "../../../core/links";
import type { FileStorage } from "../../lib/storage/file-storage";
import { uploadName } from "../vcard/photo";

/** Points: the icon is 29x29, the logo at most 160x50 (square here, as the pictures are). */
const SIZES = { "icon.png": 29, "icon@2x.png": 58, "logo.png": 50, "logo@2x.png": 100 } as const;
export type PassImages = Record<keyof typeof SIZES, Buffer>;

/** Uploads are limited far below this; anything larger is not one of ours. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const MAX_INPUT_PIXELS = 50_000_000;
/** Raster formats only: an SVG could make the rasteriser load other files. */
const RASTER_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

/** The bundled font: no system font is needed, and the initials look the same on every server. */
const INTER_BOLD = fileURLToPath(import.meta.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf"));

export interface PassPictureSource {
  name: string;
  logoUrl: string | null;
  profilePicture: string | null;
}

interface ImageSettings {
  storage: Pick<FileStorage, "read">;
  /** The site's public origin, to recognise its own absolute addresses. */
  origin: string;
  log: FastifyBaseLogger;
  /** The initials' square: the card's accent and the text colour that reads on it. */
  accent: string;
  accentText: string;
}

/** The stored upload's name behind a same-site address ("/uploads/x.png" or at `origin`), else null. */
function storedName(value: string | null, origin: string): string | null {
  const address = value?.trim();
  if (!address) return null;
  if (address.startsWith("/") && !address.startsWith("//")) return uploadName(address);
  if (!isWebUrl(address)) return null;
  const url = new URL(address);
  return url.origin === new URL(origin).origin ? uploadName(url.pathname) : null;
}

async function uploadedPicture(name: string, settings: ImageSettings): Promise<Buffer | null> {
  try {
    const bytes = await settings.storage.read(name);
    if (!bytes || bytes.length > MAX_FILE_BYTES) return null;
    const { format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !RASTER_FORMATS.has(format)) return null;
    // Square and upright, large enough for the 2x logo.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(SIZES["logo@2x.png"] * 2, SIZES["logo@2x.png"] * 2, { fit: "cover" })
      .png()
      .toBuffer();
  } catch (error) {
    settings.log.warn({ err: error, file: name }, "picture could not be read for the wallet pass");
    return null;
  }
}

/** The initials in the accent's text colour, centred on a square of the accent. */
async function initialsSquare(name: string, settings: ImageSettings): Promise<Buffer> {
  const side = SIZES["logo@2x.png"] * 2;
  const letters = initials(name) || "?";
  const text = await sharp({
    text: {
      text: `<span foreground="${settings.accentText}">${letters.replace(/[<>&"']/g, "")}</span>`,
      fontfile: INTER_BOLD,
      font: "Inter Bold",
      rgba: true,
      dpi: 300,
    },
  })
    .png()
    .toBuffer();
  const fitted = await sharp(text)
    .resize(Math.round(side * 0.6), Math.round(side * 0.45), { fit: "inside" })
    .toBuffer();
  return sharp({ create: { width: side, height: side, channels: 4, background: settings.accent } })
    .composite([{ input: fitted, gravity: "centre" }])
    .png()
    .toBuffer();
}

export async function passImages(card: PassPictureSource, settings: ImageSettings): Promise<PassImages> {
  let picture: Buffer | null = null;
  for (const address of [card.logoUrl, card.profilePicture]) {
    const name = storedName(address, settings.origin);
    picture = name ? await uploadedPicture(name, settings) : null;
    if (picture) break;
  }
  const square = picture ?? (await initialsSquare(card.name, settings));
  const entries = await Promise.all(
    Object.entries(SIZES).map(async ([file, side]) => [
      file,
      await sharp(square).resize(side, side).png().toBuffer(),
    ]),
  );
  return Object.fromEntries(entries) as PassImages;
}
