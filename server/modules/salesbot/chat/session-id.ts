/**
 * Chat session ids (core/salesbot/chat-api.ts SESSION_ID_PATTERN): 144 random bits, base64url,
 * made only by the server. Knowing one is what lets a browser read its conversation back.
 */
import { randomBytes } from "node:crypto";

export function issueSessionId(): string {
  return randomBytes(18).toString("base64url");
}
