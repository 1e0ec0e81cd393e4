/**
 * When and how a file is compressed before upload: a non-SVG file over 100 KB
 * is redrawn as a JPEG no larger than its kind's box, at its kind's quality.
 */
import { imageFormat } from "./file-checks";

export const COMPRESS_ABOVE_BYTES = 100 * 1024;

export function needsCompression(file: { name: string; type: string; size: number }): boolean {
  return file.size > COMPRESS_ABOVE_BYTES && imageFormat(file) !== "svg";
}

/** The size that fits inside maxWidth x maxHeight with the same shape; never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** "holiday.png" becomes "holiday.jpg": the name a redrawn JPEG is sent under. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, "").trim();
  return `${base || "image"}.jpg`;
}
