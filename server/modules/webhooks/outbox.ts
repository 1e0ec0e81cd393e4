/**
 * Webhook events enter the outbox here, in the transaction of the change that caused them, so an
 * event is sent exactly when its change committed. One delivery row is written per enabled
 * endpoint that subscribed to the event and receives the card's events: its owner's endpoints
 * without an organisation, and the endpoints of the card's organisation. The payload is Standard
 * Webhooks' envelope: `{type, timestamp, data}`; every endpoint gets the same `webhook-id`.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { WebhookEvent } from "../../../core/webhook-events";
import type { Db } from "../../db/client";

export interface OutboxEvent {
  cardId: number;
  type: WebhookEvent;
  data: Record<string, unknown>;
}

/** Standard Webhooks' message id: unique per event, the same on each of its retries. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString("base64url")}`;
}

/** Queues `event` for every endpoint that receives it; nothing when none does. */
export async function enqueueEvent(db: Db, event: OutboxEvent, at: Date = new Date()): Promise<void> {
  const payload = JSON.stringify({ type: event.type, timestamp: at.toISOString(), data: event.data });
  await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
    select e.id, ${newMessageId()}, ${event.type}, ${payload}::jsonb
    from webhook_endpoints e
    join business_cards c on c.id = ${event.cardId}
    where e.enabled
      and e.events ? ${event.type}
      and (
        (e.organization_id is null and e.user_id = c.user_id)
        or e.organization_id = c.organization_id
      )`);
}
