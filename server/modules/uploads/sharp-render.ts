/** Running a sharp pipeline, with its failures turned into answers a person can act on. */
import type { Sharp } from "sharp";
import { unprocessable, unsupportedMediaType } from "../../lib/http-error";
import { TOO_MANY_PIXELS, UNREADABLE_IMAGE } from "./upload-rules";

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

export async function render(pipeline: () => Sharp): Promise<Buffer> {
  try {
    return await pipeline().toBuffer();
  } catch (error) {
    if (isPixelLimitError(error)) throw unprocessable(TOO_MANY_PIXELS);
    throw unsupportedMediaType(UNREADABLE_IMAGE);
  }
}
