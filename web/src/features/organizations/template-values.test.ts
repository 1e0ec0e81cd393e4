import { templateBodySchema } from "@core/schemas/card-templates";
import { describe, expect, it } from "vitest";
import { bodyOf, draftOf } from "./template-values";

const STORED = {
  name: "Sales",
  fields: {
    theme: "corporate",
    company: "Acme Ltd",
    socialLinks: { linkedin: "https://linkedin.com/company/acme" },
    customButtons: [{ text: "Book a call", url: "https://acme.test/book", backgroundColor: "#112233" }],
    gallery: ["https://acme.test/a.png", { url: "https://acme.test/b.png", caption: "Office" }],
  },
  locked: ["theme", "company"],
  hidden: ["videoUrl"],
};

describe("a template in the editor", () => {
  it("comes back as it was stored", () => {
    const body = bodyOf(draftOf(STORED));
    expect(body).toEqual(STORED);
    // What the editor sends is what the server accepts.
    expect(templateBodySchema.safeParse(body).success).toBe(true);
  });

  it("starts blank with the default theme and no policies", () => {
    expect(bodyOf({ ...draftOf(), name: " New " })).toEqual({
      name: "New",
      fields: { theme: "minimalist" },
      locked: [],
      hidden: [],
    });
  });

  it("drops blank rows and texts, and never hides the theme", () => {
    const draft = draftOf();
    draft.name = "Blank rows";
    draft.text.phone = "   ";
    draft.socialLinks.push({ network: " ", url: "" });
    draft.customButtons.push({ text: "", url: " " });
    draft.gallery.push({ url: "" });
    draft.policy.theme = "hidden";
    draft.policy.about = "hidden";
    expect(bodyOf(draft)).toEqual({
      name: "Blank rows",
      fields: { theme: "minimalist" },
      locked: [],
      hidden: ["about"],
    });
  });
});
