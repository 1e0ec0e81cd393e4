/**
 * A card's Calendly connection as stored in salesbot_configs.calendly_integration (jsonb):
 * the encrypted token, the account it belongs to, and the chosen event type. Read leniently: a
 * stored value of another shape reads as not connected. The chat reads eventTypeUri
 * (server/modules/salesbot/chat/scheduling-event-type.ts) to offer meetings.
 */
export interface CalendlyIntegration {
  tokenCiphertext: string;
  userUri: string;
  accountName: string;
  connectedAt: string;
  eventTypeUri?: string;
  eventTypeName?: string;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

export function readIntegration(stored: unknown): CalendlyIntegration | undefined {
  if (!stored || typeof stored !== "object") return undefined;
  const v = stored as Record<string, unknown>;
  const tokenCiphertext = text(v.tokenCiphertext);
  const userUri = text(v.userUri);
  if (!tokenCiphertext || !userUri) return undefined;
  return {
    tokenCiphertext,
    userUri,
    accountName: text(v.accountName) ?? "Calendly account",
    connectedAt: text(v.connectedAt) ?? "",
    eventTypeUri: text(v.eventTypeUri),
    eventTypeName: text(v.eventTypeName),
  };
}
