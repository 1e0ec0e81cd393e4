/** Organisations, their teams and their members in the database. */
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import { type OrgBrand, readBrand } from "../../../core/org-brand";
import type { OrgRole } from "../../../core/organizations";
import type { Member, Team } from "../../../core/schemas/organizations";
import { LOCK, lockKeys } from "../../db/advisory-lock";
import type { Db } from "../../db/client";
import {
  type OrganizationMemberRow,
  type OrganizationRow,
  organizationMembers,
  organizations,
  organizationTeams,
  users,
} from "../../db/schema";
import { NO_PASSWORD } from "../../lib/passwords";

export interface OrgSummaryRow {
  id: number;
  slug: string;
  name: string;
  brand: OrgBrand;
  role: OrgRole | null;
  memberCount: number;
}

const memberCount = sql<number>`(select count(*)::int from ${organizationMembers} m
  where m.organization_id = ${organizations.id})`;

/** The organisations, each with `userId`'s role there, by name; only those they belong to unless `all`. */
export async function listOrganizations(
  db: Db,
  userId: number,
  { all, limit }: { all: boolean; limit: number },
): Promise<OrgSummaryRow[]> {
  const query = db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      brand: organizations.brand,
      role: organizationMembers.role,
      memberCount,
    })
    .from(organizations)
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.organizationId, organizations.id), eq(organizationMembers.userId, userId)),
    );
  const filtered = all ? query : query.where(eq(organizationMembers.userId, userId));
  const rows = await filtered.orderBy(asc(organizations.name), asc(organizations.id)).limit(limit);
  return rows.map((row) => ({ ...row, brand: readBrand(row.brand) }));
}

/**
 * Held until the transaction ends: organisations are counted and made one at a time, in every
 * process, so the cap on their number holds.
 */
export async function lockOrganizationCount(tx: Db): Promise<void> {
  const [namespace, purpose] = lockKeys(LOCK.organizationCount);
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}, ${purpose})`);
}

/**
 * Locks the organisation's row until the transaction ends, so its teams are counted and added
 * one at a time; false when it is gone.
 */
export async function lockOrganization(tx: Db, id: number): Promise<boolean> {
  const locked = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for("update");
  return locked.length > 0;
}

export async function countOrganizations(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organizations);
  return row?.n ?? 0;
}

export async function findOrganization(db: Db, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

/** An organisation by its directory's address (stored in lower case). */
export async function findOrganizationBySlug(db: Db, slug: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.slug, slug.toLowerCase()));
  return row;
}

export async function countMembers(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  return row?.n ?? 0;
}

/** What an organisation is made or changed with; a brand left out stays as it is. */
interface OrganizationValues {
  slug: string;
  name: string;
  brand?: OrgBrand | undefined;
}

export async function insertOrganization(db: Db, values: OrganizationValues): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function updateOrganization(
  db: Db,
  id: number,
  values: OrganizationValues,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row;
}

/** Deletes the organisation; its teams and memberships go with it (cascades). */
export async function deleteOrganization(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(organizations)
    .where(eq(organizations.id, id))
    .returning({ id: organizations.id });
  return deleted.length > 0;
}

export async function roleOf(db: Db, organizationId: number, userId: number): Promise<OrgRole | null> {
  const member = await findMember(db, organizationId, userId);
  return member?.role ?? null;
}

/* ---- Teams ---- */

export async function listTeams(db: Db, organizationId: number): Promise<Team[]> {
  return db
    .select({ id: organizationTeams.id, name: organizationTeams.name })
    .from(organizationTeams)
    .where(eq(organizationTeams.organizationId, organizationId))
    .orderBy(asc(organizationTeams.name), asc(organizationTeams.id));
}

export async function countTeams(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationTeams)
    .where(eq(organizationTeams.organizationId, organizationId));
  return row?.n ?? 0;
}

const teamOf = (organizationId: number, teamId: number) =>
  and(eq(organizationTeams.organizationId, organizationId), eq(organizationTeams.id, teamId));

export async function findTeam(db: Db, organizationId: number, teamId: number): Promise<Team | undefined> {
  const [row] = await db
    .select({ id: organizationTeams.id, name: organizationTeams.name })
    .from(organizationTeams)
    .where(teamOf(organizationId, teamId));
  return row;
}

export async function insertTeam(db: Db, organizationId: number, name: string): Promise<Team> {
  const [row] = await db
    .insert(organizationTeams)
    .values({ organizationId, name })
    .returning({ id: organizationTeams.id, name: organizationTeams.name });
  return row!;
}

export async function renameTeam(
  db: Db,
  organizationId: number,
  teamId: number,
  name: string,
): Promise<Team | undefined> {
  const [row] = await db
    .update(organizationTeams)
    .set({ name })
    .where(teamOf(organizationId, teamId))
    .returning({ id: organizationTeams.id, name: organizationTeams.name });
  return row;
}

/** Deletes the team; its members stay in the organisation without a team (set null). */
export async function deleteTeam(db: Db, organizationId: number, teamId: number): Promise<boolean> {
  const deleted = await db
    .delete(organizationTeams)
    .where(teamOf(organizationId, teamId))
    .returning({ id: organizationTeams.id });
  return deleted.length > 0;
}

/* ---- Members ---- */

/** Members as the API shows them: the membership with the user's names, and whether they have claimed it. */
const memberRows = (db: Db) =>
  db
    .select({
      userId: organizationMembers.userId,
      username: users.username,
      fullName: users.fullName,
      role: organizationMembers.role,
      teamId: organizationMembers.teamId,
      pending: sql<boolean>`${users.password} = ${NO_PASSWORD}`,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId));

/** A page of members in user id order, after `after`, at most `limit`. */
export async function listMembers(
  db: Db,
  organizationId: number,
  { after, limit }: { after?: number; limit: number },
): Promise<Member[]> {
  return memberRows(db)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        after === undefined ? undefined : gt(organizationMembers.userId, after),
      ),
    )
    .orderBy(asc(organizationMembers.userId))
    .limit(limit);
}

const memberOf = (organizationId: number, userId: number) =>
  and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId));

export async function findMember(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<OrganizationMemberRow | undefined> {
  const [row] = await db.select().from(organizationMembers).where(memberOf(organizationId, userId));
  return row;
}

/** The member as the API shows them. */
export async function presentMember(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<Member | undefined> {
  const [row] = await memberRows(db).where(memberOf(organizationId, userId));
  return row;
}

export async function insertMember(
  db: Db,
  values: { organizationId: number; userId: number; role: OrgRole; teamId: number | null },
): Promise<void> {
  await db.insert(organizationMembers).values(values);
}

export async function updateMember(
  db: Db,
  organizationId: number,
  userId: number,
  values: { role?: OrgRole; teamId?: number | null },
): Promise<void> {
  await db.update(organizationMembers).set(values).where(memberOf(organizationId, userId));
}

/** The organisation's owners, locked until the transaction ends, so two demotions cannot both pass. */
export async function lockOwners(db: Db, organizationId: number): Promise<number[]> {
  const owners = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, "owner")))
    .for("update");
  return owners.map((owner) => owner.userId);
}
