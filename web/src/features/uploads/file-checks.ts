/**
 * The checks a file passes before it is uploaded: its type, its size and, for
 * the card's own pictures, its dimensions. Pure functions; the server checks again.
 */
import { originalFits, STORED_IMAGE_MAX_BYTES } from "@core/upload-limits";
import { IMAGE_KINDS, type ImageKind } from "./image-kinds";
import {
  HEIC_MESSAGE,
  IMAGE_OR_SVG_TYPES_MESSAGE,
  IMAGE_TYPES_MESSAGE,
  SVG_TOO_LARGE_MESSAGE,
  TITLE_DIMENSIONS,
  TITLE_INVALID_TYPE,
  TITLE_TOO_LARGE,
  TOO_LARGE_MESSAGE,
  type UploadNotice,
} from "./messages";

export type ImageFormat = "jpeg" | "png" | "gif" | "svg";

const BY_MIME: Record<string, ImageFormat> = {
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/pjpeg": "jpeg",
  "image/png": "png",
  "image/gif": "gif",
  "image/svg+xml": "svg",
};

const BY_EXTENSION: Record<string, ImageFormat> = {
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  gif: "gif",
  svg: "svg",
};

/**
 * The format a file claims. The browser's type wins; only a file the browser could not type
 * is judged by its name. (The server reads the bytes; this spares a round trip.)
 */
export function imageFormat(file: { name: string; type: string }): ImageFormat | null {
  const type = file.type.trim().toLowerCase();
  if (type !== "") return BY_MIME[type] ?? null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return extension ? (BY_EXTENSION[extension] ?? null) : null;
}

/** What the file picker offers. */
export function acceptedTypes(kind: ImageKind): string {
  const raster = "image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif";
  return IMAGE_KINDS[kind].allowSvg ? `${raster},image/svg+xml,.svg` : raster;
}

/** A HEIC or HEIF photo, by its type or its name. */
function isHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf]/i.test(file.type.trim()) || /\.hei[cf]$/i.test(file.name);
}

export function typeProblem(file: { name: string; type: string }, kind: ImageKind): UploadNotice | null {
  if (isHeic(file)) return { title: TITLE_INVALID_TYPE, description: HEIC_MESSAGE };
  const format = imageFormat(file);
  const allowSvg = IMAGE_KINDS[kind].allowSvg;
  if (format === null || (format === "svg" && !allowSvg)) {
    return {
      title: TITLE_INVALID_TYPE,
      description: allowSvg ? IMAGE_OR_SVG_TYPES_MESSAGE : IMAGE_TYPES_MESSAGE,
    };
  }
  return null;
}

const RASTER_SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0x47, 0x49, 0x46, 0x38], // GIF8
];

/** How many leading bytes `contentProblem` needs. */
export const SIGNATURE_BYTES = 8;

/**
 * A file that claims to be a JPG, PNG or GIF (by its type or name) but whose first bytes are
 * none of them, such as a text file renamed .png, is the wrong type, not an image whose size
 * could not be read. SVG is text and is judged by the server.
 */
export function contentProblem(format: ImageFormat, head: Uint8Array, kind: ImageKind): UploadNotice | null {
  if (format === "svg") return null;
  if (RASTER_SIGNATURES.some((sig) => sig.every((byte, i) => head[i] === byte))) return null;
  const allowSvg = IMAGE_KINDS[kind].allowSvg;
  return {
    title: TITLE_INVALID_TYPE,
    description: allowSvg ? IMAGE_OR_SVG_TYPES_MESSAGE : IMAGE_TYPES_MESSAGE,
  };
}

/**
 * Decision 026: an original of up to 20MB is taken (it is scaled down before it is stored); an
 * SVG is stored as it is, so it must already be within the stored 2MB.
 */
export function sizeProblem(file: { name: string; type: string; size: number }): UploadNotice | null {
  if (!originalFits(file.size)) return { title: TITLE_TOO_LARGE, description: TOO_LARGE_MESSAGE };
  if (imageFormat(file) === "svg" && file.size > STORED_IMAGE_MAX_BYTES) {
    return { title: TITLE_TOO_LARGE, description: SVG_TOO_LARGE_MESSAGE };
  }
  return null;
}

export interface DimensionCheck {
  /** Stops the upload. */
  error?: UploadNotice;
  /** Said, and the upload goes on. */
  warning?: UploadNotice;
}

function notice(description: string): UploadNotice {
  return { title: TITLE_DIMENSIONS, description };
}

/**
 * Profile picture at least 200x200 (warn if the sides differ by more than 100),
 * cover photo at least 600x200 (warn if width/height is under 2.5), logo at least 150x150
 * (warn if the sides differ by more than 50). Gallery images have no rule.
 */
export function checkDimensions(kind: ImageKind, width: number, height: number): DimensionCheck {
  const rules = IMAGE_KINDS[kind];
  const minimum = rules.minimum;
  if (!minimum) return {};
  const size = `${width}x${height}`;
  if (width < minimum.width || height < minimum.height) {
    return {
      error: notice(
        `The ${rules.noun} must be at least ${minimum.width}x${minimum.height} pixels; this image is ${size}.`,
      ),
    };
  }
  if (kind === "profilePicture" && Math.abs(width - height) > 100) {
    return {
      warning: notice(
        `This image is ${size}. Your profile picture shows as a circle, so a square image works best.`,
      ),
    };
  }
  if (kind === "coverPhoto" && width / height < 2.5) {
    return {
      warning: notice(
        `This image is ${size}. Cover photos look best about three times as wide as they are tall.`,
      ),
    };
  }
  if (kind === "logo" && Math.abs(width - height) > 50) {
    return { warning: notice(`This image is ${size}. Logos look best square.`) };
  }
  return {};
}
