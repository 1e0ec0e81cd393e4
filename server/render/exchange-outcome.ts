/**
 * Where a visitor lands after sharing their details without JavaScript (a 303 back to the card's
 * page), and what that page says about it. As with the visitor form (form-outcome.ts), the
 * address carries codes only: every message is made by the page.
 */
import { cardPath } from "../../core/card-display";
import { EXCHANGE_CONTACT_MAIL, type ExchangeContactMail } from "../../core/exchange";
import { first } from "./form-outcome";

export const EXCHANGE_ANCHOR = "share-details";

/** The fields of the exchange form, in the form's order. */
export const EXCHANGE_FIELDS = ["name", "email", "phone", "company", "note", "consent"] as const;
export type ExchangeField = (typeof EXCHANGE_FIELDS)[number];

export type ExchangeRefusal = "invalid" | "closed" | "busy" | "full" | "large" | "failed";
const REFUSALS: readonly ExchangeRefusal[] = ["invalid", "closed", "busy", "full", "large", "failed"];

export type ExchangeOutcome =
  | { kind: "sent"; contactMail: ExchangeContactMail }
  | { kind: "error"; reason: ExchangeRefusal; fields: ExchangeField[] };

export function exchangeOutcomeLocation(slug: string, outcome: ExchangeOutcome): string {
  const query = new URLSearchParams({ exchange: outcome.kind });
  if (outcome.kind === "sent") query.set("mail", outcome.contactMail);
  else {
    query.set("reason", outcome.reason);
    if (outcome.fields.length > 0) query.set("fields", outcome.fields.join(","));
  }
  return `${cardPath(slug)}?${query}#${EXCHANGE_ANCHOR}`;
}

/** Whether a page request names an exchange outcome at all. */
export const namesExchangeOutcome = (query: unknown) =>
  typeof query === "object" && query !== null && "exchange" in (query as Record<string, unknown>);

/** The outcome a page request names (its parsed query), or undefined for a plain visit. */
export function readExchangeOutcome(query: unknown): ExchangeOutcome | undefined {
  const params = (query ?? {}) as Record<string, unknown>;
  const kind = first(params.exchange);
  if (kind === "sent") {
    const mail = first(params.mail) as ExchangeContactMail;
    return { kind, contactMail: EXCHANGE_CONTACT_MAIL.includes(mail) ? mail : "notAsked" };
  }
  if (kind !== "error") return undefined;
  const reason = first(params.reason) as ExchangeRefusal;
  const named = new Set((first(params.fields) ?? "").slice(0, 200).split(","));
  return {
    kind,
    reason: REFUSALS.includes(reason) ? reason : "failed",
    fields: EXCHANGE_FIELDS.filter((field) => named.has(field)),
  };
}

/** A key naming the outcome, for the page cache: at most 73 variants (64 sets of fields to check). */
export function exchangeOutcomeKey(outcome: ExchangeOutcome | undefined): string {
  if (!outcome) return "";
  return outcome.kind === "sent"
    ? `exchange:sent:${outcome.contactMail}`
    : `exchange:error:${outcome.reason}:${outcome.fields.join(",")}`;
}
