/**
 * The checks an app icon passes before it is sent to POST /api/pwa-icon (it must be an
 * image under 5MB), and what a failed upload says ('Upload failed. Please try again.').
 * The server reads the bytes and checks again.
 */
import { PWA_ICON_MAX_BYTES } from "@core/upload-limits";
import { imageFormat } from "@/features/uploads/file-checks";
import {
  IMAGE_OR_SVG_TYPES_MESSAGE,
  PWA_ICON_FAILED_MESSAGE,
  PWA_ICON_TOO_LARGE_MESSAGE,
  TITLE_INVALID_TYPE,
  TITLE_TOO_LARGE,
  TITLE_UPLOAD_FAILED,
  type UploadNotice,
} from "@/features/uploads/messages";
import { ApiError } from "@/lib/api";

/** Any image the server turns into a PNG icon; SVG is drawn at the icon's size. */
export function pwaIconProblem(file: { name: string; type: string; size: number }): UploadNotice | null {
  if (imageFormat(file) === null)
    return { title: TITLE_INVALID_TYPE, description: IMAGE_OR_SVG_TYPES_MESSAGE };
  if (file.size > PWA_ICON_MAX_BYTES)
    return { title: TITLE_TOO_LARGE, description: PWA_ICON_TOO_LARGE_MESSAGE };
  return null;
}

/** 'Upload failed' with the server's reason when it gave one (too large, not an image), else 'Please try again.' */
export function pwaIconFailureNotice(error: unknown): UploadNotice {
  const reason = error instanceof ApiError ? error.serverMessage.trim() : "";
  return { title: TITLE_UPLOAD_FAILED, description: reason || PWA_ICON_FAILED_MESSAGE };
}
