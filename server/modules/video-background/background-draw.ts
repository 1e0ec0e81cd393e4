/**
 * Draws a background from its plan (background-plan.ts): the theme colours or a blurred picture,
 * the card's texts in the bundled font, its logo or photo, and a QR code of its address. The
 * person on the call covers the middle of the picture, so the text is a column at one side (or a
 * band along the bottom) and the QR code sits in an upper corner, away from the text: large
 * (QR_CODE_SIZE, with its white quiet zone), because a video tile shows the picture at a third of
 * its size and compressed.
 */
import QRCode from "qrcode";
import sharp, { type OverlayOptions } from "sharp";
import { BACKGROUND_HEIGHT as HEIGHT, BACKGROUND_WIDTH as WIDTH } from "../../../core/video-background";
import { blurredBackdrop, type Layer, logoTile, type ReadStored, roundPhoto } from "./background-pictures";
import type { BackgroundPlan } from "./background-plan";
import { type DrawnText, drawText } from "./background-text";

/** Space kept clear along the edges (some apps crop a little). */
const MARGIN = 96;
/** The QR code's side with its quiet zone of QR_QUIET_MODULES modules: the code itself is over 380 px. */
const QR_TILE_SIZE = 440;
const QR_QUIET_MODULES = 4;
/** The text column beside the person. */
const COLUMN_WIDTH = 600;
const BAND_HEIGHT = 300;
const WHITE = "#ffffff";
const CAPTION = "Scan for my card";

interface Placed {
  layer: Layer | DrawnText;
  /** The gap above it. */
  gap: number;
}

