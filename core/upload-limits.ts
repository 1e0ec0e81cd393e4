/**
 * How large an uploaded picture may be (decision 026). The specification's
 * "upload 2MB" is the picture we store: a camera photo of up to 20MB is accepted, scaled down
 * (in the browser where it can, on the server in any case), and what is kept is at most 2MB.
 * App icons keep their own limit of 5MB. The server enforces these; the web app checks the
 * same numbers first and says the same sentences.
 */

const MB = 1024 * 1024;

/** The largest original a card picture may be: a phone camera's photo. */
export const UPLOAD_ORIGINAL_MAX_BYTES = 20 * MB;
/** The largest picture stored after scaling and compression. */
export const STORED_IMAGE_MAX_BYTES = 2 * MB;
/** App icons: any image under 5MB, stored as it is drawn. */
export const PWA_ICON_MAX_BYTES = 5 * MB;

/** Whole megabytes, as the messages say them: 20971520 is "20MB". */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MB)}MB`;
}

/** The specification's sentence ('Maximum file size is 2MB...'), with the original's limit. */
export const ORIGINAL_TOO_LARGE = `Maximum file size is ${megabytes(UPLOAD_ORIGINAL_MAX_BYTES)}.`;
/**
 * An SVG is stored as it is (sanitised), so the SVG itself is held to the stored limit: the
 * same sentence, saying why its limit is lower.
 */
export const SVG_TOO_LARGE = `Maximum file size is ${megabytes(STORED_IMAGE_MAX_BYTES)} for an SVG image.`;
/** Still over the stored limit once scaled down and compressed (the specification's sentence). */
export const TOO_LARGE_AFTER_COMPRESSION = "File is too large after compression. Please use a smaller image.";
/** The specification's sentence for an app icon over its limit. */
export const PWA_ICON_TOO_LARGE = `Please upload an image smaller than ${megabytes(PWA_ICON_MAX_BYTES)}`;

/** Whether a picked original may be sent at all. */
export function originalFits(size: number): boolean {
  return size <= UPLOAD_ORIGINAL_MAX_BYTES;
}

/** Whether a picture, as it will be stored, is within the stored limit. */
export function storedFits(size: number): boolean {
  return size <= STORED_IMAGE_MAX_BYTES;
}

/** What the pickers say after the formats: "JPG, PNG or GIF up to 20MB; big photos are scaled down". */
export const UPLOAD_SIZE_HINT = `up to ${megabytes(UPLOAD_ORIGINAL_MAX_BYTES)}; big photos are scaled down`;
