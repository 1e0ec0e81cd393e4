/**
 * Reads a QR code the way a phone camera would: from the pixels on screen. The element is
 * screenshotted, decoded to raw pixels with sharp, and scanned with jsQR, so a test proves
 * the code a visitor sees really opens the expected address.
 */
import type { Locator } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";

export async function decodeQrOnScreen(code: Locator): Promise<string | undefined> {
  const png = await code.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height)?.data;
}
