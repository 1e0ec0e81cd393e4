/** The account page's list of signed-in sessions (GET /api/account/sessions) and its actions. */
import { z } from "zod";
import { idParamSchema } from "./ids";

export const sessionParams = z.object({
  sessionId: idParamSchema("Session id must be a positive whole number"),
});

const sessionSchema = z.object({
  id: z.number(),
  /** "Firefox on Windows" (core/session-device.ts). */
  device: z.string(),
  /** The anonymised address the session began from, or null. */
  address: z.string().nullable(),
  /** ISO 8601 times. */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionsEndedSchema = z.object({ message: z.string(), ended: z.number() });
