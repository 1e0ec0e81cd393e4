/**
 * The sample person shown in every theme of the public theme gallery: a complete card as the
 * API would return it, so the gallery draws each theme with the real card view.
 */
import type { BusinessCard } from "@core/card";
import { CARD_SECTIONS } from "@core/card-order";
import type { ThemeValue } from "@core/themes";

export function sampleCard(theme: ThemeValue, id: number): BusinessCard {
  return {
    id,
    userId: 0,
    slug: "jordan-rivera",
    theme,
    name: "Jordan Rivera",
    title: "Consultant",
    company: "Rivera & Co.",
    phone: "+1 555 0100",
    email: "jordan@example.com",
    address: null,
    website: "https://example.com",
    about: null,
    profilePicture: null,
    coverPhoto: null,
    logoUrl: null,
    logo: null,
    videoUrl: null,
    faviconUrl: null,
    socialLinks: { linkedin: "https://www.linkedin.com/in/example", github: "https://github.com/example" },
    socialLinkOrder: ["linkedin", "github"],
    sectionOrder: [...CARD_SECTIONS],
    customButtons: [],
    gallery: [],
    embedCodes: [],
    formConfig: {},
    customizations: {},
    pwaSettings: {},
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    user: { id: 0, accessLevel: 1 },
  };
}
