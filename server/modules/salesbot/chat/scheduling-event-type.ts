import { decryptToken } from "../../../lib/token-crypto";

/**
 * The Calendly event type a meeting would be booked on, from a configuration's
 * calendlyIntegration: only while a link can be made on it, that is when an event type is chosen
 * and the stored token opens under the server's key (none set, or the key changed since the owner
 * connected: no offer, as a visitor could not book).
 */
export function schedulingEventTypeOf(
  calendlyIntegration: unknown,
  tokenKey: Buffer | undefined,
): string | undefined {
  if (!tokenKey || !calendlyIntegration || typeof calendlyIntegration !== "object") return undefined;
  const { eventTypeUri, tokenCiphertext } = calendlyIntegration as {
    eventTypeUri?: unknown;
    tokenCiphertext?: unknown;
  };
  if (typeof tokenCiphertext !== "string" || decryptToken(tokenCiphertext, tokenKey) === undefined)
    return undefined;
  return typeof eventTypeUri === "string" && /^https:\/\//.test(eventTypeUri) ? eventTypeUri : undefined;
}
