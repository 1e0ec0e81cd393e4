import { describe, expect, it } from "vitest";
import { EMPTY_BRAND } from "../../../core/org-brand";
import { businessCardSchema } from "../../../core/schemas/card-response";
import { presentCard } from "./presenter";
import type { CardWithOwner } from "./repo";

const row: CardWithOwner = {
  id: 7,
  userId: 3,
  slug: "jane",
  theme: "corporate",
  name: "Jane Roe",
  title: null,
  company: null,
  phone: null,
  email: "jane@cards.test",
  address: null,
  website: null,
  about: null,
  profilePicture: null,
  coverPhoto: null,
  logoUrl: "/uploads/logo.png",
  videoUrl: null,
  faviconUrl: null,
  socialLinks: { linkedin: "https://linkedin.com/in/jane" },
  socialLinkOrder: [],
  sectionOrder: [],
  customButtons: [],
  gallery: [],
  embedCodes: [],
  formConfig: {},
  customizations: { customCss: ".x{}" },
  pwaSettings: {},
  createdAt: new Date("2026-01-02T03:04:05Z"),
  updatedAt: new Date("2026-02-03T04:05:06Z"),
  organizationId: 2,
  templateId: 5,
  listed: true,
  deactivatedAt: null,
  ownerLevel: 4,
  template: {
    id: 5,
    name: "Staff",
    fields: { company: "Acme" },
    locked: ["company"],
    hidden: [],
    brand: { ...EMPTY_BRAND, primaryColor: "#1d4ed8" },
  },
};

describe("presentCard", () => {
  it("answers exactly the response schema's fields, in its order, and nothing of the join", () => {
    const card = presentCard(row);
    expect(Object.keys(card)).toEqual(Object.keys(businessCardSchema.shape));
    expect(businessCardSchema.strict().parse(card)).toEqual(card);
    expect(card).not.toHaveProperty("ownerLevel");
  });

  it("computes the alias, the times and the owner", () => {
    const card = presentCard(row);
    expect(card.logo).toBe("/uploads/logo.png");
    expect(card.createdAt).toBe("2026-01-02T03:04:05.000Z");
    expect(card.updatedAt).toBe("2026-02-03T04:05:06.000Z");
    expect(card.user).toEqual({ id: 3, accessLevel: 4 });
    expect(card.socialLinks).toEqual(row.socialLinks);
  });

  it("shows the template's locks and not its values, and no deactivation on an active card", () => {
    const card = presentCard(row);
    expect(card.template).toEqual({ id: 5, name: "Staff", locked: ["company"], hidden: [] });
    expect(card).toMatchObject({ organizationId: 2, templateId: 5, listed: true, deactivatedAt: null });
    expect(card.brand).toEqual({ ...EMPTY_BRAND, primaryColor: "#1d4ed8" });
    const unlinked = presentCard({ ...row, template: null, templateId: null });
    expect(unlinked.template).toBeNull();
    expect(unlinked.brand).toBeNull();
  });

  it("lists the social links and sections in the stored order, every one once", () => {
    const card = presentCard({
      ...row,
      // As jsonb gives them back: shorter keys first.
      socialLinks: { github: "https://github.com/jane", linkedin: "https://linkedin.com/in/jane" },
      socialLinkOrder: ["linkedin", "gone", "github"],
      sectionOrder: ["gallery", "about", "gallery"],
    });
    expect(card.socialLinkOrder).toEqual(["linkedin", "github"]);
    expect(Object.keys(card.socialLinks)).toEqual(["linkedin", "github"]);
    expect(card.sectionOrder).toEqual(["gallery", "about", "contact", "social", "buttons", "video"]);
  });

  it("reads a card saved before orders were kept in its stored key order and the default sections", () => {
    const card = presentCard(row);
    expect(card.socialLinkOrder).toEqual(["linkedin"]);
    expect(card.sectionOrder).toEqual(["contact", "about", "social", "buttons", "gallery", "video"]);
  });
});
