/**
 * Draws a sanitised SVG as a PNG (app icons must be raster), at the size it is stored at:
 * drawing it larger and scaling down would multiply the work by the ratio of the areas.
 * Runs in the SVG worker process (svg-worker.ts), never in the server's own.
 */
import sharp from "sharp";
import { unsupportedMediaType } from "../../lib/http-error";
import { render } from "./sharp-render";
import { MAX_INPUT_PIXELS, UNREADABLE_IMAGE } from "./upload-rules";

export interface Box {
  width: number;
  height: number;
}

/** The PNG, as large as fits inside `box`. */
export async function rasteriseSvg(svg: Buffer, box: Box): Promise<Buffer> {
  let size: { width?: number; height?: number };
  try {
    // Reading the declared size renders nothing, so no pixel limit is needed yet.
    size = await sharp(svg, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMediaType(UNREADABLE_IMAGE);
  }
  const scale = Math.min(box.width / (size.width || box.width), box.height / (size.height || box.height));
  // Drawn at the density that makes it fill the box: sharp's default 72 dpi would be blurry.
  const density = Math.min(Math.max(72 * scale, 1), 100_000);
  return render(() =>
    sharp(svg, { density, limitInputPixels: MAX_INPUT_PIXELS })
      .resize(box.width, box.height, { fit: "inside", withoutEnlargement: true })
      .png(),
  );
}
