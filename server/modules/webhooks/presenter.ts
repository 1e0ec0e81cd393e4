/** Endpoint and delivery rows as the app and the open API show them (never a secret). */
import type { WebhookDelivery, WebhookEndpoint } from "../../../core/schemas/webhooks";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "../../db/schema/webhooks";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentEndpoint(row: WebhookEndpointRow, now = new Date()): WebhookEndpoint {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    description: row.description,
    events: row.events,
    organizationId: row.organizationId,
    enabled: row.enabled,
    disabledReason: row.enabled ? null : row.disabledReason,
    failingSince: iso(row.failingSince),
    previousSecretExpiresAt: overlap ? iso(row.previousSecretExpiresAt) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status as WebhookDelivery["status"],
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
  };
}
