import type { BusinessCard } from "@core/card";
import { describe, expect, it } from "vitest";
import { fieldChanges } from "./field-changes";
import { aboutPreview, fieldSchema, QUICK_FIELDS } from "./quick-fields";

describe("QUICK_FIELDS", () => {
  it("lists the spec's quick edits in order", () => {
    expect(QUICK_FIELDS.map((field) => field.key)).toEqual([
      "name",
      "title",
      "phone",
      "email",
      "website",
      "address",
      "about",
      "company",
      "videoUrl",
    ]);
  });
});

describe("aboutPreview", () => {
  it("cuts About at 20 characters", () => {
    expect(aboutPreview("I design friendly products")).toBe("I design friendly pr…");
    expect(aboutPreview("  Short text  ")).toBe("Short text");
    expect(aboutPreview("x".repeat(20))).toBe("x".repeat(20));
  });
});

describe("fieldSchema", () => {
  it("applies the server's rules: empty becomes null, emails and websites are checked", () => {
    expect(fieldSchema("name").parse("  ")).toBeNull();
    expect(fieldSchema("email").safeParse("nope").error?.issues[0]?.message).toBe(
      "Please enter a valid email",
    );
    expect(fieldSchema("website").parse("example.com")).toBe("https://example.com");
    expect(fieldSchema("about").safeParse("x".repeat(501)).success).toBe(false);
  });
});

describe("fieldChanges", () => {
  const card = { customizations: {} } as BusinessCard;

  it("sends the single field", () => {
    expect(fieldChanges(card, "name", "Jane")).toEqual({ name: "Jane" });
  });

  it("also changes the customizations copy of website or About when the card has one", () => {
    const older = { customizations: { about: "Old", customCss: ".x{}" } } as BusinessCard;
    expect(fieldChanges(older, "about", null)).toEqual({ about: null, customizations: { about: null } });
    expect(fieldChanges(older, "website", "https://a.example")).toEqual({ website: "https://a.example" });
  });
});
