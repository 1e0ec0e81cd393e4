/** The upload texts of spec 000 (§5 validation, §8 catalogue), in one place. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

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
export const TOO_LARGE_MESSAGE = "Maximum file size is 2MB. Please choose a smaller image.";
export const TOO_LARGE_AFTER_COMPRESSION_MESSAGE =
  "File is too large after compression. Please use a smaller image.";
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

/** App icons (spec 000 §5, §8, §9): any image under 5MB, uploaded to POST /api/pwa-icon. */
export const PWA_ICON_MAX_BYTES = 5 * 1024 * 1024;
export const PWA_ICON_TOO_LARGE_MESSAGE = "Please upload an image smaller than 5MB";
export const TITLE_ICON_UPLOADED = "Icon uploaded";
export const PWA_ICON_FAILED_MESSAGE = "Please try again.";
