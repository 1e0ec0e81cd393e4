/**
 * Real image files for the upload specs, made with sharp when a spec asks for them (nothing
 * binary is checked in). Photos are noisy, so they weigh what a camera's do and take the
 * client's compression path (spec 000 §9: over 100 KB).
 */
import { mkdtempSync } from "node:fs";
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
