/**
 * POST /api/upload, /api/pwa-icon with progress. fetch cannot report an upload's
 * progress, so this sends the FormData with XMLHttpRequest, cookies included. The card id and
 * type go before the file, so a streaming server reads them before the bytes.
 */
import { ApiError } from "@/lib/api";
import type { ImageKind } from "./image-kinds";
import { NO_URL_MESSAGE, UNEXPECTED_UPLOAD_MESSAGE, UPLOAD_FALLBACK_MESSAGE } from "./messages";

const UPLOAD_URL = "/api/upload";

/** An answer that came back without a usable url, or no answer at all. */
export class UploadError extends Error {}

/** The url of a successful answer; anything else throws (a success needs a non-empty url). */
export function readUploadAnswer(status: number, text: string, statusText = ""): string {
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300) {
    const url = typeof record.url === "string" ? record.url.trim() : "";
    if (record.success === true && url !== "") return url;
    throw new UploadError(NO_URL_MESSAGE);
  }
  const message =
    typeof record.message === "string" && record.message.trim() !== ""
      ? record.message
      : typeof record.error === "string" && record.error.trim() !== ""
        ? record.error
        : body === null && text.trim() !== "" && text.length < 300
          ? text.trim()
          : statusText || UPLOAD_FALLBACK_MESSAGE;
  throw new ApiError(status, message);
}

/** Whole percent, 0 to 100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

export interface UploadRequest {
  file: File;
  cardId: number;
  type: ImageKind;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export function uploadImage({ file, cardId, type, ...rest }: UploadRequest): Promise<string> {
  return sendUpload({ url: UPLOAD_URL, fields: { cardId: String(cardId), type }, file, ...rest });
}

export interface FormUpload {
  /** The upload route: /api/upload, or /api/pwa-icon for an app icon. */
  url: string;
  /** The form's text fields, sent before the file. */
  fields: Record<string, string>;
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Any of the upload routes (they answer alike): the url of the stored file, or an error. */
export function sendUpload({ url, fields, file, onProgress, signal }: FormUpload): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("The upload was cancelled.", "AbortError"));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      try {
        resolve(readUploadAnswer(xhr.status, xhr.responseText, xhr.statusText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new UploadError(UNEXPECTED_UPLOAD_MESSAGE));
    xhr.ontimeout = () => reject(new UploadError(UNEXPECTED_UPLOAD_MESSAGE));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
