import { describe, expect, it } from "vitest";
import { removalSummary } from "./member-removal";

describe("what a removal did to the member's cards", () => {
  it("counts the cards transferred or deactivated, one or more", () => {
    expect(removalSummary({ message: "Member removed", transferred: 2, deactivated: 0 })).toBe(
      "2 cards transferred",
    );
    expect(removalSummary({ message: "Member removed", transferred: 0, deactivated: 1 })).toBe(
      "1 card deactivated",
    );
  });

  it("says so when there were none", () => {
    expect(removalSummary({ message: "Member removed", transferred: 0, deactivated: 0 })).toBe(
      "they had no cards of the organisation",
    );
  });
});
