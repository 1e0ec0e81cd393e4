import { describe, expect, it } from "vitest";
import {
  CARD_SECTIONS,
  cardSectionOrder,
  moveItem,
  orderedKeys,
  orderedSocialLinks,
  socialLinkOrder,
} from "./card-order";
import { updateCardSchema } from "./schemas/card";

describe("orderedKeys", () => {
  it("puts the keys in the order named, then the rest in their own order", () => {
    expect(orderedKeys(["a", "b", "c", "d"], ["c", "a"])).toEqual(["c", "a", "b", "d"]);
  });

  it("skips names that are not keys, repeats and anything that is not a name", () => {
    expect(orderedKeys(["a", "b"], ["b", "gone", "b", 3, null, "a"])).toEqual(["b", "a"]);
    expect(orderedKeys(["a", "b"], "b,a")).toEqual(["a", "b"]);
  });
});

describe("cardSectionOrder", () => {
  it("is the default order for a card saved before sections could be ordered", () => {
    expect(cardSectionOrder([])).toEqual([...CARD_SECTIONS]);
    expect(cardSectionOrder(undefined)).toEqual([...CARD_SECTIONS]);
  });

  it("lists every section once, the stored ones first and unknown ones dropped", () => {
    expect(cardSectionOrder(["video", "map", "social", "video"])).toEqual([
      "video",
      "social",
      "contact",
      "about",
      "buttons",
      "gallery",
    ]);
  });
});

describe("social link order", () => {
  const links = {
    x: "https://x.com/a",
    linkedin: "https://linkedin.com/in/a",
    github: "https://github.com/a",
  };

  it("orders the links by the stored order; links it misses come last, in their own order", () => {
    expect(socialLinkOrder(links, ["github", "removed"])).toEqual(["github", "x", "linkedin"]);
    expect(orderedSocialLinks(links, ["linkedin"])).toEqual([
      ["linkedin", "https://linkedin.com/in/a"],
      ["x", "https://x.com/a"],
      ["github", "https://github.com/a"],
    ]);
  });
});

describe("moveItem", () => {
  it("moves one item and shifts the others", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
  });

  it("changes nothing for a position outside the list, and never the list it was given", () => {
    const items = ["a", "b"];
    expect(moveItem(items, 0, 5)).toEqual(["a", "b"]);
    expect(moveItem(items, -1, 0)).toEqual(["a", "b"]);
    expect(moveItem(items, 1, 0)).toEqual(["b", "a"]);
    expect(items).toEqual(["a", "b"]);
  });
});

describe("the card schema's orders", () => {
  it("completes a section order and refuses unknown or repeated sections", () => {
    expect(updateCardSchema.parse({ sectionOrder: ["gallery"] })).toEqual({
      sectionOrder: ["gallery", "contact", "about", "social", "buttons", "video"],
    });
    expect(
      updateCardSchema.safeParse({ sectionOrder: ["gallery", "gallery"] }).error?.issues[0]?.message,
    ).toBe("Each section may appear only once");
    expect(updateCardSchema.safeParse({ sectionOrder: ["map"] }).success).toBe(false);
    expect(updateCardSchema.safeParse({ sectionOrder: [...CARD_SECTIONS, "about"] }).success).toBe(false);
  });

  it("refuses a social link order with repeats, bad names or more names than a card may have links", () => {
    expect(updateCardSchema.parse({ socialLinkOrder: ["github", "x"] })).toEqual({
      socialLinkOrder: ["github", "x"],
    });
    expect(updateCardSchema.safeParse({ socialLinkOrder: ["x", "x"] }).error?.issues[0]?.message).toBe(
      "Each social link may appear only once in the order",
    );
    expect(updateCardSchema.safeParse({ socialLinkOrder: ["Not A Key"] }).success).toBe(false);
    const many = Array.from({ length: 41 }, (_, i) => `p${i}`);
    expect(updateCardSchema.safeParse({ socialLinkOrder: many }).error?.issues[0]?.message).toBe(
      "A card can have at most 40 social links",
    );
  });

  it("stores a custom button's address typed without a scheme with https://, as a website's", () => {
    const parsed = updateCardSchema.parse({
      customButtons: [{ text: "Shop", url: "shop.example.com/sale" }],
    });
    expect(parsed.customButtons?.[0]?.url).toBe("https://shop.example.com/sale");
    expect(updateCardSchema.parse({ website: "shop.example.com/sale" }).website).toBe(
      "https://shop.example.com/sale",
    );
    const kept = updateCardSchema.parse({ customButtons: [{ text: "Call", url: "tel:+15550100" }] });
    expect(kept.customButtons?.[0]?.url).toBe("tel:+15550100");
    const refused = updateCardSchema.safeParse({
      customButtons: [{ text: "Bad", url: "javascript:alert(1)" }],
    });
    expect(refused.error?.issues[0]?.message).toBe(
      "Button URL must start with http://, https://, mailto: or tel:",
    );
    expect(
      updateCardSchema.safeParse({ customButtons: [{ text: "Bad", url: "not an address" }] }).success,
    ).toBe(false);
  });
});
