/** The mail that carries a claim link (decision 032) to the person an organisation invited. */
import { PRODUCT_NAME } from "../../../core/limits";
import { CLAIM_LINK_DAYS } from "../../../core/organizations";
import type { Mail } from "../../lib/mailer";

export interface ClaimMailFacts {
  to: string;
  username: string;
  fullName: string | null;
  organizationName: string;
  link: string;
}

export function claimMail(facts: ClaimMailFacts): Mail {
  // A header is one line: whatever the organisation's name holds, the subject stays one.
  const organization = facts.organizationName.replace(/\s+/g, " ").trim();
  return {
    to: facts.to,
    subject: `${organization} made you a ${PRODUCT_NAME} account`,
    text: [
      `Hello ${facts.fullName || facts.username},`,
      "",
      `${organization} made you an account on ${PRODUCT_NAME}, with a business card. Your username is ${facts.username}.`,
      `To set your password and take over your card, open this link within ${CLAIM_LINK_DAYS} days: ${facts.link}`,
      "The link works once.",
      "",
      "If you did not expect this mail, ignore it: nothing happens without the link.",
    ].join("\n"),
  };
}
