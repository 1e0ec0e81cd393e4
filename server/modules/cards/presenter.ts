import type { BusinessCard } from "../../../core/card";
import type { CardWithOwner } from "./repo";

/** The card as the API shows it; `logo` repeats `logoUrl` (DESIGN §6.2). */
export function presentCard(row: CardWithOwner): BusinessCard {
  return {
    id: row.id,
    userId: row.userId,
    slug: row.slug,
    theme: row.theme,
    name: row.name,
    title: row.title,
    company: row.company,
    phone: row.phone,
    email: row.email,
    address: row.address,
    website: row.website,
    about: row.about,
    profilePicture: row.profilePicture,
    coverPhoto: row.coverPhoto,
    logoUrl: row.logoUrl,
    logo: row.logoUrl,
    videoUrl: row.videoUrl,
    faviconUrl: row.faviconUrl,
    socialLinks: row.socialLinks,
    customButtons: row.customButtons,
    gallery: row.gallery,
    embedCodes: row.embedCodes,
    formConfig: row.formConfig,
    customizations: row.customizations,
    pwaSettings: row.pwaSettings,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: { id: row.userId, accessLevel: row.ownerLevel },
  };
}
