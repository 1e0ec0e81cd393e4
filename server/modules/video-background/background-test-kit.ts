/**
 * What the background tests share: the route's address, and reading a QR code from a picture
 * as a video call would show it (scaled to a 640x360 tile and compressed as JPEG at quality 50),
 * or as it is (to find where the code sits and how large it is).
 */
import jsQR, { type QRCode } from "jsqr";
import sharp, { type Sharp } from "sharp";

export const backgroundUrl = (cardId: number | string, query = "") =>
  `/api/business-cards/${cardId}/background${query ? `?${query}` : ""}`;

async function decode(image: Sharp): Promise<QRCode | null> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
}

/** The QR code of the picture at full size. */
export const readQr = (bytes: Buffer) => decode(sharp(bytes));

/** The QR code of the picture as a video tile shows it: 640x360, then JPEG at quality 50. */
export async function readQrInVideoTile(bytes: Buffer): Promise<QRCode | null> {
  const tile = await sharp(bytes).resize(640, 360).jpeg({ quality: 50 }).toBuffer();
  return decode(sharp(tile));
}
