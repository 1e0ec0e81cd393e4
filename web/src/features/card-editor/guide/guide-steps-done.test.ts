import { cardFixture } from "@core/testing/card-fixture";
import { describe, expect, it } from "vitest";
import { stepsDoneByCard } from "./guide-steps-done";

describe("the guide steps a saved card shows done", () => {
  it("a new card with only a name shows none", () => {
    expect(stepsDoneByCard(cardFixture({ name: "Ada" }))).toEqual([]);
  });

  it("basic info needs a name and a way to reach the person", () => {
    expect(stepsDoneByCard(cardFixture({ email: "ada@example.com" }))).toEqual([]);
    expect(stepsDoneByCard(cardFixture({ name: "Ada", email: "ada@example.com" }))).toEqual(["basic"]);
    expect(stepsDoneByCard(cardFixture({ name: "Ada", phone: "+44 20 7946 0000" }))).toEqual(["basic"]);
    expect(stepsDoneByCard(cardFixture({ name: "  ", phone: "+44 20 7946 0000" }))).toEqual([]);
  });

  it("design is a chosen theme or a picture", () => {
    expect(stepsDoneByCard(cardFixture({ theme: "tech" }))).toEqual(["design"]);
    expect(stepsDoneByCard(cardFixture({ theme: "not-a-theme" }))).toEqual([]);
    expect(stepsDoneByCard(cardFixture({ coverPhoto: "/uploads/cover.png" }))).toEqual(["design"]);
  });

  it("gallery, social and buttons need one shown item each", () => {
    const card = cardFixture({
      gallery: ["/uploads/work.png"],
      socialLinks: { linkedin: "https://www.linkedin.com/in/ada" },
      customButtons: [{ text: "Book", url: "https://example.com/book" }],
    });
    expect(stepsDoneByCard(card)).toEqual(["gallery", "social", "buttons"]);
    expect(stepsDoneByCard(cardFixture({ socialLinks: { linkedin: "javascript:alert(1)" } }))).toEqual([]);
  });

  it("a complete card shows every step done", () => {
    const card = cardFixture({
      name: "Ada",
      email: "ada@example.com",
      theme: "creative",
      gallery: ["/uploads/work.png"],
      socialLinks: { github: "https://github.com/ada" },
      customButtons: [{ text: "Book", url: "https://example.com/book" }],
    });
    expect(stepsDoneByCard(card)).toEqual(["basic", "design", "gallery", "social", "buttons"]);
  });
});
