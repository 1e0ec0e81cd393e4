/**
 * Turns an uploaded file into the bytes we store (DESIGN §5). The type comes from the
 * file's bytes, never its name or the browser's claim. Raster images are decoded and encoded
 * again by sharp: that applies the EXIF rotation, drops all metadata (GPS position, camera,
 * comments) and anything appended to or hidden in the file, and shrinks oversized pictures.
 * SVG is sanitised (svg-sanitize.ts). What is stored is therefore always an image we made.
 */
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { payloadTooLarge, unprocessable, unsupportedMediaType } from "../../lib/http-error";
import {
  type ImageKind,
  INVALID_FILE_TYPE,
  MAX_BOX,
  MAX_INPUT_PIXELS,
  TOO_MANY_PIXELS,
  UNREADABLE_IMAGE,
} from "./upload-rules";

export type StoredFormat = "jpeg" | "png" | "gif" | "svg";
type RasterFormat = Exclude<StoredFormat, "svg">;

export const FORMATS: Record<StoredFormat, { contentType: string; extension: string }> = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  gif: { contentType: "image/gif", extension: "gif" },
  svg: { contentType: "image/svg+xml", extension: "svg" },
};

/** file-type's names for the raster formats we accept. */
const RASTER_BY_EXTENSION: Record<string, RasterFormat> = { jpg: "jpeg", png: "png", gif: "gif" };

export interface ProcessedImage {
  bytes: Buffer;
  format: StoredFormat;
}

export interface ProcessOptions {
  kind: ImageKind;
  /** The upload's size limit, which a sanitised SVG must still meet. */
  maxBytes: number;
  tooLargeMessage: string;
  /** svg-sanitize.ts, run where it does not block requests (svg-worker-pool.ts). */
  sanitizeSvg: (bytes: Uint8Array) => Promise<Buffer | undefined>;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** Runs a sharp pipeline; failures become the answers a person can act on. */
async function render(pipeline: () => Sharp): Promise<Buffer> {
  try {
    return await pipeline().toBuffer();
  } catch (error) {
    if (isPixelLimitError(error)) throw unprocessable(TOO_MANY_PIXELS);
    throw unsupportedMediaType(UNREADABLE_IMAGE);
  }
}

function encode(image: Sharp, format: RasterFormat): Sharp {
  if (format === "jpeg") return image.jpeg({ quality: 85, mozjpeg: true });
  if (format === "png") return image.png();
  return image.gif();
}

/**
 * Decodes and re-encodes a raster image, fitted inside the kind's box and never enlarged.
 * `output` is the input's format, except for app icons, which are always PNG.
 */
function reencode(input: Buffer, format: RasterFormat, output: RasterFormat, kind: ImageKind) {
  const box = MAX_BOX[kind];
  // Animated GIFs keep every frame; the pixel limit then counts all frames together.
  const animated = format === "gif" && output === "gif";
  return render(() =>
    encode(
      sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated })
        .autoOrient()
        .resize(box.width, box.height, { fit: "inside", withoutEnlargement: true }),
      output,
    ),
  );
}

/** A sanitised SVG drawn as a PNG as large as the box allows (app icons must be raster). */
async function rasteriseSvg(svg: Buffer, kind: ImageKind): Promise<Buffer> {
  const box = MAX_BOX[kind];
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

export async function processImage(input: Buffer, options: ProcessOptions): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  const raster = detected && RASTER_BY_EXTENSION[detected.ext];
  const icon = options.kind === "pwaIcon";
  if (raster) {
    const output = icon ? "png" : raster;
    return { bytes: await reencode(input, raster, output, options.kind), format: output };
  }
  // file-type does not detect SVG: text, or XML at most. Anything else it named is refused.
  if (detected && detected.ext !== "xml") throw unsupportedMediaType(INVALID_FILE_TYPE);
  const svg = await options.sanitizeSvg(input);
  if (!svg) throw unsupportedMediaType(INVALID_FILE_TYPE);
  if (icon) return { bytes: await rasteriseSvg(svg, options.kind), format: "png" };
  if (svg.length > options.maxBytes) throw payloadTooLarge(options.tooLargeMessage);
  return { bytes: svg, format: "svg" };
}
