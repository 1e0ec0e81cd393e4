/**
 * Params and answers of the visitor's routes. Their bodies are made once per card change and
 * kept as ready-to-send bytes (service.ts), so a visit costs a map lookup: Fastify sends a
 * Buffer as it is, and no response serializer ever sees these bodies. The schemas still
 * declare each status and what it carries; an object sent by mistake fails the bytes check.
 */
import { z } from "zod";
import { errorBodySchema } from "../../../core/schemas/api";

/** A body sent as ready-made bytes (HTML, or JSON encoded when the card was cached). */
const encodedBytes = z.instanceof(Buffer);

/** Any text: an unknown or over-long slug is "not found" (404), not bad input. */
export const slugParams = z.object({ slug: z.string() });
export const manifestParams = z.object({ file: z.string() });

export const pageAnswers = {
  200: encodedBytes,
  // The "card not found" page; an error thrown on the way is the error handler's JSON.
  404: z.union([encodedBytes, errorBodySchema]),
  // A card its organisation deactivated.
  410: encodedBytes,
};
/** The public card JSON (core's publicCardSchema) and the install manifest, as cached bytes. */
export const cachedJsonAnswers = { 200: encodedBytes };

/** GET /icons/{slug}/{file}?v=: any text; what is not a card's icon is "not found" (404). */
export const iconParams = z.object({ slug: z.string(), file: z.string() });
export const iconQuery = z.object({ v: z.string().optional() });
/** A generated PNG, or nothing when the browser's copy is current. */
export const iconAnswers = { 200: z.instanceof(Buffer), 304: z.undefined() };
