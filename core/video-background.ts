/**
 * A video-call background: a 1920x1080 picture of the card (name, title, company, logo and a QR
 * code of its address) to put behind oneself in Zoom, Google Meet or Microsoft Teams. Drawn by
 * the server (GET /api/business-cards/{id}/background); these are its options, their names on
 * the screen, and the downloaded file's name.
 */
import { z } from "zod";
import { PRODUCT_FILE_PREFIX } from "./limits";

/** Where the text goes: a column on the left or right (the QR code in the opposite upper corner), or a lower band. */
export const BACKGROUND_LAYOUTS = ["left", "right", "band"] as const;
export type BackgroundLayout = (typeof BACKGROUND_LAYOUTS)[number];

export const BACKGROUND_FORMATS = ["png", "jpeg"] as const;
export type BackgroundFormat = (typeof BACKGROUND_FORMATS)[number];

/** What is behind the text: the card's theme colours, or one of its pictures, blurred and darkened. */
const BACKGROUND_PICTURES = ["theme", "cover", "photo"] as const;
export type BackgroundPicture = (typeof BACKGROUND_PICTURES)[number];

export const BACKGROUND_LAYOUT_LABELS: Record<BackgroundLayout, string> = {
  left: "Text on the left",
  right: "Text on the right",
  band: "Band along the bottom",
};

export const BACKGROUND_FORMAT_LABELS: Record<BackgroundFormat, string> = {
  png: "PNG (sharpest)",
  jpeg: "JPEG (smaller file)",
};

export const BACKGROUND_PICTURE_LABELS: Record<BackgroundPicture, string> = {
  theme: "Theme colours",
  cover: "Cover photo",
  photo: "Profile photo",
};

/** The picture's size: Full HD, what Zoom, Google Meet and Teams recommend. */
export const BACKGROUND_WIDTH = 1920;
export const BACKGROUND_HEIGHT = 1080;

export const BACKGROUND_FORMAT_TYPES: Record<BackgroundFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
};

const EXTENSIONS: Record<BackgroundFormat, string> = { png: "png", jpeg: "jpg" };

export const backgroundQuerySchema = z.object({
  layout: z.enum(BACKGROUND_LAYOUTS, "Layout must be left, right or band").default("left"),
  format: z.enum(BACKGROUND_FORMATS, "Format must be png or jpeg").default("png"),
  picture: z.enum(BACKGROUND_PICTURES, "Picture must be theme, cover or photo").default("theme"),
});
export type BackgroundOptions = z.infer<typeof backgroundQuerySchema>;

/** The downloaded file's name, e.g. "cardfolio-jane-doe-background.png". */
export function backgroundFileName(slug: string, format: BackgroundFormat): string {
  return `${PRODUCT_FILE_PREFIX}-${slug}-background.${EXTENSIONS[format]}`;
}

/** The route's address for these options (the web app's preview and download link). */
export function backgroundPath(cardId: number, options: BackgroundOptions): string {
  const query = new URLSearchParams({
    layout: options.layout,
    format: options.format,
    picture: options.picture,
  });
  return `/api/business-cards/${cardId}/background?${query}`;
}
