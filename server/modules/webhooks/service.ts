/**
 * Managing webhook endpoints, for the app's session routes and the open API alike: register
 * (the secret answered once), list, read, change, delete, the delivery log, 'Send a test event'
 * and secret rotation. Each action is one transaction; access as ./access.ts says.
 */

import type {
  CreateWebhook,
  UpdateWebhook,
  WebhookDeliveries,
  WebhookDelivery,
  WebhookEndpoint,
} from "../../../core/schemas/webhooks";
import { WEBHOOK_ENDPOINTS_PER_OWNER, WEBHOOK_TEST_EVENT } from "../../../core/webhook-events";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { badRequest, conflict, notFound, tooManyRequests } from "../../lib/http-error";
import { hostOf } from "../../lib/outbound/address-guard";
import { isAllowlisted } from "../../lib/outbound/allowlist";
import { orgWithRole } from "../organizations/access";
import { managedEndpoint, managedOrganizationIds } from "./access";
import { newMessageId } from "./outbox";
import { presentDelivery, presentEndpoint } from "./presenter";
import {
  countEndpoints,
  countTestEvents,
  deleteEndpoint,
  failPending,
  insertDelivery,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  lockOwner,
  updateEndpoint,
} from "./repo";
import { newWebhookSecret, sealSecret } from "./secrets";

/** How long the secret before a rotation keeps signing beside the new one. */
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
export const TURNED_OFF = "The endpoint was turned off before this delivery was sent.";
export const endpointLimitMessage = `At most ${WEBHOOK_ENDPOINTS_PER_OWNER} webhook endpoints can be registered; delete one first.`;
/** Test events one endpoint may be sent per minute: enough to try a receiver, not to flood it. */
const TEST_EVENTS_PER_MINUTE = 5;
export const TEST_EVENTS_BUSY = `At most ${TEST_EVENTS_PER_MINUTE} test events a minute can be sent to an endpoint. Please wait a moment.`;
const HTTP_REFUSED =
  "Use an https:// URL: plain http:// is only allowed for hosts the server's OUTBOUND_ALLOWLIST names.";

export function createWebhookService(ctx: AppContext, options: { wake?: () => void } = {}) {
  const { db, config } = ctx;

  /** Plain http only where the allowlist may name the host; resolving waits for sending (names change). */
  function checkScheme(url: string): void {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:") return;
    const host = hostOf(parsed);
    const list = config.outboundAllowlist;
    if (isAllowlisted(list, host, host) || list.ranges.length > 0) return;
    throw badRequest(HTTP_REFUSED, { url: HTTP_REFUSED });
  }

  async function list(actor: UserRow): Promise<WebhookEndpoint[]> {
    enforce(actor, "webhooks.use");
    const rows = await listEndpoints(db, actor.id, await managedOrganizationIds(db, actor), "webhook");
    return rows.map((row) => presentEndpoint(row));
  }

  async function create(actor: UserRow, input: CreateWebhook): Promise<{ id: number; secret: string }> {
    enforce(actor, "webhooks.use");
    const organizationId = input.organizationId ?? null;
    if (organizationId !== null) {
      const { role } = await orgWithRole(db, actor, organizationId);
      enforce(actor, "webhooks.manageOrg", { role });
    }
    checkScheme(input.url);
    const secret = newWebhookSecret();
    const sealed = await sealSecret(config, secret);
    const owner = { userId: actor.id, organizationId };
    const row = await db.transaction(async (tx) => {
      await lockOwner(tx, owner);
      if ((await countEndpoints(tx, owner)) >= WEBHOOK_ENDPOINTS_PER_OWNER)
        throw conflict(endpointLimitMessage);
      return insertEndpoint(tx, {
        userId: actor.id,
        organizationId,
        kind: "webhook",
        url: input.url,
        events: input.events,
        description: input.description ?? "",
        secret: sealed,
      });
    });
    return { id: row.id, secret };
  }

  async function read(actor: UserRow, id: number): Promise<WebhookEndpoint> {
    return presentEndpoint(await managedEndpoint(db, actor, id));
  }

  async function update(actor: UserRow, id: number, patch: UpdateWebhook): Promise<WebhookEndpoint> {
    const endpoint = await managedEndpoint(db, actor, id);
    if (patch.url !== undefined) checkScheme(patch.url);
    const turnsOn = patch.enabled === true && !endpoint.enabled;
    const turnsOff = patch.enabled === false && endpoint.enabled;
    const row = await db.transaction(async (tx) => {
      const changed = await updateEndpoint(tx, id, {
        ...(patch.url !== undefined ? { url: patch.url } : {}),
        ...(patch.events !== undefined ? { events: patch.events } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
        // Back on: a fresh start, its failure clock reset.
        ...(turnsOn ? { disabledReason: null, failingSince: null } : {}),
        ...(turnsOff ? { disabledReason: null } : {}),
      });
      if (turnsOff) await failPending(tx, id, TURNED_OFF);
      return changed;
    });
    if (!row) throw notFound("No such webhook.");
    return presentEndpoint(row);
  }

  async function remove(actor: UserRow, id: number): Promise<void> {
    await managedEndpoint(db, actor, id);
    await deleteEndpoint(db, id);
  }

  async function deliveries(
    actor: UserRow,
    id: number,
    page: { limit: number; before?: number | undefined },
    kind: "webhook" | "hubspot" = "webhook",
  ): Promise<WebhookDeliveries> {
    await managedEndpoint(db, actor, id, kind);
    const rows = await listDeliveries(db, id, page);
    return {
      deliveries: rows.map(presentDelivery),
      nextBefore: rows.length === page.limit ? (rows.at(-1)?.id ?? null) : null,
    };
  }

  /** 'Send a test event': one `webhook.test` delivery, sent by the runner like any other. */
  async function sendTest(actor: UserRow, id: number): Promise<WebhookDelivery> {
    const endpoint = await managedEndpoint(db, actor, id);
    if (!endpoint.enabled)
      throw conflict("This endpoint is switched off: turn it back on to send a test event.");
    const at = new Date();
    if ((await countTestEvents(db, id, new Date(at.getTime() - 60_000))) >= TEST_EVENTS_PER_MINUTE) {
      throw tooManyRequests(TEST_EVENTS_BUSY);
    }
    const row = await insertDelivery(db, {
      endpointId: id,
      messageId: newMessageId(),
      eventType: WEBHOOK_TEST_EVENT,
      payload: {
        type: WEBHOOK_TEST_EVENT,
        timestamp: at.toISOString(),
        data: { endpointId: id, message: "A test event from Cardfolio: this endpoint receives its events." },
      },
    });
    options.wake?.();
    return presentDelivery(row);
  }

  /** A new secret, answered once; the old one signs beside it for ROTATION_OVERLAP_MS. */
  async function rotateSecret(actor: UserRow, id: number): Promise<{ id: number; secret: string }> {
    const endpoint = await managedEndpoint(db, actor, id);
    const secret = newWebhookSecret();
    await updateEndpoint(db, id, {
      secret: await sealSecret(config, secret),
      previousSecret: endpoint.secret,
      previousSecretExpiresAt: new Date(Date.now() + ROTATION_OVERLAP_MS),
    });
    return { id, secret };
  }

  return { list, create, read, update, remove, deliveries, sendTest, rotateSecret };
}
