/**
 * Reads one multipart upload: its text fields and the file in the `file` field, held in
 * memory (a few megabytes at most). The size limit is enforced while the file streams in,
 * so an oversized file is never held whole; a declared length far over the limit is refused
 * before anything is read.
 */
// The plugin's declarations add parts() and isMultipart() to requests.
import type {} from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from "../../lib/http-error";

export interface ReceivedUpload {
  fields: Record<string, string>;
  /** Undefined when the form carried no file in `file`. */
  file?: Buffer;
}

export interface ReceiveOptions {
  maxBytes: number;
  tooLargeMessage: string;
}

/** Room for the form's other fields and part headers on top of the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MULTIPART_LIMITS = {
  files: 1,
  fields: 10,
  parts: 11,
  fieldNameSize: 50,
  fieldSize: 1000,
  headerPairs: 20,
};

/** @fastify/multipart's errors, by code, as texts a person can act on. */
function multipartFailure(error: unknown, options: ReceiveOptions): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return payloadTooLarge(options.tooLargeMessage);
    case "FST_FILES_LIMIT":
      return badRequest("Please upload one file at a time.");
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return badRequest("The upload form has too many fields.");
    case "FST_MP_PREMATURE_CLOSE":
      return badRequest("The upload was interrupted. Please try again.");
    default:
      return badRequest("The upload could not be read. Please try again.");
  }
}

export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ReceiveOptions,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType("Please send the file as multipart/form-data.");
  const declared = Number(request.headers["content-length"]);
  if (declared > options.maxBytes + FORM_OVERHEAD_BYTES) {
    // Close the connection rather than read megabytes only to throw them away.
    reply.header("connection", "close");
    throw payloadTooLarge(options.tooLargeMessage);
  }
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { ...MULTIPART_LIMITS, fileSize: options.maxBytes } })) {
      if (part.type === "file") {
        // Read to the end even when unwanted: the parser only moves on once a file is consumed.
        const bytes = await part.toBuffer();
        if (part.fieldname === "file") file = bytes;
      } else if (part.valueTruncated) {
        throw badRequest(`The field ${part.fieldname} is too long.`);
      } else {
        fields[part.fieldname] ??= String(part.value);
      }
    }
  } catch (error) {
    throw multipartFailure(error, options);
  }
  return { fields, file };
}
