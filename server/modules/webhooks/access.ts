/**
 * Who may see and change an endpoint: a user's own endpoints are theirs alone (level 2+); an
 * organisation's are its owners' and admins' (and level 5's). Anyone else is told there is no
 * such webhook (404), so ids reveal nothing.
 */
import { and, eq } from "drizzle-orm";
import { authorize, WEBHOOKS_DENIAL } from "../../../core/policy";
import { anyOf } from "../../db/any-of";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { organizationMembers } from "../../db/schema/organizations";
import type { WebhookEndpointRow } from "../../db/schema/webhooks";
import { enforce } from "../../lib/enforce";
import { notFound } from "../../lib/http-error";
import { roleOf } from "../organizations/repo";
import { findEndpoint } from "./repo";

const WEBHOOK_NOT_FOUND = "No such webhook.";

/** The organisations whose endpoints `actor` manages as their owner or admin. */
export async function managedOrganizationIds(db: Db, actor: UserRow): Promise<number[]> {
  if (authorize(actor, "webhooks.use") === WEBHOOKS_DENIAL) return [];
  const rows = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.userId, actor.id), anyOf(organizationMembers.role, ["owner", "admin"])),
    );
  return rows.map((row) => row.id);
}

/** Whether `actor` may act on `endpoint`. */
async function mayManage(db: Db, actor: UserRow, endpoint: WebhookEndpointRow): Promise<boolean> {
  if (endpoint.organizationId === null) return endpoint.userId === actor.id;
  const role = await roleOf(db, endpoint.organizationId, actor.id);
  return authorize(actor, "webhooks.manageOrg", { role }) === undefined;
}

/** The endpoint `id` of `kind`, once `actor` may act on it; else 403 (below level 2) or 404. */
export async function managedEndpoint(
  db: Db,
  actor: UserRow,
  id: number,
  kind: WebhookEndpointRow["kind"] = "webhook",
): Promise<WebhookEndpointRow> {
  enforce(actor, "webhooks.use");
  const endpoint = await findEndpoint(db, id);
  if (!endpoint || endpoint.kind !== kind || !(await mayManage(db, actor, endpoint))) {
    throw notFound(WEBHOOK_NOT_FOUND);
  }
  return endpoint;
}
