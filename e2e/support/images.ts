/**
 * Real image files for the upload specs, made with sharp when a spec asks for them (nothing
 * binary is checked in). Photos are noisy, so they weigh what a camera's do and take the
 * client's compression path (taken by files over 100 KB).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

const dir = mkdtempSync(join(tmpdir(), "cardfolio-e2e-images-"));

/** Random pixels, so JPEG cannot squeeze the file below the compression threshold. */
function noise(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return pixels;
}

export interface TestImage {
  path: string;
  width: number;
  height: number;
}

/** A JPEG photo of this size, over 100 KB, tinted so two images never look alike. */
export async function photo(name: string, width: number, height: number): Promise<TestImage> {
  const path = join(dir, `${name}.jpg`);
  await sharp(noise(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(path);
  return { path, width, height };
}

/** A small flat PNG of this size (under 100 KB, so it is sent as it is). */
export async function flatPng(
  name: string,
  width: number,
  height: number,
  colour = "#2563eb",
): Promise<TestImage> {
  const path = join(dir, `${name}.png`);
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toFile(path);
  return { path, width, height };
}

/**
 * A phone camera's photo: 4000 x 3000 pixels of noise at quality 85, about 8 MB, taken with the
 * phone turned (EXIF orientation 6), so it stands upright as 3000 x 4000.
 */
export async function cameraPhoto(name: string): Promise<TestImage & { bytes: number }> {
  const path = join(dir, `${name}.jpg`);
  const info = await sharp(noise(4000, 3000), { raw: { width: 4000, height: 3000, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toFile(path);
  return { path, width: 3000, height: 4000, bytes: info.size };
}

/** A file of `megabytes` MB that starts as a JPEG does: too large to be taken at all. */
export function oversizedJpeg(name: string, megabytes: number): string {
  const path = join(dir, `${name}.jpg`);
  const bytes = Buffer.alloc(megabytes * 1024 * 1024);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  writeFileSync(path, bytes);
  return path;
}
