/**
 * Params and answers of the upload routes. The POST bodies are multipart streams read by
 * receive-upload.ts (size limits while streaming, the type from the bytes), so they have no
 * body schema; their answer is core's uploadAnswerSchema.
 */
import { z } from "zod";
import { uploadAnswerSchema } from "../../../core/schemas/uploads";

export const uploadAnswers = { 200: uploadAnswerSchema };

/** Any text: a name that is not one of ours is "not found" (404), not bad input. */
export const storedFileParams = z.object({ name: z.string() });

/**
 * GET /uploads/{name} sends the stored file's bytes as they are (Fastify never serializes a
 * Buffer), or nothing at all when the browser's copy is current.
 */
export const storedFileAnswers = {
  200: z.instanceof(Buffer),
  304: z.undefined(),
};
