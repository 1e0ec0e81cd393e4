/**
 * An organisation and the acting user's role in it, as every organisation route starts: 404 when
 * there is no such organisation, 403 (core/policy.ts) when the role does not allow the action.
 */
import type { OrgRole } from "../../../core/organizations";
import type { Db } from "../../db/client";
import type { OrganizationRow, UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { orgNotFound } from "./errors";
import { findOrganization, roleOf } from "./repo";

export async function orgWithRole(
  db: Db,
  actor: UserRow,
  orgId: number,
): Promise<{ org: OrganizationRow; role: OrgRole | null }> {
  const org = await findOrganization(db, orgId);
  if (!org) throw orgNotFound();
  return { org, role: await roleOf(db, orgId, actor.id) };
}

/** The organisation, once the actor may read it (its members; level 5). */
export async function readableOrg(db: Db, actor: UserRow, orgId: number): Promise<OrganizationRow> {
  const { org, role } = await orgWithRole(db, actor, orgId);
  enforce(actor, "org.read", { role });
  return org;
}

/** The organisation, once the actor may manage it (its owners and admins; level 5). */
export async function managedOrg(db: Db, actor: UserRow, orgId: number): Promise<OrganizationRow> {
  const { org, role } = await orgWithRole(db, actor, orgId);
  enforce(actor, "org.manage", { role });
  return org;
}
