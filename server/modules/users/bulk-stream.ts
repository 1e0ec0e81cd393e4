/**
 * The batch upload's progress (decision 004): with `Accept: application/x-ndjson` the answer
 * is 200 at once and a stream of JSON lines while the import works (each phase's progress,
 * at most every PROGRESS_INTERVAL_MS), ending with the result or the error the error handler
 * would have sent. Refusals found before the work starts (sign-in, level, size) keep their
 * own status codes, because they are thrown before this stream begins.
 */
import { PassThrough } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  BULK_PROGRESS_MEDIA_TYPE,
  type BulkProgress,
  type BulkStreamEvent,
  type BulkUploadResult,
} from "../../../core/schemas/users";
import { describeError } from "../../plugins/error-handler";
import type { BulkProgressListener } from "./bulk";

/** Often enough for a smooth bar, rarely enough that 5,000 hashes send a few dozen lines. */
const PROGRESS_INTERVAL_MS = 100;

export function wantsBulkProgress(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes(BULK_PROGRESS_MEDIA_TYPE);
}

/** Sends a progress event when a phase starts or ends, or when the last one is old enough. */
function throttledProgress(send: (event: BulkStreamEvent) => void): BulkProgressListener {
  let lastPhase: BulkProgress["phase"] | undefined;
  let lastSentAt = 0;
  return (progress) => {
    const now = performance.now();
    const edge = progress.phase !== lastPhase || progress.done === 0 || progress.done === progress.total;
    if (!edge && now - lastSentAt < PROGRESS_INTERVAL_MS) return;
    lastPhase = progress.phase;
    lastSentAt = now;
    send({ type: "progress", ...progress });
  };
}

export function streamBulkImport(
  reply: FastifyReply,
  work: (onProgress: BulkProgressListener) => Promise<BulkUploadResult>,
): FastifyReply {
  const stream = new PassThrough();
  // A visitor who leaves mid-import closes the stream; the import still finishes (one
  // transaction), it just has nobody to tell.
  stream.on("error", () => {});
  const send = (event: BulkStreamEvent) => {
    if (!stream.destroyed && !stream.writableEnded) stream.write(`${JSON.stringify(event)}\n`);
  };
  const finish = (event: BulkStreamEvent) => {
    send(event);
    if (!stream.writableEnded) stream.end();
  };

  work(throttledProgress(send)).then(
    (result) => finish({ type: "result", result }),
    (error: Error) => {
      const { status, body, unexpected } = describeError(error);
      if (unexpected) reply.log.error({ err: error }, "bulk upload failed");
      finish({ type: "error", status, message: body.message });
    },
  );

  return reply
    .header("cache-control", "no-store")
    .header("x-accel-buffering", "no")
    .type(BULK_PROGRESS_MEDIA_TYPE)
    .send(stream);
}
