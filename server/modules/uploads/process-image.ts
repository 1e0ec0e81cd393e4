/**
 * Turns an uploaded file into the bytes we store. The type comes from the
 * file's bytes, never its name or the browser's claim. Raster images are decoded and encoded
 * again by sharp: that applies the EXIF rotation, drops all metadata (GPS position, camera,
 * comments) and anything appended to or hidden in the file, and shrinks oversized pictures.
 * SVG is sanitised (svg-sanitize.ts), and app icons drawn from it, in the SVG worker process
 * (svg-worker-pool.ts). What is stored is therefore always an image we made.
 */
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { TOO_LARGE_AFTER_COMPRESSION } from "../../../core/upload-limits";
import { payloadTooLarge, unsupportedMediaType } from "../../lib/http-error";
import { render } from "./sharp-render";
import type { Box } from "./svg-rasterise";
import { type ImageKind, INVALID_FILE_TYPE, MAX_BOX, MAX_INPUT_PIXELS } from "./upload-rules";

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

/**
 * SVG work, done where it cannot stall requests (svg-worker-pool.ts, bound to the uploader).
 * Both answer undefined when the bytes are not an SVG document.
 */
export interface SvgProcessor {
  /** The sanitised SVG (svg-sanitize.ts). */
  sanitize(bytes: Uint8Array): Promise<Buffer | undefined>;
  /** Sanitised, then drawn as a PNG fitted inside `box` (svg-rasterise.ts). */
  rasterise(bytes: Uint8Array, box: Box): Promise<Buffer | undefined>;
}

export interface ProcessOptions {
  kind: ImageKind;
  /** The most the stored picture may weigh; a sanitised SVG, and an SVG before it, too. */
  maxStoredBytes: number;
  /** What an SVG over `maxStoredBytes` is told. */
  svgTooLargeMessage: string;
  svg: SvgProcessor;
  /** Runs sharp's work in its turn (raster-queue.ts), so decoding stays bounded. */
  raster: (task: () => Promise<ProcessedImage>) => Promise<ProcessedImage>;
}

function encode(image: Sharp, format: RasterFormat, quality: number): Sharp {
  if (format === "jpeg") return image.jpeg({ quality, mozjpeg: true });
  if (format === "png") return image.png();
  return image.gif();
}

/**
 * What is tried, in turn, until the stored picture is within its limit (decision 026): the
 * kind's box at good quality, then smaller and at lower quality. A camera photo fits at the
 * first; only pictures of fine noise-like detail need the others. Each is a fresh decode (sharp
 * shrinks a JPEG while decoding, so the smaller ones cost less), and there are never more.
 */
const STEPS = [
  { scale: 1, quality: 85 },
  { scale: 0.7, quality: 80 },
  { scale: 0.5, quality: 75 },
] as const;

interface Attempt {
  scale: number;
  quality: number;
  format: RasterFormat;
}

/**
 * The attempts for a picture: in its own format; a PNG photo without transparency that does
 * not fit as PNG is stored as a JPEG instead, which a photo fits in at a tenth of the size.
 */
function attemptsFor(output: RasterFormat, opaque: boolean): Attempt[] {
  const own = STEPS.map((step) => ({ ...step, format: output }));
  if (output !== "png" || !opaque) return own;
  return [own[0]!, ...STEPS.map((step) => ({ ...step, format: "jpeg" as const }))];
}

/**
 * Decodes and re-encodes a raster image, fitted inside the kind's box and never enlarged,
 * until it weighs at most `maxBytes`. `output` is the input's format, except for app icons,
 * which are always PNG.
 */
async function reencode(
  input: Buffer,
  format: RasterFormat,
  output: RasterFormat,
  kind: ImageKind,
  maxBytes: number,
): Promise<ProcessedImage> {
  const box = MAX_BOX[kind];
  // Animated GIFs keep every frame; the pixel limit then counts all frames together.
  const animated = format === "gif" && output === "gif";
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated });
  // App icons stay PNG whatever they weigh.
  const opaque =
    kind !== "pwaIcon" &&
    !(
      await open()
        .metadata()
        .catch(() => ({ hasAlpha: true }))
    ).hasAlpha;
  for (const { scale, quality, format: stored } of attemptsFor(output, opaque)) {
    const bytes = await render(() =>
      encode(
        open()
          .autoOrient()
          .resize(Math.round(box.width * scale), Math.round(box.height * scale), {
            fit: "inside",
            withoutEnlargement: true,
          }),
        stored,
        quality,
      ),
    );
    if (bytes.length <= maxBytes) return { bytes, format: stored };
  }
  throw payloadTooLarge(TOO_LARGE_AFTER_COMPRESSION);
}

export async function processImage(input: Buffer, options: ProcessOptions): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  const raster = detected && RASTER_BY_EXTENSION[detected.ext];
  const icon = options.kind === "pwaIcon";
  if (raster) {
    const output = icon ? "png" : raster;
    return options.raster(() => reencode(input, raster, output, options.kind, options.maxStoredBytes));
  }
  // file-type does not detect SVG: text, or XML at most. Anything else it named is refused.
  if (detected && detected.ext !== "xml") throw unsupportedMediaType(INVALID_FILE_TYPE);
  // An SVG is stored as it is, sanitised: the original must already be within the stored limit.
  if (input.length > options.maxStoredBytes) throw payloadTooLarge(options.svgTooLargeMessage);
  if (icon) {
    const drawn = await options.svg.rasterise(input, MAX_BOX[options.kind]);
    if (!drawn) throw unsupportedMediaType(INVALID_FILE_TYPE);
    return { bytes: drawn, format: "png" };
  }
  const svg = await options.svg.sanitize(input);
  if (!svg) throw unsupportedMediaType(INVALID_FILE_TYPE);
  if (svg.length > options.maxStoredBytes) throw payloadTooLarge(options.svgTooLargeMessage);
  return { bytes: svg, format: "svg" };
}
