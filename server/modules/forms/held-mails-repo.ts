/**
 * The lead mails a card's hourly cap held back (held_lead_mails), and the claim that lets only
 * one sender mail each: a run marks the due rows with its own token and a deadline, mails them,
 * then deletes exactly the rows it marked (or gives them back when the mail failed). Claims are
 * made one run at a time (a transaction lock), so two runs that meet neither take the same row
 * nor split one card's rows between two digests. A claim whose sender died expires and is taken
 * again.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { LOCK, lockKeys } from "../../db/advisory-lock";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";

/** Long enough for a run to mail what it claimed; after it, a dead run's rows are taken again. */
const CLAIM_MS = 10 * 60 * 1000;
/** Rows one run claims at most, so one run's work stays bounded. */
const CLAIM_BATCH = 1000;

export interface HeldLeadMail {
  cardId: number;
  visitorName: string | null;
  visitorEmail: string | null;
  submittedAt: Date;
}

/** Holds a mail back until `sendAfter` (the end of the card's mail hour). */
export async function holdLeadMail(db: Db, mail: HeldLeadMail & { sendAfter: Date }): Promise<void> {
  await rows(
    db,
    sql`insert into held_lead_mails (card_id, visitor_name, visitor_email, submitted_at, send_after)
        values (${mail.cardId}, ${mail.visitorName}, ${mail.visitorEmail},
                ${mail.submittedAt.toISOString()}::timestamptz, ${mail.sendAfter.toISOString()}::timestamptz)`,
  );
}

export interface Claim {
  token: string;
  mails: HeldLeadMail[];
}

/** Marks the held mails that are due and that no live claim holds as this run's, oldest first. */
export async function claimDueLeadMails(db: Db): Promise<Claim> {
  const token = randomUUID();
  const [namespace, purpose] = lockKeys(LOCK.leadDigestClaim);
  const claimed = await db.transaction(async (tx) => {
    // Held to the commit: the next run's claim starts after this one's is visible.
    await tx.execute(sql`select pg_advisory_xact_lock(${namespace}, ${purpose})`);
    return rows<{
      cardId: number;
      visitorName: string | null;
      visitorEmail: string | null;
      submittedAt: string;
    }>(
      tx,
      sql`update held_lead_mails set claim_token = ${token}::uuid,
               claimed_until = now() + ${CLAIM_MS} * interval '1 millisecond'
        where id in (
          select id from held_lead_mails
          where send_after <= now() and (claimed_until is null or claimed_until < now())
          order by id
          limit ${CLAIM_BATCH}
          for update skip locked
        )
        returning card_id as "cardId", visitor_name as "visitorName", visitor_email as "visitorEmail",
                  to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "submittedAt"`,
    );
  });
  const mails = claimed
    .map((row) => ({ ...row, cardId: Number(row.cardId), submittedAt: new Date(row.submittedAt) }))
    .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
  return { token, mails };
}

/** The claimed rows of `cardId` were mailed: they go. */
export async function deleteClaimed(db: Db, token: string, cardId: number): Promise<void> {
  await rows(db, sql`delete from held_lead_mails where claim_token = ${token}::uuid and card_id = ${cardId}`);
}

/** Mailing the claimed rows of `cardId` failed: they are free for the next run. */
export async function releaseClaimed(db: Db, token: string, cardId: number): Promise<void> {
  await rows(
    db,
    sql`update held_lead_mails set claim_token = null, claimed_until = null
        where claim_token = ${token}::uuid and card_id = ${cardId}`,
  );
}
