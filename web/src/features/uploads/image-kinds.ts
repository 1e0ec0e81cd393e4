/**
 * The four kinds of image a card holds and what each asks of a
 * file: the formats it takes, its minimum size and shape, how it is compressed
 * and cropped. Every check, the compression and the cropper read from here.
 */

/** The `type` sent with POST /api/upload. */
export type ImageKind = "profilePicture" | "coverPhoto" | "logo" | "gallery";
export type CardImageKind = Exclude<ImageKind, "gallery">;

/** The card field each single image is saved in; the logo is stored as logoUrl. */
export const CARD_IMAGE_FIELDS = {
  profilePicture: "profilePicture",
  coverPhoto: "coverPhoto",
  logo: "logoUrl",
} as const satisfies Record<CardImageKind, string>;

export interface CompressionRule {
  maxWidth: number;
  maxHeight: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
}

export interface CropRule {
  /** Width divided by height. */
  aspect: number;
  round: boolean;
  /** The output's exact width (profile picture: 500 px). */
  outputWidth?: number;
  /** The output's least width; a smaller crop is scaled up to it. */
  minWidth?: number;
  /** What the dialog says about the shape. */
  aspectLabel: string;
}

export interface ImageKindRules {
  /** How messages name it, in lower case: "profile picture". */
  noun: string;
  /** SVG is taken for logos only; the others use the image uploader (jpg, png, gif). */
  allowSvg: boolean;
  compression: CompressionRule;
  /** The least width and height in pixels, if the kind has one. */
  minimum?: { width: number; height: number };
  crop?: CropRule;
}

export const IMAGE_KINDS: Record<ImageKind, ImageKindRules> = {
  profilePicture: {
    noun: "profile picture",
    allowSvg: false,
    compression: { maxWidth: 500, maxHeight: 500, quality: 0.85 },
    minimum: { width: 200, height: 200 },
    crop: { aspect: 1, round: true, outputWidth: 500, aspectLabel: "Aspect ratio 1:1, shown as a circle" },
  },
  coverPhoto: {
    noun: "cover photo",
    allowSvg: false,
    compression: { maxWidth: 1200, maxHeight: 400, quality: 0.8 },
    minimum: { width: 600, height: 200 },
    crop: { aspect: 3, round: false, minWidth: 600, aspectLabel: "Aspect ratio 3:1" },
  },
  logo: {
    noun: "logo",
    allowSvg: true,
    compression: { maxWidth: 250, maxHeight: 250, quality: 0.9 },
    minimum: { width: 150, height: 150 },
    // The logo's aspect is 1, and the label says so.
    crop: { aspect: 1, round: false, minWidth: 200, aspectLabel: "Aspect ratio 1:1" },
  },
  gallery: {
    noun: "gallery image",
    allowSvg: false,
    compression: { maxWidth: 800, maxHeight: 800, quality: 0.8 },
  },
};

/** "Profile picture": the noun with a capital, for headings and labels. */
export function kindTitle(kind: ImageKind): string {
  const noun = IMAGE_KINDS[kind].noun;
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/**
 * What the cropper says about the shape and size: "Aspect ratio 1:1, at least 150 pixels wide".
 * The size is the kind's `minimum`, the rule the picked file was checked against; a crop
 * narrower than `crop.minWidth` is scaled up to it when saved, which asks nothing of the user.
 */
export function cropLabel(kind: CardImageKind): string {
  const { crop, minimum } = IMAGE_KINDS[kind];
  if (!crop) return "";
  if (crop.outputWidth) return `${crop.aspectLabel}, saved ${crop.outputWidth} pixels wide`;
  return minimum ? `${crop.aspectLabel}, at least ${minimum.width} pixels wide` : crop.aspectLabel;
}
