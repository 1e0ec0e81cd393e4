/**
 * The owner's notice that an endpoint was switched off after repeated failure: which one, why,
 * and where to turn it back on. Plain text; the URL is the owner's own, on a line of its own.
 */
import type { Mail } from "../../lib/mailer";

export function switchOffMail(facts: {
  ownerEmail: string;
  kind: "webhook" | "hubspot";
  url: string;
  reason: string;
  appUrl: string;
}): Mail {
  const what = facts.kind === "hubspot" ? "Your HubSpot connection" : "Your webhook endpoint";
  return {
    to: facts.ownerEmail,
    subject: facts.kind === "hubspot" ? "HubSpot sync switched off" : "Webhook endpoint switched off",
    text: [
      `${what} was switched off because its deliveries kept failing:`,
      "",
      `    ${facts.url.replace(/[\r\n]/g, "")}`,
      "",
      facts.reason,
      "",
      "No more events are sent to it. Once the receiver works again, turn it back on here:",
      `${facts.appUrl}/integrations`,
    ].join("\n"),
  };
}
