/**
 * One attempt at a `lead.*` delivery to HubSpot: the lead upserted as a contact by its email.
 * A lead without an email cannot be matched to a contact and is skipped, the reason recorded;
 * any other event has nothing to push. Failures follow the webhooks' rules (retry, switch-off).
 */
import type { Lead } from "../../../core/schemas/leads";
import type { Config } from "../../config";
import type { WebhookEndpointRow } from "../../db/schema/webhooks";
import type { ClaimedDelivery } from "../webhooks/claims";
import { openSecret } from "../webhooks/secrets";
import type { SendResult } from "../webhooks/send-result";
import { upsertContact } from "./hubspot-client";

export const NO_EMAIL = "Skipped: the lead has no email address, which HubSpot matches contacts by.";

export async function sendToHubspot(
  config: Config,
  endpoint: WebhookEndpointRow,
  delivery: ClaimedDelivery,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const lead = (JSON.parse(delivery.payload) as { data?: Lead }).data;
  if (!delivery.eventType.startsWith("lead.") || !lead) {
    return { ok: true, responseStatus: null, durationMs: 0, error: "Skipped: not a lead event." };
  }
  if (!lead.email) return { ok: true, responseStatus: null, durationMs: 0, error: NO_EMAIL };
  const token = await openSecret(config, endpoint.secret);
  if (token === undefined) {
    return {
      ok: false,
      responseStatus: null,
      durationMs: 0,
      error: "The HubSpot token cannot be opened: the server's MFA_ENCRYPTION_KEY changed. Connect again.",
      permanent: true,
    };
  }
  try {
    const response = await upsertContact(
      { apiUrl: config.hubspotApiUrl, token, allowlist: config.outboundAllowlist },
      lead,
    );
    const ok = response.status >= 200 && response.status < 300;
    const refusedToken = response.status === 401 || response.status === 403;
    return {
      ok,
      responseStatus: response.status,
      durationMs: elapsed(),
      error: ok
        ? null
        : refusedToken
          ? `HubSpot refused the token (${response.status}): connect again with a valid private app token.`
          : `HubSpot answered ${response.status}: ${response.body.replace(/\s+/g, " ").slice(0, 200)}`,
    };
  } catch (error) {
    return { ok: false, responseStatus: null, durationMs: elapsed(), error: (error as Error).message };
  }
}
