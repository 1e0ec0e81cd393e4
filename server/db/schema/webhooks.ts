/**
 * Webhooks (Standard Webhooks): the endpoints owners and organisations register, and the outbox
 * of deliveries. An event becomes one delivery row per subscribed endpoint in the transaction
 * that caused it; the runner claims due rows (FOR UPDATE SKIP LOCKED), sends them and records
 * the outcome on the same row, which is also the endpoint's delivery log.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { WebhookKind } from "../../../core/webhook-events";
import { organizations } from "./organizations";
import { userIdColumn } from "./users";

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial().primaryKey(),
    /** Who registered it; without an organisation, it receives the events of this user's cards. */
    userId: userIdColumn(),
    /** Set: it receives the events of the organisation's cards instead. */
    organizationId: integer().references(() => organizations.id, { onDelete: "cascade" }),
    kind: varchar({ length: 20 }).$type<WebhookKind>().notNull().default("webhook"),
    url: varchar({ length: 2000 }).notNull(),
    description: varchar({ length: 200 }).notNull().default(""),
    events: jsonb().$type<string[]>().notNull(),
    /**
     * Sealed with the installation's key (AES-256-GCM): the `whsec_` signing secret, or the
     * integration's access token (HubSpot's private-app token).
     */
    secret: text().notNull(),
    /** The secret before the last rotation, still signing beside the new one until it expires. */
    previousSecret: text(),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    enabled: boolean().notNull().default(true),
    /** Why it was switched off (after repeated failure), shown to its owner. */
    disabledReason: varchar({ length: 300 }),
    /** When the current run of failed attempts began (null after a success): the switch-off's clock. */
    failingSince: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_endpoints_user_idx").on(t.userId),
    index("webhook_endpoints_organization_idx").on(t.organizationId),
    check("webhook_endpoints_kind_check", sql`${t.kind} in ('webhook', 'hubspot')`),
  ],
);

/**
 * One event for one endpoint. `messageId` is Standard Webhooks' `webhook-id`: the same on every
 * retry, so a receiver can drop a repeat. Pending rows wait for `nextAttemptAt`; a claim marks a
 * row with its runner's token and a deadline, after which a dead runner's row is taken again.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    messageId: varchar({ length: 40 }).notNull(),
    eventType: varchar({ length: 40 }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** pending, delivered, failed (given up, or its endpoint was switched off). */
    status: varchar({ length: 10 }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimToken: uuid(),
    claimedUntil: timestamp({ withTimezone: true }),
    lastAttemptAt: timestamp({ withTimezone: true }),
    /** The receiver's HTTP status of the last attempt; null when none came (refused, timed out). */
    responseStatus: integer(),
    durationMs: integer(),
    error: varchar({ length: 500 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
