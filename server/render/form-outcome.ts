/**
 * Where a visitor lands after posting the form without JavaScript (a 303 back to the card's
 * page), and what that page says about it. The address carries codes only, never text: the
 * page builds every message itself, so a crafted link cannot make a card say anything. The
 * page (visitor-form.tsx) reads the outcome; the form's route (modules/forms/) sends it.
 */
import { cardPath } from "../../core/card-display";
import type { FormConfig } from "../../core/form-config";
import { FIELD_ID_PATTERN } from "../../core/form-fields";

const FORM_ANCHOR = "visitor-form";

/** Why a post was refused. */
export type FormRefusal = "invalid" | "closed" | "busy" | "full" | "large" | "failed";

export type FormOutcome =
  | { kind: "sent" }
  | { kind: "error"; reason: FormRefusal /** Ids of the fields to check ("invalid"). */; fields: string[] };

const REFUSALS: readonly FormRefusal[] = ["invalid", "closed", "busy", "full", "large", "failed"];

/** The page to send the visitor back to, with the outcome in its query and the form in view. */
export function outcomeLocation(slug: string, outcome: FormOutcome): string {
  const query = new URLSearchParams({ form: outcome.kind });
  if (outcome.kind === "error") {
    query.set("reason", outcome.reason);
    if (outcome.fields.length > 0) query.set("fields", outcome.fields.join(","));
  }
  return `${cardPath(slug)}?${query}#${FORM_ANCHOR}`;
}

/** A query parameter's value: the first when it was given more than once. */
export const first = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : Array.isArray(value) && typeof value[0] === "string"
      ? value[0]
      : undefined;

/**
 * The outcome a page request names (its parsed query), or undefined for a plain visit. Field ids
 * are kept only when the card's form has them, so the variants of a page are bounded by its form.
 */
export function readOutcome(query: unknown, config: FormConfig): FormOutcome | undefined {
  const params = (query ?? {}) as Record<string, unknown>;
  const kind = first(params.form);
  if (kind === "sent") return { kind };
  if (kind !== "error") return undefined;
  const reason = first(params.reason);
  const named = new Set(
    (first(params.fields) ?? "")
      .slice(0, 2000)
      .split(",")
      .filter((id) => FIELD_ID_PATTERN.test(id)),
  );
  return {
    kind,
    reason: REFUSALS.includes(reason as FormRefusal) ? (reason as FormRefusal) : "failed",
    // In the form's order: one spelling per set of fields.
    fields: config.fields.filter((field) => named.has(field.id)).map((field) => field.id),
  };
}

/** A key naming the outcome, for the page cache. */
export function outcomeKey(outcome: FormOutcome | undefined): string {
  if (!outcome) return "";
  return outcome.kind === "sent" ? "sent" : `error:${outcome.reason}:${outcome.fields.join(",")}`;
}
