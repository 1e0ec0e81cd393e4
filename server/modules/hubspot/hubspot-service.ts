/**
 * HubSpot for a user's leads: connect with a private app's token (checked with HubSpot first,
 * then stored sealed as a webhook endpoint of kind 'hubspot' receiving lead.created and
 * lead.updated), see its status and last deliveries, disconnect. One connection per user;
 * connecting again replaces the token and turns a switched-off connection back on.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { HubspotStatus, WebhookDeliveries } from "../../../core/schemas/webhooks";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { webhookEndpoints } from "../../db/schema/webhooks";
import { enforce } from "../../lib/enforce";
import { badRequest, HttpError } from "../../lib/http-error";
import { presentDelivery, presentEndpoint } from "../webhooks/presenter";
import { deleteEndpoint, insertEndpoint, listDeliveries, updateEndpoint } from "../webhooks/repo";
import { sealSecret } from "../webhooks/secrets";
import { checkToken } from "./hubspot-client";

const HUBSPOT_EVENTS = ["lead.created", "lead.updated"];
export const TOKEN_REFUSED =
  "HubSpot did not accept this token. Use a private app's access token with the contacts read and write scopes.";
const UNREACHABLE = "HubSpot could not be reached. Please try again later.";

export function createHubspotService(ctx: AppContext) {
  const { db, config } = ctx;

  async function connection(actor: UserRow, executor: Db = db) {
    const [row] = await executor
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.userId, actor.id),
          eq(webhookEndpoints.kind, "hubspot"),
          isNull(webhookEndpoints.organizationId),
        ),
      );
    return row;
  }

  async function status(actor: UserRow): Promise<HubspotStatus> {
    enforce(actor, "webhooks.use");
    const row = await connection(actor);
    return { connected: row !== undefined, endpoint: row ? presentEndpoint(row) : null };
  }

  async function connect(actor: UserRow, token: string): Promise<HubspotStatus> {
    enforce(actor, "webhooks.use");
    let answer: number;
    try {
      answer = await checkToken({ apiUrl: config.hubspotApiUrl, token, allowlist: config.outboundAllowlist });
    } catch {
      throw new HttpError(502, UNREACHABLE);
    }
    if (answer === 401 || answer === 403) throw badRequest(TOKEN_REFUSED, { token: TOKEN_REFUSED });
    if (answer < 200 || answer >= 300) throw new HttpError(502, `HubSpot answered ${answer}. ${UNREACHABLE}`);
    const sealed = await sealSecret(config, token);
    await db.transaction(async (tx) => {
      const existing = await connection(actor, tx);
      if (existing) {
        await updateEndpoint(tx, existing.id, {
          secret: sealed,
          url: config.hubspotApiUrl,
          enabled: true,
          disabledReason: null,
          failingSince: null,
        });
      } else {
        await insertEndpoint(tx, {
          userId: actor.id,
          kind: "hubspot",
          url: config.hubspotApiUrl,
          events: HUBSPOT_EVENTS,
          description: "HubSpot contacts",
          secret: sealed,
        });
      }
    });
    return status(actor);
  }

  async function disconnect(actor: UserRow): Promise<HubspotStatus> {
    enforce(actor, "webhooks.use");
    const row = await connection(actor);
    if (row) await deleteEndpoint(db, row.id);
    return { connected: false, endpoint: null };
  }

  async function deliveries(
    actor: UserRow,
    page: { limit: number; before?: number },
  ): Promise<WebhookDeliveries> {
    enforce(actor, "webhooks.use");
    const row = await connection(actor);
    if (!row) return { deliveries: [], nextBefore: null };
    const found = await listDeliveries(db, row.id, page);
    return {
      deliveries: found.map(presentDelivery),
      nextBefore: found.length === page.limit ? (found.at(-1)?.id ?? null) : null,
    };
  }

  return { status, connect, disconnect, deliveries };
}
