import { describe, expect, it } from "vitest";
import {
  appliesCustomCss,
  canDeleteCard,
  canEditCard,
  canEditCustomCss,
  cardCreationDenial,
  cardLimit,
  SLUG_LEVEL_1_DENIAL,
  SLUG_NOT_OWNER_DENIAL,
  slugEditDenial,
} from "./card-rules";

const at = (accessLevel: number, id = 10) => ({ id, accessLevel });
const ownCard = { userId: 10 };
const othersCard = { userId: 99 };

describe("card limits", () => {
  it("allows 1, 1, 3 and unlimited cards by level", () => {
    expect([1, 2, 3, 4, 5].map(cardLimit)).toEqual([1, 1, 3, Infinity, Infinity]);
  });

  it("gives the spec's blocked messages", () => {
    expect(cardCreationDenial(1, 0)).toBeUndefined();
    expect(cardCreationDenial(1, 1)).toBe("Basic users are limited to 1 business card.");
    expect(cardCreationDenial(2, 1)).toBe("Manager users are limited to 1 business card.");
    expect(cardCreationDenial(3, 2)).toBeUndefined();
    expect(cardCreationDenial(3, 3)).toBe("Developer users are limited to 3 business cards.");
    expect(cardCreationDenial(4, 500)).toBeUndefined();
  });
});

describe("editing", () => {
  it("lets owners and level 4+ edit", () => {
    expect(canEditCard(at(1), ownCard)).toBe(true);
    expect(canEditCard(at(3), othersCard)).toBe(false);
    expect(canEditCard(at(4), othersCard)).toBe(true);
  });

  it("applies the slug rules per level", () => {
    expect(slugEditDenial(at(1), ownCard)).toBe(SLUG_LEVEL_1_DENIAL);
    expect(slugEditDenial(at(2), ownCard)).toBeUndefined();
    expect(slugEditDenial(at(3), othersCard)).toBe(SLUG_NOT_OWNER_DENIAL);
    expect(slugEditDenial(at(4), othersCard)).toBeUndefined();
  });

  it("keeps deletion to level 5 and custom CSS to level 3+", () => {
    expect([1, 2, 3, 4, 5].map((l) => canDeleteCard(at(l)))).toEqual([false, false, false, false, true]);
    expect([1, 2, 3, 4, 5].map((l) => canEditCustomCss(at(l)))).toEqual([false, false, true, true, true]);
  });

  it("applies custom CSS for level-3+ owners, and always for the owner", () => {
    expect(appliesCustomCss(at(3), null)).toBe(true);
    expect(appliesCustomCss(at(2), null)).toBe(false);
    expect(appliesCustomCss(at(2), at(2))).toBe(true);
    expect(appliesCustomCss(at(2), at(5, 11))).toBe(false);
  });
});
