/**
 * A business card as the API returns it (spec 000 §3). The editors, the dashboard and the
 * public page all render from this shape.
 */
export interface CustomButton {
  text: string;
  url: string;
  backgroundColor?: string;
}

export type GalleryItem = string | { url: string; [key: string]: unknown };

export interface PwaSettings {
  appName?: string | null;
  shortName?: string | null;
  description?: string | null;
  themeColor?: string;
  backgroundColor?: string;
  icons?: { icon192?: string | null; icon512?: string | null; iconMaskable?: string | null };
}

export interface CardCustomizations {
  website?: string | null;
  about?: string | null;
  customCss?: string;
}

export interface BusinessCard {
  id: number;
  userId: number;
  slug: string;
  theme: string;
  name: string | null;
  title: string | null;
  company: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  website: string | null;
  about: string | null;
  profilePicture: string | null;
  coverPhoto: string | null;
  /** `logo` and `logoUrl` are the same image (DESIGN §6.2); both are sent. */
  logoUrl: string | null;
  logo: string | null;
  videoUrl: string | null;
  faviconUrl: string | null;
  socialLinks: Record<string, string>;
  customButtons: CustomButton[];
  gallery: GalleryItem[];
  embedCodes: string[];
  formConfig: Record<string, unknown>;
  customizations: CardCustomizations;
  pwaSettings: PwaSettings;
  createdAt: string;
  updatedAt: string;
  /** The owner, as far as display needs it (custom CSS rule, DESIGN §6.5). */
  user: { id: number; accessLevel: number };
}

/**
 * A card as anyone may read it (GET /api/card/{slug}): no owner, embed codes or form
 * configuration, and custom CSS only when every visitor sees it.
 */
export type PublicCard = Omit<BusinessCard, "userId" | "user" | "embedCodes" | "formConfig">;

/** The website comes from the card, else from customizations (spec 000 §5). */
export function cardWebsite(card: Pick<BusinessCard, "website" | "customizations">): string | null {
  return card.website || card.customizations?.website || null;
}

/** About text: the card's, else the one kept in customizations. */
export function cardAbout(card: Pick<BusinessCard, "about" | "customizations">): string | null {
  return card.about || card.customizations?.about || null;
}
