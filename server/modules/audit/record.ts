/**
 * Writes one audit event (decision 033). An administrative change passes its transaction, so the
 * event and the change are kept or lost together; a sign-in's event is written before the answer.
 * Names are bounded to their columns, and a failed sign-in of an unknown account is kept under the
 * typed name with no user.
 */
import { lt } from "drizzle-orm";
import type { AuditAction, AuditMethod } from "../../../core/schemas/sign-in";
import type { Db } from "../../db/client";
import { auditEvents } from "../../db/schema";
import { anonymiseIp } from "../visitors/anonymise-ip";

interface Person {
  id: number;
  username: string;
}

export interface AuditEntry {
  action: AuditAction;
  outcome?: "success" | "failure";
  /** Who did it: the person signing in, or the administrator acting. */
  actor?: Person | null;
  /** Whom it was done to, when not the actor; a typed username when no account matched. */
  subject?: Person | { name: string } | null;
  method?: AuditMethod;
  /** The request's address, stored anonymised as visitors' are. */
  ip?: string;
  details?: Record<string, string | number | boolean | null>;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const subject = entry.subject ?? null;
  await db.insert(auditEvents).values({
    action: entry.action,
    outcome: entry.outcome ?? "success",
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor ? clip(entry.actor.username, 100) : null,
    subjectId: subject && "id" in subject ? subject.id : null,
    subjectName: subject ? clip("id" in subject ? subject.username : subject.name, 100) : null,
    method: entry.method ?? null,
    address: entry.ip ? anonymiseIp(entry.ip) : null,
    details: entry.details ?? {},
  });
}

/** The expired-rows purge's part: events older than the retention. */
export async function deleteOldAuditEvents(db: Db, retentionDays: number): Promise<void> {
  await db.delete(auditEvents).where(lt(auditEvents.at, new Date(Date.now() - retentionDays * 86_400_000)));
}
