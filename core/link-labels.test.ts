import { describe, expect, it } from "vitest";
import { linkLabel, OPEN_IN_MAPS } from "./link-labels";
import { customButtonIndex } from "./tracked-links";

describe("linkLabel", () => {
  it("prefers the label stored with the click", () => {
    expect(linkLabel("custom", "button-0", "Book a call")).toBe("Book a call");
    expect(linkLabel("cta", "Schedule", "Schedule")).toBe("Schedule");
  });

  it("names clicks stored without one from their kind and id", () => {
    expect(linkLabel("website", "primary")).toBe("Website");
    expect(linkLabel("phone", "primary", null)).toBe("Phone");
    expect(linkLabel("email", "primary", "  ")).toBe("Email");
    expect(linkLabel("map", "primary")).toBe(OPEN_IN_MAPS);
    expect(linkLabel("social", "linkedin")).toBe("LinkedIn");
    expect(linkLabel("custom", "button-0")).toBe("Button 1");
    expect(linkLabel("cta", "Talk to sales")).toBe("Talk to sales");
    expect(linkLabel("other", "")).toBe("Unknown");
  });
});

describe("customButtonIndex", () => {
  it("reads button-{index}, and nothing else", () => {
    expect(customButtonIndex("button-12")).toBe(12);
    expect(customButtonIndex("button-")).toBeUndefined();
    expect(customButtonIndex("primary")).toBeUndefined();
  });
});
