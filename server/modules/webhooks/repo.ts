/** The endpoints' and deliveries' queries for their management (the runner's are in ./claims.ts). */
import { and, count, desc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import { WEBHOOK_TEST_EVENT, type WebhookKind } from "../../../core/webhook-events";
import { anyOf } from "../../db/any-of";
import type { Db } from "../../db/client";
import {
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema/webhooks";

export async function findEndpoint(db: Db, id: number): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** A user's own endpoints (no organisation's) of `kind`, and those of the organisations listed. */
export async function listEndpoints(
  db: Db,
  userId: number,
  organizationIds: number[],
  kind: WebhookKind,
): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.kind, kind),
        or(
          and(isNull(webhookEndpoints.organizationId), eq(webhookEndpoints.userId, userId)),
          anyOf(webhookEndpoints.organizationId, organizationIds),
        ),
      ),
    )
    .orderBy(webhookEndpoints.id);
}

/** How many endpoints an owner has: a user's own, or an organisation's. */
export async function countEndpoints(db: Db, owner: { userId: number; organizationId: number | null }) {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(
      owner.organizationId === null
        ? and(eq(webhookEndpoints.userId, owner.userId), isNull(webhookEndpoints.organizationId))
        : eq(webhookEndpoints.organizationId, owner.organizationId),
    );
  return row?.n ?? 0;
}

/** Serialises creations for one owner, so two at once cannot pass the limit together. */
export async function lockOwner(tx: Db, owner: { userId: number; organizationId: number | null }) {
  const key = owner.organizationId === null ? `user:${owner.userId}` : `org:${owner.organizationId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${key}`}))`);
}

export async function insertEndpoint(
  db: Db,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: Db,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Db, id: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** An endpoint's pending deliveries end failed with `reason` (it was turned or switched off). */
export async function failPending(db: Db, endpointId: number, reason: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: "failed", error: reason, claimToken: null, claimedUntil: null })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")));
}

/** The delivery log, newest first, `limit` older than the delivery `before`. */
export async function listDeliveries(
  db: Db,
  endpointId: number,
  page: { limit: number; before?: number | undefined },
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        page.before === undefined ? undefined : lt(webhookDeliveries.id, page.before),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(page.limit);
}

export async function insertDelivery(
  db: Db,
  values: typeof webhookDeliveries.$inferInsert,
): Promise<WebhookDeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row!;
}

/** How many test events `endpointId` was sent since `since`. */
export async function countTestEvents(db: Db, endpointId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.eventType, WEBHOOK_TEST_EVENT),
        gte(webhookDeliveries.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
