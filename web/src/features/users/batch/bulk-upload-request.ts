/**
 * POST /api/users/bulk asking for progress (decision 004): the answer streams JSON lines,
 * progress while the server checks, hashes and saves, then the result or an error. A server
 * that answers plain JSON is read as well.
 */
import type { BatchRow } from "@core/batch-users";
import {
  BULK_PROGRESS_MEDIA_TYPE,
  type BulkProgress,
  type BulkStreamEvent,
  type BulkUploadResult,
} from "@core/schemas/users";
import { ApiError, toApiError } from "@/lib/api";
import { readJsonLines } from "@/lib/json-lines";

const BULK_URL = "/api/users/bulk";
const BULK_CUT_SHORT =
  "The connection ended before the upload finished. Search the users list to see who was created before trying again.";

/** The rows, and the organisation they join when the upload is made for one. */
interface BulkUploadBody {
  users: BatchRow[];
  organizationId?: number;
}

export async function postBulkUpload(
  body: BulkUploadBody,
  onProgress: (progress: BulkProgress) => void,
): Promise<BulkUploadResult> {
  const response = await fetch(BULK_URL, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: `${BULK_PROGRESS_MEDIA_TYPE}, application/json` },
    // An undefined organizationId is left out: the plain upload's body is as it was.
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  const streamed = response.headers.get("content-type")?.includes(BULK_PROGRESS_MEDIA_TYPE);
  if (!streamed || !response.body) return (await response.json()) as BulkUploadResult;

  try {
    for await (const event of readJsonLines<BulkStreamEvent>(response.body)) {
      if (event.type === "progress") onProgress(event);
      else if (event.type === "result") return event.result;
      else throw new ApiError(event.status, event.message);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The stream broke off (network, server restart) or was garbled: the outcome is unknown.
    throw new ApiError(response.status, BULK_CUT_SHORT);
  }
  throw new ApiError(response.status, BULK_CUT_SHORT);
}
