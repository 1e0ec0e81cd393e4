/**
 * A business card as the API returns it. The editors, the dashboard and the
 * public page all render from this shape. The types are inferred from the response schemas
 * in schemas/card-response.ts, the one description of the shape the server sends.
 */
import type { z } from "zod";
import type {
  businessCardSchema,
  cardButtonSchema,
  cardCustomizationsSchema,
  cardGalleryItemSchema,
  cardPwaSettingsSchema,
  publicCardSchema,
} from "./schemas/card-response";

export type CustomButton = z.infer<typeof cardButtonSchema>;
export type GalleryItem = z.infer<typeof cardGalleryItemSchema>;
export type PwaSettings = z.infer<typeof cardPwaSettingsSchema>;
export type CardCustomizations = z.infer<typeof cardCustomizationsSchema>;
export type BusinessCard = z.infer<typeof businessCardSchema>;

/**
 * A card as anyone may read it (GET /api/card/{slug}): no owner, embed codes or form
 * configuration, and custom CSS only when every visitor sees it.
 */
export type PublicCard = z.infer<typeof publicCardSchema>;

/** The website comes from the card, else from customizations. */
export function cardWebsite(card: Pick<BusinessCard, "website" | "customizations">): string | null {
  return card.website || card.customizations?.website || null;
}

/** About text: the card's, else the one kept in customizations. */
export function cardAbout(card: Pick<BusinessCard, "about" | "customizations">): string | null {
  return card.about || card.customizations?.about || null;
}
