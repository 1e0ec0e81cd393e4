/** What a failed upload tells the user. */
import { ApiError } from "@/lib/api";
import type { ImageKind } from "./image-kinds";
import {
  NO_URL_MESSAGE,
  TITLE_GALLERY_UPLOAD_FAILED,
  TITLE_UPLOAD_ERROR,
  TITLE_UPLOAD_FAILED,
  UNEXPECTED_UPLOAD_MESSAGE,
  UPLOAD_FALLBACK_MESSAGE,
  type UploadNotice,
} from "./messages";
import { UploadError } from "./upload-request";

/**
 * The server's refusal is 'Upload failed' with its message; an answer without a url is
 * 'Upload failed' with 'Failed to upload image - no URL returned.'; no answer at all is
 * 'Upload error'. A gallery image's failure is titled 'Failed to upload gallery image. Please
 * try again.', with the server's message when it gave one.
 */
export function uploadFailureNotice(error: unknown, kind: ImageKind): UploadNotice {
  let notice: UploadNotice;
  if (error instanceof ApiError) {
    notice = { title: TITLE_UPLOAD_FAILED, description: error.serverMessage || UPLOAD_FALLBACK_MESSAGE };
  } else if (error instanceof UploadError && error.message === NO_URL_MESSAGE) {
    notice = { title: TITLE_UPLOAD_FAILED, description: NO_URL_MESSAGE };
  } else {
    notice = { title: TITLE_UPLOAD_ERROR, description: UNEXPECTED_UPLOAD_MESSAGE };
  }
  return kind === "gallery"
    ? { title: TITLE_GALLERY_UPLOAD_FAILED, description: notice.description }
    : notice;
}
