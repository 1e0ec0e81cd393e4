/**
 * Draws the app's own install icons (web/public/app-icons/) from its favicon: 192 and 512 px,
 * and a 512 px maskable one whose drawing keeps inside the central safe zone (the inner 80%
 * circle a launcher may crop to) on the brand colour. Run once when the favicon changes:
 * `npx tsx scripts/draw-app-icons.ts`; the PNGs are committed, so builds need no drawing.
 */
import { mkdirSync, readFileSync } from "node:fs";
import sharp from "sharp";

const SOURCE = "web/public/favicon.svg";
const OUT = "web/public/app-icons";
const BRAND = "#b7791f";
/** The drawing's share of a maskable icon: its corners stay inside the 80% safe circle. */
const MASKABLE_DRAWING = 0.56;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const svg = readFileSync(SOURCE);
  for (const size of [192, 512]) {
    await sharp(svg, { density: 72 * (size / 64) })
      .resize(size, size)
      .png()
      .toFile(`${OUT}/icon-${size}.png`);
  }
  const inner = Math.round(512 * MASKABLE_DRAWING);
  const drawing = await sharp(svg, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
    .composite([{ input: drawing, gravity: "center" }])
    .png()
    .toFile(`${OUT}/icon-512-maskable.png`);
}

await main();
