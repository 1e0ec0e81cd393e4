/**
 * Webhook endpoints and their delivery log as the app and the open API send and show them, and
 * HubSpot's connection. One shape for both, so the web app and /api/v1 never disagree.
 */
import { z } from "zod";
import { WEBHOOK_EVENTS, WEBHOOK_KINDS } from "../webhook-events";
import { idParamSchema, idSchema } from "./ids";

const WEBHOOK_URL_MAX = 2000;
const WEBHOOK_DESCRIPTION_MAX = 200;
const DELIVERIES_PAGE_SIZE_DEFAULT = 50;
const DELIVERIES_PAGE_SIZE_MAX = 100;
const HUBSPOT_TOKEN_MAX = 500;

/**
 * The address a webhook is sent to: http(s), no user name or password in it (it would be sent to
 * whoever the address reaches and shown in every log). Whether the address may be reached is
 * decided when sending, as names change: https only except for hosts in OUTBOUND_ALLOWLIST.
 */
const webhookUrlSchema = z
  .string("Enter the URL to send events to")
  .trim()
  .min(1, "Enter the URL to send events to")
  .max(WEBHOOK_URL_MAX, `The URL must be at most ${WEBHOOK_URL_MAX.toLocaleString("en")} characters`)
  .superRefine((text, context) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      context.addIssue({ code: "custom", message: "Enter a full URL, such as https://example.com/hooks" });
      return;
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      context.addIssue({ code: "custom", message: "The URL must start with https://" });
    } else if (url.username || url.password) {
      context.addIssue({ code: "custom", message: "The URL must not contain a user name or password" });
    } else if (url.hash) {
      context.addIssue({ code: "custom", message: "The URL must not contain a #fragment" });
    }
  });

const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, `Events must be among ${WEBHOOK_EVENTS.join(", ")}`))
  .min(1, "Choose at least one event")
  .max(WEBHOOK_EVENTS.length, "Each event can be chosen once")
  .refine((events) => new Set(events).size === events.length, "Each event can be chosen once");

const descriptionSchema = z
  .string("The description must be text")
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, `The description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`);

/** POST /api/webhooks, /api/v1/webhooks. */
export const createWebhookSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  description: descriptionSchema.optional(),
  /** Set: the organisation's endpoint, receiving its cards' events (its owners and admins only). */
  organizationId: idSchema("organizationId must be a positive whole number").optional(),
});
export type CreateWebhook = z.infer<typeof createWebhookSchema>;

/** PATCH: what is given changes. `enabled: true` turns a switched-off endpoint back on. */
export const updateWebhookSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  description: descriptionSchema.optional(),
  enabled: z.boolean("enabled must be true or false").optional(),
});
export type UpdateWebhook = z.infer<typeof updateWebhookSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number(),
  kind: z.enum(WEBHOOK_KINDS),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  organizationId: z.number().nullable(),
  enabled: z.boolean(),
  /** Why it was switched off, when it was. */
  disabledReason: z.string().nullable(),
  /** Since when its deliveries have been failing, while they are. */
  failingSince: z.string().nullable(),
  /** Until when the previous secret still signs beside the new one (after a rotation). */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint or rotating its secret: the secret, this once. */
export const webhookSecretSchema = z.object({ id: z.number(), secret: z.string() });

const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

export const webhookDeliverySchema = z.object({
  id: z.number(),
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  durationMs: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When the next attempt is due, while it is pending. */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  /** Pass as `before` for the next (older) page; null on the last. */
  nextBefore: z.number().nullable(),
});
export type WebhookDeliveries = z.infer<typeof webhookDeliveriesSchema>;

export const deliveriesQuerySchema = z.object({
  limit: z.coerce
    .number("limit must be a whole number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(DELIVERIES_PAGE_SIZE_MAX, `limit must be at most ${DELIVERIES_PAGE_SIZE_MAX}`)
    .default(DELIVERIES_PAGE_SIZE_DEFAULT),
  before: z.coerce
    .number("before must be a delivery id")
    .int("before must be a delivery id")
    .positive("before must be a delivery id")
    .optional(),
});

export const webhookIdParams = z.object({ id: idParamSchema("Webhook id must be a positive whole number") });

/** POST /api/hubspot/connect. */
export const hubspotConnectSchema = z.object({
  token: z
    .string("Enter the private app's access token")
    .trim()
    .min(1, "Enter the private app's access token")
    .max(HUBSPOT_TOKEN_MAX, `The token must be at most ${HUBSPOT_TOKEN_MAX} characters`),
});

export const hubspotStatusSchema = z.object({
  connected: z.boolean(),
  /** The connection, as an endpoint (its deliveries are its log). */
  endpoint: webhookEndpointSchema.nullable(),
});
export type HubspotStatus = z.infer<typeof hubspotStatusSchema>;
