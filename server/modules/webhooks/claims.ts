/**
 * The runner's queries on the outbox. A claim marks due pending rows with the run's token and a
 * deadline (FOR UPDATE SKIP LOCKED: two processes claiming at once take different rows); the
 * outcome is written back only where the token still holds. A runner that died leaves its rows
 * to be claimed again once the deadline passes. Outcomes are written a batch at a time, so a
 * thousand deliveries a second cost a few statements, not thousands.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import type { WebhookEndpointRow } from "../../db/schema/webhooks";
import { webhookEndpoints } from "../../db/schema/webhooks";

/** Longer than a batch takes to send (time limit × batch ÷ concurrency). */
const CLAIM_MS = 3 * 60 * 1000;

export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  messageId: string;
  eventType: string;
  /** The envelope as JSON text, sent as it is. */
  payload: string;
  /** Attempts made before this one. */
  attempts: number;
}

export async function claimDue(
  db: Db,
  limit: number,
): Promise<{ token: string; claimed: ClaimedDelivery[] }> {
  const token = randomUUID();
  const claimed = await rows<{
    id: string | number;
    endpointId: number;
    messageId: string;
    eventType: string;
    payload: string;
    attempts: number;
  }>(
    db,
    sql`update webhook_deliveries set claim_token = ${token}::uuid,
             claimed_until = now() + ${CLAIM_MS} * interval '1 millisecond'
      where id in (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= now()
          and (claimed_until is null or claimed_until < now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning id, endpoint_id as "endpointId", message_id as "messageId", event_type as "eventType",
                payload::text as payload, attempts`,
  );
  return {
    token,
    claimed: claimed.map((row) => ({ ...row, id: Number(row.id), endpointId: Number(row.endpointId) })),
  };
}

export async function endpointsOf(db: Db, ids: number[]): Promise<Map<number, WebhookEndpointRow>> {
  if (ids.length === 0) return new Map();
  const found = await db.select().from(webhookEndpoints).where(anyOf(webhookEndpoints.id, ids));
  return new Map(found.map((row) => [row.id, row]));
}

export interface Outcome {
  id: number;
  status: "pending" | "delivered" | "failed";
  /** The attempts made, this one included. */
  attempts: number;
  /** For a pending row: milliseconds from now to the next attempt. */
  retryInMs: number | null;
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
}

/** Writes a claim's outcomes, where the claim still holds; the claim is let go. */
export async function recordOutcomes(db: Db, token: string, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await rows(
    db,
    sql`update webhook_deliveries d set
          status = o.status,
          attempts = o.attempts,
          next_attempt_at = case when o.retry_in_ms is null then d.next_attempt_at
                                 else now() + o.retry_in_ms * interval '1 millisecond' end,
          response_status = o.response_status,
          duration_ms = o.duration_ms,
          error = o.error,
          last_attempt_at = now(),
          claim_token = null,
          claimed_until = null
        from jsonb_to_recordset(${JSON.stringify(
          outcomes.map((o) => ({
            id: o.id,
            status: o.status,
            attempts: o.attempts,
            retry_in_ms: o.retryInMs,
            response_status: o.responseStatus,
            duration_ms: o.durationMs,
            error: o.error?.slice(0, 500) ?? null,
          })),
        )}::jsonb) as o(id bigint, status text, attempts int, retry_in_ms bigint, response_status int,
                       duration_ms int, error text)
        where d.id = o.id and d.claim_token = ${token}::uuid`,
  );
}

/**
 * Each endpoint's failure clock: cleared by a success, started by a failure (kept if running).
 * Answers the endpoints now failing for longer than `switchOffAfterMs`.
 */
export async function updateFailureClocks(
  db: Db,
  succeeded: number[],
  failed: number[],
  switchOffAfterMs: number,
): Promise<number[]> {
  if (succeeded.length > 0) {
    await rows(
      db,
      sql`update webhook_endpoints set failing_since = null
          where failing_since is not null and ${anyOf(webhookEndpoints.id, succeeded)}`,
    );
  }
  if (failed.length === 0) return [];
  const failing = await rows<{ id: number; overdue: boolean }>(
    db,
    sql`update webhook_endpoints set failing_since = coalesce(failing_since, now())
        where ${anyOf(webhookEndpoints.id, failed)}
        returning id, failing_since < now() - ${switchOffAfterMs} * interval '1 millisecond' as overdue`,
  );
  return failing.filter((row) => row.overdue).map((row) => Number(row.id));
}

/**
 * Switches the endpoint off (once: answers false when it already was), its pending deliveries
 * failed with `reason`.
 */
export async function switchOff(db: Db, endpointId: number, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const switched = await rows<{ id: number }>(
      tx,
      sql`update webhook_endpoints set enabled = false, disabled_reason = ${reason}, updated_at = now()
          where id = ${endpointId} and enabled returning id`,
    );
    if (switched.length === 0) return false;
    await rows(
      tx,
      sql`update webhook_deliveries set status = 'failed', error = ${reason}, claim_token = null, claimed_until = null
          where endpoint_id = ${endpointId} and status = 'pending'`,
    );
    return true;
  });
}

/** Delivered and given-up rows older than `days` go: the log keeps a month. */
export async function deleteOldDeliveries(db: Db, days: number): Promise<void> {
  await rows(
    db,
    sql`delete from webhook_deliveries
        where status <> 'pending' and created_at < now() - ${days} * interval '1 day'`,
  );
}
