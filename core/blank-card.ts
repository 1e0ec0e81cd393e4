/**
 * A card as the API answers it with nothing filled in: its texts null, its lists and settings
 * empty, its sections in the default order. What a card is made from where none is read from the
 * database: the public theme gallery's sample person, and tests.
 */
import type { BusinessCard } from "./card";
import { CARD_SECTIONS } from "./card-order";

export function blankCard(id: number, userId: number): BusinessCard {
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
    organizationId: null,
    templateId: null,
    template: null,
    brand: null,
    listed: false,
    deactivatedAt: null,
  };
}
