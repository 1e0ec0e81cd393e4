/** The upload texts, validation messages and failure toasts, in one place. */
import {
  ORIGINAL_TOO_LARGE,
  PWA_ICON_TOO_LARGE,
  SVG_TOO_LARGE,
  TOO_LARGE_AFTER_COMPRESSION,
} from "@core/upload-limits";

export const TITLE_TOO_LARGE = "File too large";
export const TITLE_INVALID_TYPE = "Invalid file type";
export const TITLE_DIMENSIONS = "Image dimensions";
export const TITLE_UPLOAD_FAILED = "Upload failed";
export const TITLE_UPLOAD_ERROR = "Upload error";
export const TITLE_UPLOAD_SUCCESSFUL = "Upload successful";
export const TITLE_IMAGE_REMOVED = "Image removed";
export const TITLE_PROCESS_FAILED = "Failed to process image";
export const TITLE_SAVE_IMAGE_FAILED = "Failed to upload image";
export const TITLE_GALLERY_UPLOAD_FAILED = "Failed to upload gallery image. Please try again.";
export const TITLE_GALLERY_SAVE_FAILED = "Failed to save gallery changes. Please try again.";

export const IMAGE_TYPES_MESSAGE = "Please upload a JPG, PNG, or GIF image.";
export const IMAGE_OR_SVG_TYPES_MESSAGE = "Invalid file type. Please upload a JPG, PNG, GIF, or SVG image.";
export const TOO_LARGE_MESSAGE = `${ORIGINAL_TOO_LARGE} Please choose a smaller image.`;
export const SVG_TOO_LARGE_MESSAGE = `${SVG_TOO_LARGE} Please choose a smaller image.`;
export const TOO_LARGE_AFTER_COMPRESSION_MESSAGE = TOO_LARGE_AFTER_COMPRESSION;
/** iPhones may hand over HEIC photos, which neither this browser nor the server can read. */
export const HEIC_MESSAGE =
  "This photo is in HEIC format, which cannot be read here. Please upload it as a JPG: on an iPhone, set Settings > Camera > Formats to Most Compatible, or share the photo as a JPEG.";
export const DIMENSIONS_UNREADABLE_MESSAGE = "Failed to validate image dimensions";
export const NO_URL_MESSAGE = "Failed to upload image - no URL returned.";
export const UNEXPECTED_UPLOAD_MESSAGE = "An unexpected error occurred while uploading the file";
export const UPLOAD_FALLBACK_MESSAGE = "Failed to upload file";
export const MISSING_CARD_MESSAGE =
  "Upload Error: Unable to identify the business card. Please refresh the page and try again.";
export const PROCESS_FAILED_MESSAGE = "The image could not be read. Please try another image.";

/** A message for a toast: destructive problems stop the upload, warnings do not. */
export interface UploadNotice {
  title: string;
  description: string;
}

/** App icons: any image under 5MB, uploaded to POST /api/pwa-icon. */
export const PWA_ICON_TOO_LARGE_MESSAGE = PWA_ICON_TOO_LARGE;
export const TITLE_ICON_UPLOADED = "Icon uploaded";
export const PWA_ICON_FAILED_MESSAGE = "Please try again.";
