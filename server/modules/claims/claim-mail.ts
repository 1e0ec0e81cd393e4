/** The mail that carries a claim link (decision 032) to the person an organisation invited. */
import { PRODUCT_NAME } from "../../../core/limits";
import { CLAIM_LINK_TTL_MS } from "../../../core/organizations";
import type { Mail } from "../../lib/mailer";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClaimMailFacts {
  to: string;
  username: string;
  fullName: string | null;
  organizationName: string;
  link: string;
}

export function claimMail(facts: ClaimMailFacts): Mail {
  const days = Math.round(CLAIM_LINK_TTL_MS / DAY_MS);
  // A header is one line: whatever the organisation's name holds, the subject stays one.
  const organization = facts.organizationName.replace(/\s+/g, " ").trim();
  return {
    to: facts.to,
    subject: `${organization} made you a ${PRODUCT_NAME} account`,
    text: [
      `Hello ${facts.fullName || facts.username},`,
      "",
      `${organization} made you an account on ${PRODUCT_NAME}, with a business card. Your username is ${facts.username}.`,
      `To set your password and take over your card, open this link within ${days} days: ${facts.link}`,
      "The link works once.",
      "",
      "If you did not expect this mail, ignore it: nothing happens without the link.",
    ].join("\n"),
  };
}
