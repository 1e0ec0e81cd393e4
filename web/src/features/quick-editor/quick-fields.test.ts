import type { BusinessCard } from "@core/card";
import { type UpdateCardInput, updateCardSchema } from "@core/schemas/card";
import { describe, expect, it } from "vitest";
import { fieldChanges } from "./field-changes";
import {
  ABOUT_FIELD,
  aboutPreview,
  dialogField,
  fieldSchema,
  QUICK_FIELDS,
  type QuickFieldKey,
} from "./quick-fields";

/** A card with every quick field filled in its own column. */
function fullCard(overrides: Partial<BusinessCard> = {}): BusinessCard {
  return {
    name: "Quinn Quick",
    title: "Designer",
    phone: "+1 555 0100",
    email: "quinn@example.com",
    website: "https://quinn.example",
    address: "1 Main Street",
    about: "Designs things.",
    company: "Quick Co",
    videoUrl: "https://www.youtube.com/watch?v=abc",
    customizations: {},
    ...overrides,
  } as BusinessCard;
}

const emptyCard = (): BusinessCard =>
  fullCard({
    name: null,
    title: null,
    phone: null,
    email: null,
    website: null,
    address: null,
    about: null,
    company: null,
    videoUrl: null,
  });

/**
 * What the quick editor does on Save: the typed text checked with the field's rule, sent as
 * fieldChanges' body (which the server must accept), and merged into the card the way the
 * server merges a PUT (customizations merged, the rest replaced).
 */
function saveField(card: BusinessCard, key: QuickFieldKey, typed: string) {
  const value = fieldSchema(key).parse(typed) ?? null;
  const body = fieldChanges(card, key, value);
  const accepted = updateCardSchema.safeParse(body);
  expect(accepted.success, `${key}: ${JSON.stringify(accepted.error?.issues)}`).toBe(true);
  const { customizations, ...rest } = body as UpdateCardInput;
  const saved = {
    ...card,
    ...rest,
    customizations: { ...card.customizations, ...customizations },
  } as BusinessCard;
  return { body, saved };
}

const fieldOf = (key: QuickFieldKey) => QUICK_FIELDS.find((field) => field.key === key)!;

describe("the quick-edit list", () => {
  it("shows one button per card field, each editing the field it shows", () => {
    const keys = QUICK_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    const card = fullCard();
    for (const field of QUICK_FIELDS) {
      // The button shows the card's own value of the field it is named after.
      expect(field.value(card), field.key).toBe(card[field.key]);
      // Every field is one the server lets a PUT change.
      expect(fieldSchema(field.key), field.key).toBeDefined();
    }
  });

  it("opens a dialog for every field but About, which is edited in place", () => {
    expect(fieldOf("about")).toBe(ABOUT_FIELD);
    for (const field of QUICK_FIELDS.filter((f) => f.key !== "about")) {
      const dialog = dialogField(field.key as Exclude<QuickFieldKey, "about">);
      expect(dialog.key).toBe(field.key);
      expect(dialog.label).toBe(field.label);
      expect(dialog.description.trim(), field.key).not.toBe("");
    }
  });

  it("offers to add each field a card lacks, each with its own prompt", () => {
    const card = emptyCard();
    for (const field of QUICK_FIELDS) {
      expect(field.value(card), field.key).toBeNull();
      expect(field.emptyText, field.key).toMatch(/^Add /);
    }
    expect(new Set(QUICK_FIELDS.map((field) => field.emptyText)).size).toBe(QUICK_FIELDS.length);
  });

  it("shows an older card's website and About from customizations, the column first", () => {
    const older = emptyCard();
    older.customizations = { website: "https://old.example", about: "Old about" };
    expect(fieldOf("website").value(older)).toBe("https://old.example");
    expect(fieldOf("about").value(older)).toBe("Old about");
    const both = fullCard({ customizations: { website: "https://old.example", about: "Old about" } });
    expect(fieldOf("website").value(both)).toBe("https://quinn.example");
    expect(fieldOf("about").value(both)).toBe("Designs things.");
  });
});

describe("saving a field", () => {
  it("keeps every value a card shows when it is saved unchanged", () => {
    const card = fullCard();
    for (const field of QUICK_FIELDS) {
      const { body, saved } = saveField(card, field.key, field.value(card) ?? "");
      expect(body).toEqual({ [field.key]: card[field.key] });
      expect(field.value(saved), field.key).toBe(field.value(card));
    }
  });

  it("shows what was typed, trimmed, after saving", () => {
    const card = emptyCard();
    const { saved } = saveField(card, "name", "  Jane Doe  ");
    expect(fieldOf("name").value(saved)).toBe("Jane Doe");
    expect(fieldOf("title").value(saved)).toBeNull();
  });

  it("saves a website typed without a scheme with https://, as its dialog says", () => {
    const website = dialogField("website");
    expect(website.description).toContain("https://");
    const { body, saved } = saveField(emptyCard(), "website", "example.com");
    expect(body).toEqual({ website: "https://example.com" });
    expect(website.value(saved)).toBe("https://example.com");
  });

  it("clears a field saved empty, and the button offers to add it again", () => {
    for (const field of QUICK_FIELDS) {
      const { saved } = saveField(fullCard(), field.key, "   ");
      expect(field.value(saved), field.key).toBeNull();
    }
  });

  it("clears an older card's customizations copy too, so the old text does not come back", () => {
    const older = emptyCard();
    older.customizations = { about: "Old about", website: "https://old.example", customCss: ".x{}" };
    for (const key of ["about", "website"] as const) {
      const { body, saved } = saveField(older, key, "");
      expect(body).toEqual({ [key]: null, customizations: { [key]: null } });
      expect(fieldOf(key).value(saved), key).toBeNull();
      // The rest of customizations (custom CSS) is left alone.
      expect(saved.customizations.customCss).toBe(".x{}");
    }
  });

  it("sends only the field itself when the card has no customizations copy", () => {
    expect(fieldChanges(fullCard(), "name", "Jane")).toEqual({ name: "Jane" });
    expect(fieldChanges(fullCard(), "about", "New")).toEqual({ about: "New" });
    // A copy of About only: the website is still sent on its own.
    const aboutCopy = fullCard({ customizations: { about: "Old" } });
    expect(fieldChanges(aboutCopy, "website", "https://a.example")).toEqual({ website: "https://a.example" });
  });

  it("refuses what the server would refuse, with the server's message", () => {
    expect(fieldSchema("email").safeParse("nope").error?.issues[0]?.message).toBe(
      "Please enter a valid email",
    );
    expect(fieldSchema("website").safeParse("not a site").success).toBe(false);
    expect(fieldSchema("videoUrl").safeParse("javascript:alert(1)").success).toBe(false);
    expect(fieldSchema("about").safeParse("x".repeat(501)).success).toBe(false);
    expect(fieldSchema("about").safeParse("x".repeat(500)).success).toBe(true);
  });
});

describe("aboutPreview", () => {
  it("cuts About at 20 characters", () => {
    expect(aboutPreview("I design friendly products")).toBe("I design friendly pr…");
    expect(aboutPreview("  Short text  ")).toBe("Short text");
    expect(aboutPreview("x".repeat(20))).toBe("x".repeat(20));
  });
});
