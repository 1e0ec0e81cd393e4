import type { BusinessCard } from "@core/card";
import { cardFixture } from "@core/testing/card-fixture";
import { describe, expect, it } from "vitest";
import { changedFields, mergeDraft, sameValue, withMirroredField } from "./card-draft";
import { buildSavePayload, fieldErrorsFromServer, fieldOfPath, tabOfErrors } from "./save-payload";

const base: BusinessCard = cardFixture({
  id: 7,
  userId: 3,
  slug: "ada-12",
  name: "Ada",
  socialLinks: { linkedin: "https://linkedin.com/in/ada" },
  customizations: { customCss: ".card-header{color:red}" },
});

describe("the draft", () => {
  it("lays changes over the card and keeps the other customizations", () => {
    const merged = mergeDraft(base, { name: "Ada L.", customizations: { website: "https://a.example" } });
    expect(merged.name).toBe("Ada L.");
    expect(merged.customizations).toEqual({
      customCss: ".card-header{color:red}",
      website: "https://a.example",
    });
  });

  it("treats empty text, null and missing alike, so typing and deleting leaves nothing unsaved", () => {
    expect(sameValue("", null)).toBe(true);
    expect(sameValue({ website: "" }, {})).toBe(true);
    expect(changedFields(base, { title: "" })).toEqual([]);
    expect(changedFields(base, { title: "Analyst", name: "Ada" })).toEqual(["title"]);
  });

  it("keeps the website on the card and in customizations in step", () => {
    const changes = withMirroredField(base, "website", "ada.example.com");
    expect(changes.website).toBe("ada.example.com");
    expect(changes.customizations).toEqual({
      customCss: ".card-header{color:red}",
      website: "ada.example.com",
    });
  });
});

describe("the save payload", () => {
  it("is the whole card with the changes, normalised by the schema, without server-owned fields", () => {
    const result = buildSavePayload(base, withMirroredField(base, "website", "ada.example.com"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.website).toBe("https://ada.example.com");
    expect(result.payload.customizations?.website).toBe("https://ada.example.com");
    expect(result.payload.slug).toBe("ada-12");
    expect(result.payload.socialLinks).toEqual(base.socialLinks);
    expect(result.payload).not.toHaveProperty("id");
    expect(result.payload).not.toHaveProperty("user");
  });

  it("leaves out what the card's template locks or hides, the template link and the directory opt-in", () => {
    const linked: BusinessCard = {
      ...base,
      company: "Acme Ltd",
      organizationId: 4,
      templateId: 9,
      template: { id: 9, name: "Staff", locked: ["company", "theme"], hidden: ["about", "socialLinks"] },
      listed: true,
    };
    // A company typed before the template locked it (the card was read earlier) stays unsent.
    const result = buildSavePayload(linked, { title: "Analyst", company: "Old Ltd" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.title).toBe("Analyst");
    for (const field of [
      "company",
      "theme",
      "about",
      "socialLinks",
      "socialLinkOrder",
      "templateId",
      "listed",
    ]) {
      expect(result.payload).not.toHaveProperty(field);
    }
    expect(result.payload.website).toBe(linked.website);
  });

  it("names each invalid field once, with customizations fields under their own names", () => {
    const result = buildSavePayload(base, {
      email: "nope",
      customizations: { ...base.customizations, website: "not a site" },
      website: "not a site",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toBe("Please enter a valid email");
    expect(result.errors.website).toBe("Please enter a valid website address");
    expect(tabOfErrors(result.errors)).toBe("basic");
  });

  it("maps server field names and picks the tab of the first message", () => {
    expect(fieldOfPath(["customButtons", "2", "url"])).toBe("customButtons");
    expect(fieldOfPath(["customizations", "customCss"])).toBe("customCss");
    expect(fieldErrorsFromServer({ "customizations.customCss": "Too long", slug: "Taken" })).toEqual({
      customCss: "Too long",
      slug: "Taken",
    });
    expect(tabOfErrors({ customButtons: "x" })).toBe("buttons");
    expect(tabOfErrors({ customCss: "x" })).toBe("advanced");
    expect(tabOfErrors({})).toBeUndefined();
  });
});
