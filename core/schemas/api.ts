/**
 * Answers shared by the whole API: the plain confirmation and the one error body every route uses.
 * Response schemas hold shapes, not rules, and no transforms (see card-response.ts).
 */
import { z } from "zod";

/** A confirmation such as DELETE's "Card deleted" or the answer to a reset request. */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

/**
 * Every 4xx/5xx answer from the one error handler: a text a person can act on and, for bad
 * input, a message per field (`name` or `a.b` for nested fields).
 */
export const errorBodySchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Password sign-in refused because the account's email domain signs in with the provider only. */
  sso: z.literal(true).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
