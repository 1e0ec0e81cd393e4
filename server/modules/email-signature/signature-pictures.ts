/**
 * The pictures an email signature shows, drawn for email clients: the profile photo cut round
 * into a PNG with transparent corners (Outlook ignores border-radius, so the round shape must
 * be in the picture), and a small QR code of the card. Both at fixed sizes, twice the largest
 * shown size for sharp screens, and kept in small bounded caches: a signature's pictures are
 * fetched once per email opened, so the same few are asked for again and again.
 */

import QRCode from "qrcode";
import sharp from "sharp";
import { PHOTO_SIZE, QR_SIZE } from "../../../core/email-signature-html";
import { MAX_INPUT_PIXELS, STORED_NAME } from "../uploads/upload-rules";

/** The round photo's side: twice the classic layout's shown size, the largest of the three. */
export const ROUND_PHOTO_SIDE = PHOTO_SIZE.classic * 2;
/** The QR code's side: twice its shown size. */
export const SIGNATURE_QR_SIDE = QR_SIZE * 2;
/** Uploads are limited far below this; anything larger is not one of ours. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const CACHE_ENTRIES = 64;

/** Raster uploads only: an SVG would be drawn by the rasteriser, which only the upload workers do. */
const RASTER_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);

/**
 * A small least-recently-used cache of drawings in progress or done: past `CACHE_ENTRIES`, the
 * oldest goes. Requests that arrive while a picture is being drawn wait for that one drawing
 * rather than starting their own; a drawing that comes to nothing is forgotten.
 */
function drawingCache() {
  const entries = new Map<string, Promise<Buffer | undefined>>();
  return (key: string, draw: () => Promise<Buffer | undefined>): Promise<Buffer | undefined> => {
    let drawing = entries.get(key);
    if (drawing) entries.delete(key);
    else {
      drawing = draw().then(
        (result) => {
          if (result === undefined) entries.delete(key);
          return result;
        },
        (error: unknown) => {
          entries.delete(key);
          throw error;
        },
      );
    }
    entries.set(key, drawing);
    if (entries.size > CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
    return drawing;
  };
}

const photos = drawingCache();
const qrCodes = drawingCache();

/** A white disc on transparency: composited with dest-in, it keeps only the photo's inside. */
const CIRCLE_MASK = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${ROUND_PHOTO_SIDE}" height="${ROUND_PHOTO_SIDE}">` +
    `<circle cx="${ROUND_PHOTO_SIDE / 2}" cy="${ROUND_PHOTO_SIDE / 2}" r="${ROUND_PHOTO_SIDE / 2}" fill="#fff"/></svg>`,
);

/** A stored upload's name that can be cut round (a raster content-hash name), else null. */
export function roundablePhotoName(name: string | null): string | null {
  const match = name === null ? null : STORED_NAME.exec(name);
  return match && match[2] !== "svg" ? name : null;
}

/** The version a stored upload's picture is known by: its content hash, shortened. */
export function photoVersion(name: string): string {
  return name.slice(0, 16);
}

/**
 * The stored photo named `name` (a content hash, so one name is always the same picture) as a
 * round PNG; `read` loads its bytes when it is not cached. Undefined when it is not stored or
 * not a raster image sharp can read within the upload limits.
 */
export function roundPhotoPng(
  name: string,
  read: (name: string) => Promise<Buffer | undefined>,
): Promise<Buffer | undefined> {
  return photos(name, () => drawRoundPhoto(name, read));
}

async function drawRoundPhoto(
  name: string,
  read: (name: string) => Promise<Buffer | undefined>,
): Promise<Buffer | undefined> {
  const bytes = await read(name);
  if (!bytes || bytes.length > MAX_FILE_BYTES) return undefined;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !RASTER_FORMATS.has(format)) return undefined;
    const png = await image
      .rotate() // The EXIF orientation, before the metadata goes.
      .resize(ROUND_PHOTO_SIDE, ROUND_PHOTO_SIDE, { fit: "cover", position: "attention" })
      .ensureAlpha()
      .composite([{ input: CIRCLE_MASK, blend: "dest-in" }])
      .png({ compressionLevel: 9 })
      .toBuffer();
    return png;
  } catch {
    return undefined;
  }
}

/** The QR code of `address` (the card's page, marked as the email source) as a PNG. */
export async function signatureQrPng(address: string): Promise<Buffer> {
  const png = await qrCodes(address, () =>
    QRCode.toBuffer(address, {
      type: "png",
      width: SIGNATURE_QR_SIDE,
      margin: 2,
      errorCorrectionLevel: "M",
      color: { dark: "#000000ff", light: "#ffffffff" },
    }),
  );
  return png!;
}