function gradientSvg(plan: BackgroundPlan): Buffer {
  // A CSS angle points the gradient's way, clockwise from "up".
  const radians = (plan.angle * Math.PI) / 180;
  const [dx, dy] = [Math.sin(radians) / 2, -Math.cos(radians) / 2];
  const stops = plan.colours
    .map((colour, index) => {
      const offset = plan.colours.length === 1 ? 0 : index / (plan.colours.length - 1);
      return `<stop offset="${offset}" stop-color="${colour}"/>`;
    })
    .join("");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<defs><linearGradient id="g" x1="${0.5 - dx}" y1="${0.5 - dy}" x2="${0.5 + dx}" y2="${0.5 + dy}">${stops}</linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<rect width="100%" height="100%" fill="#000000" fill-opacity="${plan.shade}"/></svg>`,
  );
}

async function qrTile(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    type: "png",
    width: QR_TILE_SIZE,
    margin: QR_QUIET_MODULES,
    errorCorrectionLevel: "M",
    color: { dark: "#000000ff", light: "#ffffffff" },
  });
}

/** The logo on its tile, else the photo cut round, else nothing. */
async function mark(plan: BackgroundPlan, read: ReadStored, maxWidth: number, maxHeight: number) {
  return (
    (await logoTile(read, plan.logo, maxWidth, maxHeight)) ?? (await roundPhoto(read, plan.photo, maxHeight))
  );
}

async function textLayers(
  plan: BackgroundPlan,
  ink: string,
  width: number,
  sizes: { name: number; nameHeight: number; line: number },
  align: "left" | "right",
  joinLines: boolean,
): Promise<Placed[]> {
  const placed: Placed[] = [
    {
      layer: await drawText({
        text: plan.name,
        size: sizes.name,
        bold: true,
        color: ink,
        width,
        maxHeight: sizes.nameHeight,
        align,
      }),
      gap: 0,
    },
  ];
  const lines = joinLines
    ? [[plan.title, plan.company].filter(Boolean).join(" · ")]
    : [plan.title ?? "", plan.company ?? ""];
  for (const line of lines.filter((value) => value !== "")) {
    const layer = await drawText({
      text: line,
      size: sizes.line,
      color: ink,
      width,
      maxHeight: sizes.line * 2.6,
      align,
    });
    placed.push({ layer, gap: Math.round(sizes.line * (placed.length === 1 ? 0.8 : 0.4)) });
  }
  return placed;
}

/** Layers stacked from `top`, each at `left` or ending at `right`. */
function stack(placed: Placed[], top: number, x: (layer: Layer | DrawnText) => number): OverlayOptions[] {
  let y = top;
  return placed.map(({ layer, gap }) => {
    y += gap;
    const overlay = { input: layer.png, left: Math.round(x(layer)), top: Math.round(y) };
    y += layer.height;
    return overlay;
  });
}

const heightOf = (placed: Placed[]) => placed.reduce((sum, { layer, gap }) => sum + gap + layer.height, 0);

async function columnOverlays(plan: BackgroundPlan, read: ReadStored, side: "left" | "right") {
  const placed: Placed[] = [];
  const logo = await mark(plan, read, 320, 160);
  if (logo) placed.push({ layer: logo, gap: 0 });
  const texts = await textLayers(
    plan,
    plan.ink,
    COLUMN_WIDTH,
    { name: 84, nameHeight: 330, line: 44 },
    side,
    false,
  );
  texts[0]!.gap = logo ? 48 : 0;
  placed.push(...texts);
  const top = Math.max(MARGIN, (HEIGHT - heightOf(placed)) / 2);
  const x = side === "left" ? () => MARGIN : (layer: Layer | DrawnText) => WIDTH - MARGIN - layer.width;
  return stack(placed, top, x);
}

async function bandOverlays(plan: BackgroundPlan, read: ReadStored): Promise<OverlayOptions[]> {
  const bandTop = HEIGHT - BAND_HEIGHT;
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${BAND_HEIGHT}"><rect width="100%" height="100%" fill="#000000" fill-opacity="0.6"/></svg>`,
  );
  const overlays: OverlayOptions[] = [{ input: band, left: 0, top: bandTop }];
  const logo = await mark(plan, read, 360, 180);
  let left = MARGIN;
  if (logo) {
    overlays.push({ input: logo.png, left, top: Math.round(bandTop + (BAND_HEIGHT - logo.height) / 2) });
    left += logo.width + 56;
  }
  const width = WIDTH - MARGIN - left;
  const placed = await textLayers(plan, WHITE, width, { name: 68, nameHeight: 150, line: 38 }, "left", true);
  const top = bandTop + Math.max(32, (BAND_HEIGHT - heightOf(placed)) / 2);
  return [...overlays, ...stack(placed, top, () => left)];
}

/** The QR code in the upper corner away from the text, its caption under it. */
async function qrOverlays(plan: BackgroundPlan): Promise<OverlayOptions[]> {
  const left = plan.options.layout === "right" ? MARGIN : WIDTH - MARGIN - QR_TILE_SIZE;
  const caption = await drawText({
    text: CAPTION,
    size: 34,
    color: plan.ink,
    width: QR_TILE_SIZE,
    maxHeight: 60,
  });
  return [
    { input: await qrTile(plan.url), left, top: MARGIN },
    {
      input: caption.png,
      left: Math.round(left + (QR_TILE_SIZE - caption.width) / 2),
      top: MARGIN + QR_TILE_SIZE + 20,
    },
  ];
}

export interface DrawnBackground {
  bytes: Buffer;
}

export async function drawBackground(plan: BackgroundPlan, read: ReadStored): Promise<DrawnBackground> {
  const base = (await blurredBackdrop(read, plan.backdrop, plan.shade)) ?? gradientSvg(plan);
  const overlays = [
    ...(plan.options.layout === "band"
      ? await bandOverlays(plan, read)
      : await columnOverlays(plan, read, plan.options.layout)),
    ...(await qrOverlays(plan)),
  ];
  const image = sharp(base).resize(WIDTH, HEIGHT).composite(overlays).removeAlpha();
  const bytes =
    plan.options.format === "jpeg"
      ? await image.jpeg({ quality: 90, chromaSubsampling: "4:4:4" }).toBuffer()
      : await image.png().toBuffer();
  return { bytes };
}
