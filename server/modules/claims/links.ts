/**
 * Making a claim link and handing it over (decision 032). A link is counted against its
 * organisation's hour before it is made (CLAIM_LINKS_PER_ORG_PER_HOUR, in the database's
 * rate-limit windows: one atomic upsert, so the cap holds across processes), in the transaction
 * that makes it: a refused or failed invitation spends nothing. That count is also the mail's
 * reservation: every mail sent was counted first. The server keeps the token's hash only.
 */
import type { FastifyBaseLogger } from "fastify";
import { CLAIM_LINK_TTL_MS } from "../../../core/organizations";
import type { ClaimLink } from "../../../core/schemas/claims";
import { countInWindow } from "../../cluster/database-rate-limit-store";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { hashToken, newToken } from "../../lib/tokens";
import { claimMail } from "./claim-mail";
import { claimLinksSpent } from "./errors";
import { deleteClaimLinksOf, insertClaimLink } from "./repo";

const HOUR_MS = 60 * 60 * 1000;
/** The window's key (rate_limit_windows). */
const claimLinksKey = (organizationId: number) => `claim links of organisation|${organizationId}`;

/**
 * A new link for `userId`, in the caller's transaction `tx`, replacing their older ones; 429 once
 * the organisation has made its links of this hour. Answers the token, to hand over once.
 */
export async function newClaimLink(
  tx: Db,
  perHour: number,
  link: { userId: number; organizationId: number; createdBy: number },
): Promise<string> {
  const counted = await countInWindow(tx, claimLinksKey(link.organizationId), HOUR_MS);
  if (counted.current > perHour) throw claimLinksSpent(perHour, counted.ttl);
  await deleteClaimLinksOf(tx, link.userId);
  const token = newToken();
  await insertClaimLink(tx, {
    ...link,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + CLAIM_LINK_TTL_MS),
  });
  return token;
}

export interface Recipient {
  email: string;
  username: string;
  fullName: string | null;
  organizationName: string;
}

/**
 * Mails the link when a mail server is set (SMTP_URL), with APP_URL's address as reset mails
 * have, never a request's Host (lib/public-origin.ts); otherwise, or when the mail fails, answers
 * the link at `shownOrigin` for the inviter to copy, this once.
 */
export async function handOver(
  ctx: AppContext,
  log: FastifyBaseLogger,
  token: string,
  to: Recipient,
  shownOrigin: string,
): Promise<ClaimLink> {
  if (ctx.config.smtpUrl) {
    const link = `${ctx.config.appUrl}/claim/${token}`;
    try {
      await ctx.mailer.send(claimMail({ ...to, to: to.email, link }));
      return { mailed: true };
    } catch (error) {
      log.warn({ err: error }, "claim link mail failed: the link is shown to the inviter instead");
    }
  }
  return { mailed: false, claimUrl: `${shownOrigin}/claim/${token}` };
}
