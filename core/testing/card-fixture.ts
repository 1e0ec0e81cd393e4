/**
 * A complete BusinessCard for tests, empty but for what the overrides set, so a test names
 * only the fields it is about.
 */
import type { BusinessCard } from "../card";
import { CARD_SECTIONS } from "../card-order";

export function cardFixture(overrides: Partial<BusinessCard> = {}): BusinessCard {
  const id = overrides.id ?? 1;
  const userId = overrides.userId ?? 1;
  return {
    id,
    userId,
    slug: `card-${id}`,
    theme: "minimalist",
    name: null,
    title: null,
    company: null,
    phone: null,
    email: null,
    address: null,
    website: null,
    about: null,
    profilePicture: null,
    coverPhoto: null,
    logoUrl: null,
    logo: null,
    videoUrl: null,
    faviconUrl: null,
    socialLinks: {},
    socialLinkOrder: [],
    sectionOrder: [...CARD_SECTIONS],
    customButtons: [],
    gallery: [],
    embedCodes: [],
    formConfig: {},
    customizations: {},
    pwaSettings: {},
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    user: { id: userId, accessLevel: 1 },
    ...overrides,
  };
}
