import { describe, expect, it } from "vitest";
import {
  type ExchangeOutcome,
  exchangeOutcomeKey,
  exchangeOutcomeLocation,
  readExchangeOutcome,
} from "./exchange-outcome";

const queryOf = (location: string) =>
  Object.fromEntries(new URL(location, "http://cards.test").searchParams.entries());

describe("the exchange's outcome in a card page's address", () => {
  it("round-trips a sent exchange and a refusal with its fields, in the form's order", () => {
    const sent = exchangeOutcomeLocation("ann", { kind: "sent", contactMail: "limited" });
    expect(sent).toBe("/view/ann?exchange=sent&mail=limited#share-details");
    expect(readExchangeOutcome(queryOf(sent))).toEqual({ kind: "sent", contactMail: "limited" });
    const refused: ExchangeOutcome = { kind: "error", reason: "invalid", fields: ["email", "consent"] };
    expect(readExchangeOutcome(queryOf(exchangeOutcomeLocation("ann", refused)))).toEqual(refused);
    expect(
      readExchangeOutcome({ exchange: "error", reason: "invalid", fields: "consent,name,bogus" }),
    ).toEqual({
      kind: "error",
      reason: "invalid",
      fields: ["name", "consent"],
    });
  });

  it("reads made-up codes as the plainest outcome, so a crafted link can say nothing new", () => {
    expect(readExchangeOutcome({ exchange: "sent", mail: "<script>" })).toEqual({
      kind: "sent",
      contactMail: "notAsked",
    });
    expect(readExchangeOutcome({ exchange: "error", reason: "hacked" })).toEqual({
      kind: "error",
      reason: "failed",
      fields: [],
    });
    expect(readExchangeOutcome({ exchange: "other" })).toBeUndefined();
    expect(readExchangeOutcome({})).toBeUndefined();
    expect(exchangeOutcomeKey(undefined)).toBe("");
    expect(exchangeOutcomeKey({ kind: "error", reason: "invalid", fields: ["email"] })).toBe(
      "exchange:error:invalid:email",
    );
  });
});
