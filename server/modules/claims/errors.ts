/** The refusals of claim links (decision 032), each text written once (our own wording). */
import { badRequest, conflict, gone, tooManyRequests } from "../../lib/http-error";

const CLAIM_GONE = "This link has expired or has already been used.";
const TEMPLATE_NOT_IN_ORG = "Template not found in this organisation";

/** Unknown, expired, used, replaced by a newer link, or its person left the organisation: one answer for all. */
export const claimGone = () => gone(CLAIM_GONE);
export const templateNotInOrg = () => badRequest(TEMPLATE_NOT_IN_ORG, { templateId: TEMPLATE_NOT_IN_ORG });
export const alreadyClaimed = () =>
  conflict(
    "This person has already set a password: they sign in with it, or reset it from the sign-in page.",
  );

/** The organisation's claim links of this hour are spent; `waitMs` until the window ends. */
export function claimLinksSpent(perHour: number, waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return tooManyRequests(
    `This organisation has made ${perHour} claim links in the last hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}
