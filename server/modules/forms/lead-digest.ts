/**
 * Sends the digests of held lead mails (lead-mail limiting in ./service.ts): at start, then
 * every minute, the rows whose card's mail hour is over are claimed and mailed, one digest per
 * card. With several processes only the runner (server/cluster/) sends on the interval, and the
 * claim (held-mails-repo.ts) keeps each row to one sender even if two runs meet; a failed mail
 * gives its rows back for the next run. A run that dies between sending and deleting leaves its
 * rows to be taken again once its claim expires: such a crash is the only way a row is mailed twice.
 */
import type { FastifyBaseLogger } from "fastify";
import { type PeriodicJob, startPeriodicJob } from "../../cluster/periodic-job";
import type { Db } from "../../db/client";
import type { Mailer } from "../../lib/mailer";
import { claimDueLeadMails, deleteClaimed, type HeldLeadMail, releaseClaimed } from "./held-mails-repo";
import { leadDigestMail } from "./lead-digest-mail";
import { findFormCard } from "./repo";

const DIGEST_INTERVAL_MS = 60 * 1000;

export type LeadDigests = PeriodicJob;

export function startLeadDigests(options: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  appUrl: string;
  perHour: number;
  /** Whether this process runs the periodic work now; always, with one process. */
  isRunner?: () => boolean;
  intervalMs?: number;
}): LeadDigests {
  const { db, mailer, log } = options;

  async function mailCard(token: string, cardId: number, held: HeldLeadMail[]): Promise<void> {
    const card = await findFormCard(db, cardId);
    // The card went with its rows, except the ones claimed meanwhile: nobody is left to tell.
    if (card) {
      const mail = leadDigestMail({
        card,
        ownerEmail: card.ownerEmail,
        appUrl: options.appUrl,
        perHour: options.perHour,
        held,
      });
      try {
        await mailer.send(mail);
      } catch (error) {
        await releaseClaimed(db, token, cardId);
        throw error;
      }
    }
    await deleteClaimed(db, token, cardId);
  }

  async function sendDue(): Promise<void> {
    const { token, mails } = await claimDueLeadMails(db);
    const byCard = new Map<number, HeldLeadMail[]>();
    for (const mail of mails) {
      const held = byCard.get(mail.cardId) ?? [];
      held.push(mail);
      byCard.set(mail.cardId, held);
    }
    for (const [cardId, held] of byCard) {
      await mailCard(token, cardId, held).catch((error: unknown) =>
        log.warn({ err: error, cardId }, "lead digest mail failed; it is tried again on the next run"),
      );
    }
  }

  return startPeriodicJob({
    work: sendDue,
    log,
    failure: "sending lead digests failed",
    intervalMs: options.intervalMs ?? DIGEST_INTERVAL_MS,
    isRunner: options.isRunner,
  });
}
