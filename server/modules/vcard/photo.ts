/**
 * The profile picture for the contact file. Files this site stores (the uploads storage) are
 * embedded as a small JPEG, so the picture survives offline and in address books that never
 * fetch addresses. A picture elsewhere is only referenced (PHOTO;VALUE=URI): the server never
 * fetches remote addresses on a visitor's behalf (that would let anyone make it request any
 * URL, SSRF).
 */
import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import { isWebUrl } from "../../../core/links";
import type { VCardPhoto } from "../../../core/vcard";
import type { FileStorage } from "../../lib/storage/file-storage";

/** Address books show contact pictures small; 400 px keeps the file near 30-60 KB. */
const MAX_SIDE = 400;
const JPEG_QUALITY = 80;
/** Uploads are limited far below this; anything larger is not one of ours. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Decompression-bomb guard: sharp's default allows 268 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Raster formats only: an SVG could make the rasteriser load other files. */
const RASTER_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
/** Content-hash names such as "3f9a…c1.jpg": one path segment, no dot-dot, no hidden files. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

export interface PhotoSettings {
  storage: Pick<FileStorage, "read">;
  /** The site's public origin (config.appUrl), to recognise its own absolute addresses. */
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Resized pictures by the original's content hash. Saving the same card again and again (a
 * page shown at an event) then costs one resize; a replaced file has a new hash, so a new key.
 */
const resized = new Map<string, Uint8Array>();
const CACHE_ENTRIES = 64;

function remember(key: string, jpeg: Uint8Array): void {
  resized.delete(key);
  resized.set(key, jpeg);
  if (resized.size > CACHE_ENTRIES) resized.delete(resized.keys().next().value!);
}

/** The stored upload's name for a same-site "/uploads/<name>" address, else null. */
export function uploadName(path: string): string | null {
  const match = /^\/uploads\/([^/?#]+)$/.exec(path);
  return match && SAFE_NAME.test(match[1]) ? match[1] : null;
}

async function embedUpload(name: string, settings: PhotoSettings): Promise<Uint8Array | null> {
  let input: Buffer | undefined;
  try {
    input = await settings.storage.read(name);
  } catch (error) {
    settings.log.warn({ err: error, file: name }, "profile picture could not be read for the vCard");
    return null;
  }
  // Not stored (yet): no picture rather than a broken reference.
  if (!input || input.length > MAX_FILE_BYTES) return null;
  const key = createHash("sha256").update(input).digest("hex");
  const cached = resized.get(key);
  if (cached) {
    remember(key, cached);
    return cached;
  }
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !RASTER_FORMATS.has(format)) return null;
    const jpeg = await image
      .rotate() // Apply the EXIF orientation before it is stripped.
      .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" }) // JPEG has no transparency; white, not black.
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    const bytes = new Uint8Array(jpeg);
    remember(key, bytes);
    return bytes;
  } catch (error) {
    settings.log.warn({ err: error, file: name }, "profile picture could not be resized for the vCard");
    return null;
  }
}

/** What the vCard carries for a card's profile picture, if anything. */
export async function vcardPhoto(
  profilePicture: string | null,
  settings: PhotoSettings,
): Promise<VCardPhoto | undefined> {
  const value = profilePicture?.trim();
  if (!value) return undefined;

  let path: string | null = null;
  if (value.startsWith("/") && !value.startsWith("//")) path = value;
  else if (isWebUrl(value)) {
    const url = new URL(value);
    if (url.origin !== new URL(settings.appUrl).origin) return { uri: url.href };
    path = url.pathname; // This site's own absolute address: treat as the same-site path.
  }
  if (path === null) return undefined;

  const name = uploadName(path);
  if (name) {
    const jpeg = await embedUpload(name, settings);
    return jpeg ? { jpeg } : undefined;
  }
  // Another file this site serves (the web app's own images): reference it absolutely.
  return { uri: new URL(path, settings.appUrl).href };
}
