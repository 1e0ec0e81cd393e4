/**
 * The Calendly event type a meeting would be booked on, from a configuration's
 * calendlyIntegration, or undefined when Calendly is not connected or no event type is chosen.
 */
export function schedulingEventTypeOf(calendlyIntegration: unknown): string | undefined {
  if (!calendlyIntegration || typeof calendlyIntegration !== "object") return undefined;
  const { eventTypeUri } = calendlyIntegration as { eventTypeUri?: unknown };
  return typeof eventTypeUri === "string" && /^https:\/\//.test(eventTypeUri) ? eventTypeUri : undefined;
}
