/**
 * A card's Calendly connection as the owner's screen reads it, the same shape the server answers
 * (GET status, connect, choose an event type, disconnect) and checks its answers against. The
 * token itself is never part of it.
 */
import { z } from "zod";

export const calendlyStatusSchema = z.object({
  /** Whether this server can hold Calendly tokens (CALENDLY_TOKEN_KEY is set). */
  available: z.boolean(),
  connected: z.boolean(),
  accountName: z.string().nullable(),
  eventTypeUri: z.string().nullable(),
  eventTypeName: z.string().nullable(),
});
export type CalendlyStatus = z.infer<typeof calendlyStatusSchema>;

/** One of the account's active event types, as Calendly lists them for the owner to choose. */
export const calendlyEventTypeSchema = z.object({
  uri: z.string(),
  name: z.string(),
  duration: z.number().nullable(),
});
export type CalendlyEventType = z.infer<typeof calendlyEventTypeSchema>;
