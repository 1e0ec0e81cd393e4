/**
 * Turns an uploaded file into the bytes we store (DESIGN §5). The type comes from the
 * file's bytes, never its name or the browser's claim. Raster images are decoded and encoded
 * again by sharp: that applies the EXIF rotation, drops all metadata (GPS position, camera,
 * comments) and anything appended to or hidden in the file, and shrinks oversized pictures.
 * SVG is sanitised (svg-sanitize.ts), and app icons drawn from it, in the SVG worker process
 * (svg-worker-pool.ts). What is stored is therefore always an image we made.
 */
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
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
  /** The upload's size limit, which a sanitised SVG must still meet. */
  maxBytes: number;
  tooLargeMessage: string;
  svg: SvgProcessor;
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
  if (icon) {
    const drawn = await options.svg.rasterise(input, MAX_BOX[options.kind]);
    if (!drawn) throw unsupportedMediaType(INVALID_FILE_TYPE);
    return { bytes: drawn, format: "png" };
  }
  const svg = await options.svg.sanitize(input);
  if (!svg) throw unsupportedMediaType(INVALID_FILE_TYPE);
  if (svg.length > options.maxBytes) throw payloadTooLarge(options.tooLargeMessage);
  return { bytes: svg, format: "svg" };
}
