/**
 * One attempt at a delivery to a webhook URL, per Standard Webhooks: the envelope as the body,
 * `webhook-id` (the same on every retry), `webhook-timestamp` (this attempt's, in seconds) and
 * `webhook-signature`: `v1,<base64 HMAC-SHA256>` of "id.timestamp.body" under the endpoint's
 * secret, and during a rotation's overlap a second one under the previous secret, space-separated,
 * so a receiver verifies with either. A 2xx is success; any other status, no answer in time or
 * a refused address is a failure.
 */
import { Webhook } from "standardwebhooks";
import type { Config } from "../../config";
import type { WebhookEndpointRow } from "../../db/schema/webhooks";
import { OutboundRefused, type Resolver } from "../../lib/outbound/address-guard";
import { outboundRequest } from "../../lib/outbound/outbound-request";
import type { ClaimedDelivery } from "./claims";
import { openSecret } from "./secrets";
import type { SendResult } from "./send-result";

const USER_AGENT = "Cardfolio-Webhooks/1";
const KEY_CHANGED =
  "The endpoint's secret cannot be opened: the server's MFA_ENCRYPTION_KEY changed. Rotate the secret.";

/** The signatures for one attempt: the current secret's, then the previous one's while it overlaps. */
async function signatures(
  config: Config,
  endpoint: WebhookEndpointRow,
  messageId: string,
  at: Date,
  body: string,
): Promise<string | undefined> {
  const secrets = [await openSecret(config, endpoint.secret)];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at) {
    secrets.push(await openSecret(config, endpoint.previousSecret));
  }
  if (secrets[0] === undefined) return undefined;
  return secrets
    .filter((secret): secret is string => secret !== undefined)
    .map((secret) => new Webhook(secret).sign(messageId, at, body))
    .join(" ");
}

export async function sendWebhook(
  config: Config,
  endpoint: WebhookEndpointRow,
  delivery: ClaimedDelivery,
  resolve?: Resolver,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const at = new Date();
  const signature = await signatures(config, endpoint, delivery.messageId, at, delivery.payload);
  if (signature === undefined) {
    return { ok: false, responseStatus: null, durationMs: 0, error: KEY_CHANGED, permanent: true };
  }
  try {
    const response = await outboundRequest({
      url: endpoint.url,
      allowlist: config.outboundAllowlist,
      resolve,
      headers: {
        "content-type": "application/json",
        "user-agent": USER_AGENT,
        "webhook-id": delivery.messageId,
        "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
        "webhook-signature": signature,
      },
      body: delivery.payload,
    });
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      responseStatus: response.status,
      durationMs: elapsed(),
      error: ok ? null : `The endpoint answered ${response.status}${snippet(response.body)}`,
    };
  } catch (error) {
    const refused = error instanceof OutboundRefused;
    return {
      ok: false,
      responseStatus: null,
      durationMs: elapsed(),
      error: refused ? `Refused: ${error.message}` : (error as Error).message,
      permanent: refused,
    };
  }
}

/** The start of an error answer's body, on one line, for the log. */
function snippet(body: string): string {
  const line = body.replace(/\s+/g, " ").trim().slice(0, 200);
  return line ? `: ${line}` : "";
}
