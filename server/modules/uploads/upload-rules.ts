/**
 * What may be uploaded: kinds of image, their largest stored
 * dimensions, and the texts the server answers with. The size limits are core/upload-limits.ts.
 */

/** The `type` field of POST /api/upload; avatar is the sales assistant's picture. */
const CARD_IMAGE_KINDS = ["gallery", "profilePicture", "coverPhoto", "logo", "avatar"] as const;
export type CardImageKind = (typeof CARD_IMAGE_KINDS)[number];
/** "image" when the upload names no kind; "pwaIcon" for the install-as-app uploads. */
export type ImageKind = CardImageKind | "image" | "pwaIcon";

export function isCardImageKind(value: string): value is CardImageKind {
  return (CARD_IMAGE_KINDS as readonly string[]).includes(value);
}

/**
 * The names uploads are stored under: the sha256 of the stored bytes in hex and the format's
 * extension. Only such names are served, and only such files are ever removed as orphans
 * (repo.ts matches the same pattern in cards).
 */
export const STORED_NAME = /^([0-9a-f]{64})\.(jpg|png|gif|svg)$/;

/**
 * Largest stored size per kind (fit inside, never enlarged). Generous next to what the
 * client sends after cropping and compressing, so a careful upload is never
 * scaled down twice, while a camera original is not kept at full size.
 */
export const MAX_BOX: Record<ImageKind, { width: number; height: number }> = {
  profilePicture: { width: 1000, height: 1000 },
  avatar: { width: 1000, height: 1000 },
  logo: { width: 600, height: 600 },
  coverPhoto: { width: 2400, height: 800 },
  gallery: { width: 2400, height: 2400 },
  image: { width: 2400, height: 2400 },
  pwaIcon: { width: 1024, height: 1024 },
};

/**
 * Decompression-bomb guard: a small file may declare a huge picture, and decoding it takes
 * width x height x channels of memory. 50 megapixels covers a phone camera's full-resolution
 * mode (8160 x 6120), whose file is still within the 20MB an original may weigh.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The editors show this text when the card id is missing or wrong. */
export const CARD_NOT_IDENTIFIED =
  "Upload Error: Unable to identify the business card. Please refresh the page and try again.";
/** The brand form shows this text when the organisation id is missing or wrong. */
export const ORG_NOT_IDENTIFIED =
  "Upload Error: Unable to identify the organisation. Please refresh the page and try again.";
export const INVALID_FILE_TYPE = "Invalid file type. Please upload a JPG, PNG, GIF, or SVG image.";
export const UNREADABLE_IMAGE =
  "The image could not be read. It may be damaged; please upload a valid JPG, PNG, GIF, or SVG image.";
export const TOO_MANY_PIXELS = `Image dimensions are too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`;
export const NO_FILE = "Please choose a file to upload.";
export const UNKNOWN_KIND = `Unknown image type. Use one of: ${CARD_IMAGE_KINDS.join(", ")}.`;
export const galleryFull = (max: number) =>
  `This card already has ${max} gallery images. Remove one before adding another.`;
export const storageFull = (quotaMb: number) =>
  `Your storage is full (${quotaMb} MB). Remove images you no longer use and try again.`;
