/**
 * A person's details reached a card (the exchange, the visitor form, the assistant, a meeting):
 * they join the card's lead with the same email, or start a new lead, in the caller's
 * transaction, with the source that brought them, and queue `lead.created` or `lead.updated` for
 * the webhooks. Details already on a lead are kept unless the arrival brings new ones; a source
 * with an id (a form submission, a conversation) is linked once, however often it changes.
 */
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { LeadSourceKind } from "../../../core/leads";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-error";
import { type LeadRow, leadSources, leads } from "../../db/schema";
import { enqueueEvent } from "../webhooks/outbox";
import { presentLead } from "./lead-presenter";

export interface LeadArrival {
  cardId: number;
  kind: LeadSourceKind;
  /** The form submission's or conversation's id. */
  sourceId?: number;
  visitorHash?: string | null;
  email?: string | null;
  name?: string | null;
  phone?: string | null;
  company?: string | null;
  /** What the timeline shows of this arrival (the exchange's note and consent, a meeting's time). */
  data?: Record<string, unknown>;
  at?: Date;
}

/** The key that merges a card's leads: the address trimmed and lowercased; none for a blank one. */
export function emailKeyOf(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
/** Details are cut to their columns (server/db/schema/leads.ts); an address too long for one is no address. */
const cut = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));
const EMAIL_MAX = 254;
const NAME_MAX = 200;
const PHONE_MAX = 60;

export interface RecordedLead {
  lead: LeadRow;
  created: boolean;
}

/** The lead a source was linked to before, if it was. */
async function linkedLead(db: Db, kind: LeadSourceKind, sourceId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ leadId: leadSources.leadId })
    .from(leadSources)
    .where(and(eq(leadSources.kind, kind), eq(leadSources.sourceId, sourceId)))
    .limit(1);
  return row?.leadId;
}

export async function recordLead(db: Db, arrival: LeadArrival): Promise<RecordedLead> {
  const at = arrival.at ?? new Date();
  const email = blankToNull(arrival.email);
  const details = {
    email: email !== null && email.length <= EMAIL_MAX ? email : null,
    name: cut(blankToNull(arrival.name), NAME_MAX),
    phone: cut(blankToNull(arrival.phone), PHONE_MAX),
    company: cut(blankToNull(arrival.company), NAME_MAX),
  };
  const emailKey = emailKeyOf(details.email);
  const known =
    arrival.sourceId === undefined ? undefined : await linkedLead(db, arrival.kind, arrival.sourceId);
  let recorded: RecordedLead;
  if (known !== undefined) {
    // A conversation that gained details: they fill the lead it already brought.
    const fill = (on: Db, mergeByEmail: boolean) =>
      on
        .update(leads)
        .set({
          // A lead's address is the one it was merged by: a later one only fills a blank.
          email: sql`coalesce(${leads.email}, ${details.email})`,
          // The email merges this lead by its address only if no other lead of the card has it.
          emailKey: mergeByEmail
            ? sql`coalesce(${leads.emailKey}, (select ${emailKey}::varchar where not exists (
                select 1 from leads other where other.card_id = ${arrival.cardId} and other.email_key = ${emailKey})))`
            : sql`${leads.emailKey}`,
          name: sql`coalesce(${details.name}, ${leads.name})`,
          phone: sql`coalesce(${details.phone}, ${leads.phone})`,
          company: sql`coalesce(${details.company}, ${leads.company})`,
          updatedAt: at,
          lastActivityAt: sql`greatest(${leads.lastActivityAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(leads.id, known))
        .returning();
    let lead: LeadRow | undefined;
    try {
      // In a savepoint: another arrival may take the address between the check and the write.
      [lead] = await db.transaction((savepoint) => fill(savepoint, true));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      [lead] = await fill(db, false);
    }
    recorded = { lead: lead!, created: false };
  } else {
    const [row] = await db
      .insert(leads)
      .values({
        cardId: arrival.cardId,
        emailKey,
        ...details,
        createdAt: at,
        updatedAt: at,
        lastActivityAt: at,
      })
      .onConflictDoUpdate({
        target: [leads.cardId, leads.emailKey],
        set: {
          name: sql`coalesce(excluded.name, ${leads.name})`,
          phone: sql`coalesce(excluded.phone, ${leads.phone})`,
          company: sql`coalesce(excluded.company, ${leads.company})`,
          updatedAt: at,
          lastActivityAt: sql`greatest(${leads.lastActivityAt}, excluded.last_activity_at)`,
        },
      })
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning({ ...getTableColumns(leads), inserted: sql<boolean>`xmax = 0` });
    const { inserted, ...lead } = row!;
    recorded = { lead, created: Boolean(inserted) };
    await db
      .insert(leadSources)
      .values({
        leadId: recorded.lead.id,
        kind: arrival.kind,
        sourceId: arrival.sourceId ?? null,
        visitorHash: arrival.visitorHash ?? null,
        data: arrival.data ?? {},
        at,
      })
      .onConflictDoNothing();
  }
  await enqueueEvent(
    db,
    {
      cardId: arrival.cardId,
      type: recorded.created ? "lead.created" : "lead.updated",
      data: { ...presentLead(recorded.lead), source: arrival.kind },
    },
    at,
  );
  return recorded;
}
