/** What one attempt at a delivery came to, whatever the endpoint's kind, and who makes it. */
import type { Config } from "../../config";
import type { WebhookEndpointRow } from "../../db/schema/webhooks";
import type { ClaimedDelivery } from "./claims";

export interface SendResult {
  /** Delivered (a 2xx), or nothing was to be sent (`error` then says why). */
  ok: boolean;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  /** A failure that trying again cannot mend (a refused address): given up at once. */
  permanent?: boolean;
}

/** Sends one delivery of an integration's kind (HubSpot's, server/modules/hubspot). */
export type IntegrationSender = (
  config: Config,
  endpoint: WebhookEndpointRow,
  delivery: ClaimedDelivery,
) => Promise<SendResult>;
