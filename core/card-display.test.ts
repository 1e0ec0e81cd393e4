import { describe, expect, it } from "vitest";
import { cardDisplayName, cardPath, cardRoleLine, cardUrl, initials } from "./card-display";

describe("card display", () => {
  it("builds the public path with the slug encoded, so no stored value can leave /view/", () => {
    expect(cardPath("jane-doe")).toBe("/view/jane-doe");
    expect(cardPath("../admin?x=1#y")).toBe("/view/..%2Fadmin%3Fx%3D1%23y");
    expect(cardUrl("https://cards.example", "jane")).toBe("https://cards.example/view/jane");
  });

  it("names an unnamed card 'My Business Card' and collapses whitespace", () => {
    expect(cardDisplayName({ name: null })).toBe("My Business Card");
    expect(cardDisplayName({ name: "   " })).toBe("My Business Card");
    expect(cardDisplayName({ name: " Jane \n Doe " })).toBe("Jane Doe");
  });

  it("joins title and company with 'at', or shows whichever exists", () => {
    expect(cardRoleLine({ title: "CTO", company: "Acme" })).toBe("CTO at Acme");
    expect(cardRoleLine({ title: "CTO", company: " " })).toBe("CTO");
    expect(cardRoleLine({ title: null, company: "Acme" })).toBe("Acme");
    expect(cardRoleLine({ title: null, company: null })).toBeNull();
  });

  it("makes initials from the first and last name", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("Jean Paul Sartre")).toBe("JS");
    expect(initials("  cher ")).toBe("C");
    expect(initials("Émile Zola")).toBe("ÉZ");
  });
});
