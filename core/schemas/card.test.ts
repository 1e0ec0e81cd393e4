import { describe, expect, it } from "vitest";
import { createCardSchema, updateCardSchema } from "./card";

function errors(input: unknown) {
  const result = updateCardSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("card fields", () => {
  it("trims text and stores empty optional text as null", () => {
    expect(updateCardSchema.parse({ name: "  Jane  ", title: "" })).toEqual({ name: "Jane", title: null });
  });

  it("refuses javascript: links everywhere a link goes", () => {
    expect(errors({ customButtons: [{ text: "Go", url: "javascript:alert(1)" }] })).toEqual([
      "customButtons.0.url: Button URL must start with http://, https://, mailto: or tel:",
    ]);
    expect(errors({ socialLinks: { linkedin: "javascript:alert(1)" } })).toEqual([
      "socialLinks: Social links must start with http://, https://, mailto: or tel:",
    ]);
    expect(errors({ website: "javascript:alert(1)" })).toEqual([
      "website: Please enter a valid website address",
    ]);
    expect(errors({ profilePicture: "javascript:alert(1)" })).toEqual([
      "profilePicture: Profile picture must be an image address",
    ]);
  });

  it("stores a website without a scheme with https://", () => {
    expect(updateCardSchema.parse({ website: "example.com", customizations: { website: "" } })).toEqual({
      website: "https://example.com",
      customizations: { website: null },
    });
  });

  it("drops social links with an empty URL and defaults the button colour", () => {
    expect(
      updateCardSchema.parse({
        socialLinks: { linkedin: "https://linkedin.com/in/jane", twitter: "" },
        customButtons: [{ text: "Book", url: "https://cal.example.com" }],
      }),
    ).toEqual({
      socialLinks: { linkedin: "https://linkedin.com/in/jane" },
      customButtons: [{ text: "Book", url: "https://cal.example.com", backgroundColor: "#d9bd90" }],
    });
  });

  it("needs text and url on custom buttons", () => {
    expect(errors({ customButtons: [{ text: "", url: "" }] })).toEqual([
      "customButtons.0.text: Button text is required",
      "customButtons.0.url: Button URL is required",
    ]);
  });

  it("limits About to 500 characters and the gallery to 8 images", () => {
    expect(errors({ about: "x".repeat(501) })).toEqual(["about: About must be at most 500 characters"]);
    expect(errors({ gallery: Array.from({ length: 9 }, (_, i) => `/uploads/${i}.jpg`) })).toEqual([
      "gallery: A card can have at most 8 gallery images",
    ]);
  });

  it("checks slugs and themes", () => {
    expect(errors({ slug: "ab" })).toEqual(["slug: Slug must be at least 3 characters"]);
    expect(errors({ slug: "bad slug!" })).toEqual([
      "slug: Slug may contain only lower-case letters, digits, hyphens and underscores",
    ]);
    expect(updateCardSchema.parse({ slug: "Jane-Doe" })).toEqual({ slug: "jane-doe" });
    // The Kelvin sign lower-cases to "k": refused, not silently stored as another slug.
    for (const slug of ["\u212Aate-card", "caf\u00e9-card", "\uff4aane"]) {
      expect(errors({ slug }), slug).toEqual([
        "slug: Slug may contain only lower-case letters, digits, hyphens and underscores",
      ]);
    }
    expect(errors({ theme: "neon" })).toEqual(["theme: Please choose one of the available themes"]);
  });

  it("parses pwaSettings given as a JSON string and limits the short name", () => {
    expect(updateCardSchema.parse({ pwaSettings: '{"shortName":"Jane","themeColor":"#000000"}' })).toEqual({
      pwaSettings: { shortName: "Jane", themeColor: "#000000" },
    });
    expect(errors({ pwaSettings: { shortName: "x".repeat(13) } })).toEqual([
      "pwaSettings.shortName: Short name must be at most 12 characters",
    ]);
  });

  it("accepts logo as another name for logoUrl", () => {
    expect(updateCardSchema.parse({ logo: "/uploads/logo.png" })).toEqual({ logoUrl: "/uploads/logo.png" });
    expect(createCardSchema.parse({ logo: "/uploads/a.png", userId: 3 })).toEqual({
      logoUrl: "/uploads/a.png",
      userId: 3,
    });
  });
});
