/**
 * The events a webhook endpoint can subscribe to (Standard Webhooks' `type`), and what each is
 * sent for. An endpoint receives the events of its owner's cards, or of its organisation's cards.
 */
export const WEBHOOK_EVENTS = [
  "lead.created",
  "lead.updated",
  "form.submitted",
  "card.updated",
  "conversation.finished",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent only by 'Send a test event'; never subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** An owner (or an organisation) registers at most this many endpoints. */
export const WEBHOOK_ENDPOINTS_PER_OWNER = 20;
/** Where an endpoint is an integration rather than a URL of the owner's. */
export const WEBHOOK_KINDS = ["webhook", "hubspot"] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];
