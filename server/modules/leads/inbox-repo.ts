/**
 * The leads inbox's queries. A list covers one card, one organisation's cards or one user's
 * cards; it is searched within name, email, company and phone, filtered by status, and paged by
 * keyset: the inbox by last activity (newest first), the open API by last change (oldest first,
 * so a client can sync with `updatedSince`). A cursor is the last lead of the previous page.
 */
import { and, asc, desc, eq, gt, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { LeadStatus } from "../../../core/leads";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { businessCards, type LeadRow, leads } from "../../db/schema";

/** Whose leads a list covers. */
export type LeadScope = { cardId: number } | { organizationId: number } | { ownerId: number };

export interface LeadListFilters {
  q?: string | undefined;
  status?: LeadStatus | undefined;
  updatedSince?: Date | undefined;
}

function scopeCondition(scope: LeadScope): SQL {
  if ("cardId" in scope) return eq(leads.cardId, scope.cardId);
  const cards =
    "organizationId" in scope
      ? eq(businessCards.organizationId, scope.organizationId)
      : eq(businessCards.userId, scope.ownerId);
  return sql`${leads.cardId} in (select ${businessCards.id} from ${businessCards} where ${cards})`;
}

function conditions(scope: LeadScope, filters: LeadListFilters): SQL[] {
  const found: SQL[] = [scopeCondition(scope)];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const within = [leads.name, leads.email, leads.company, leads.phone].map(
      (column) => sql`lower(coalesce(${column}, '')) like ${pattern}`,
    );
    found.push(or(...within)!);
  }
  if (filters.status) found.push(eq(leads.status, filters.status));
  if (filters.updatedSince) found.push(gte(leads.updatedAt, filters.updatedSince));
  return found;
}

/** How many leads a list's filters match. */
export async function countLeads(db: Db, scope: LeadScope, filters: LeadListFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(...conditions(scope, filters)));
  return Number(row?.n ?? 0);
}

/**
 * The two orders a list is paged in: the inbox's, by last activity with the newest first, and
 * the open API's, by last change with the oldest first.
 */
const ORDERS = {
  activity: { column: leads.lastActivityAt, name: "last_activity_at", newestFirst: true },
  change: { column: leads.updatedAt, name: "updated_at", newestFirst: false },
} as const;
export type LeadOrder = keyof typeof ORDERS;

/** A page of a list in `order`, after lead `cursor` when given. */
export async function leadsPage(
  db: Db,
  scope: LeadScope,
  filters: LeadListFilters,
  order: LeadOrder,
  cursor: number | undefined,
  limit: number,
): Promise<LeadRow[]> {
  const { column, name, newestFirst } = ORDERS[order];
  const where = conditions(scope, filters);
  if (cursor !== undefined) {
    // The cursor's row compared as a (time, id) pair, so equal times still page exactly.
    const after = sql`(select ${sql.raw(name)}, id from leads where id = ${cursor})`;
    const pair = sql`(${column}, ${leads.id})`;
    where.push(newestFirst ? lt(pair, after) : gt(pair, after));
  }
  const direction = newestFirst ? desc : asc;
  return db
    .select()
    .from(leads)
    .where(and(...where))
    .orderBy(direction(column), direction(leads.id))
    .limit(limit);
}

/** Every lead of a list in pages of `size`, for the CSV export (one query per page). */
export async function* leadsForExport(db: Db, scope: LeadScope, filters: LeadListFilters, size: number) {
  let cursor: number | undefined;
  for (;;) {
    const rows = await leadsPage(db, scope, filters, "activity", cursor, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    cursor = rows.at(-1)!.id;
  }
}

export async function findLead(db: Db, id: number): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

/** Sets the owner's status and notes; the lead's row as it is now. */
export async function updateLead(
  db: Db,
  id: number,
  patch: { status?: LeadStatus | undefined; notes?: string | undefined },
): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(leads)
    .set({
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(leads.id, id))
    .returning();
  return row;
}
