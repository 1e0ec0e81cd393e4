/** Reading the audit trail: newest first, filtered, a page at a time (keyset on the id). */
import { and, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { AuditFilters } from "../../../core/schemas/sign-in";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { auditEvents } from "../../db/schema";

const DAY_MS = 86_400_000;

function conditions(filters: AuditFilters, before?: number): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.person) {
    const pattern = containsPattern(filters.person);
    parts.push(or(ilike(auditEvents.actorName, pattern), ilike(auditEvents.subjectName, pattern)));
  }
  if (filters.action) parts.push(eq(auditEvents.action, filters.action));
  if (filters.outcome) parts.push(eq(auditEvents.outcome, filters.outcome));
  if (filters.from) parts.push(gte(auditEvents.at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) parts.push(lt(auditEvents.at, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  if (before !== undefined) parts.push(lt(auditEvents.id, before));
  return and(...parts);
}

export function listAuditEvents(db: Db, filters: AuditFilters, limit: number, before?: number) {
  return db
    .select()
    .from(auditEvents)
    .where(conditions(filters, before))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEvents>>[number];

/** Every matching event, in batches, for the CSV export. */
export async function* auditEventsForExport(db: Db, filters: AuditFilters, size: number) {
  let before: number | undefined;
  for (;;) {
    const rows = await listAuditEvents(db, filters, size, before);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    before = rows.at(-1)!.id;
  }
}
