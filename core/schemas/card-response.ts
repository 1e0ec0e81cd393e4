/**
 * The card as the API answers with it: the one description of that shape.
 * The server's response schemas send exactly these fields (anything else is stripped on the
 * way out), and `BusinessCard` / `PublicCard` in core/card.ts are inferred from here.
 *
 * These are shapes, not rules: the editing rules (lengths, link schemes, colours) live in the
 * input schemas of card.ts and were applied when the card was saved. Checking them again on
 * every answer would cost time on each read and turn an old, once-valid value into a 500.
 * Response schemas hold no transforms either: fastify-type-provider-zod encodes replies, and
 * a one-way transform cannot run backwards.
 */
import { z } from "zod";
import { brandSchema } from "./organizations";

export const cardButtonSchema = z.object({
  text: z.string(),
  url: z.string(),
  backgroundColor: z.string().optional(),
});

/** A gallery image: its address, or an object with it and the visitor-facing words or numbers kept with it. */
export const cardGalleryItemSchema = z.union([
  z.string(),
  z.object({ url: z.string() }).catchall(z.union([z.string(), z.number()])),
]);

export const cardPwaSettingsSchema = z.object({
  appName: z.string().nullable().optional(),
  shortName: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  themeColor: z.string().optional(),
  backgroundColor: z.string().optional(),
  icons: z
    .object({
      icon192: z.string().nullable().optional(),
      icon512: z.string().nullable().optional(),
      iconMaskable: z.string().nullable().optional(),
    })
    .optional(),
});

export const cardCustomizationsSchema = z.object({
  website: z.string().nullable().optional(),
  about: z.string().nullable().optional(),
  customCss: z.string().optional(),
});

/** GET/POST/PUT/PATCH /api/business-cards…: one card as its owner (or an administrator) reads it. */
export const businessCardSchema = z.object({
  id: z.number(),
  userId: z.number(),
  slug: z.string(),
  theme: z.string(),
  name: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  about: z.string().nullable(),
  profilePicture: z.string().nullable(),
  coverPhoto: z.string().nullable(),
  /** `logo` and `logoUrl` are two names for the same image; both are sent. */
  logoUrl: z.string().nullable(),
  logo: z.string().nullable(),
  videoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  /** The links, their keys in the owner's order (socialLinkOrder). */
  socialLinks: z.record(z.string(), z.string()),
  /** The platform keys of socialLinks in the order the card shows them. */
  socialLinkOrder: z.array(z.string()),
  /** Every section of the card once, in the order the card shows them (core/card-order.ts). */
  sectionOrder: z.array(z.string()),
  customButtons: z.array(cardButtonSchema),
  gallery: z.array(cardGalleryItemSchema),
  embedCodes: z.array(z.string()),
  /** The visitor form's configuration (decision 014), as the owner wrote it. */
  formConfig: z.record(z.string(), z.unknown()),
  customizations: cardCustomizationsSchema,
  pwaSettings: cardPwaSettingsSchema,
  /** ISO 8601 times. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The owner, as far as display needs it (whether custom CSS applies, policy.ts). */
  user: z.object({ id: z.number(), accessLevel: z.number() }),
  /** The organisation the card belongs to (decision 032), or null. */
  organizationId: z.number().nullable(),
  /** The organisation's template merged into the card, or null. */
  templateId: z.number().nullable(),
  /** What the editors need of that template: the fields it locks and hides (core/card-template.ts). */
  template: z
    .object({ id: z.number(), name: z.string(), locked: z.array(z.string()), hidden: z.array(z.string()) })
    .nullable(),
  /**
   * The brand the card is shown in (core/org-brand.ts): its template's organisation's, or null
   * for a card on no template.
   */
  brand: brandSchema.nullable(),
  /** Shown in the organisation's directory. */
  listed: z.boolean(),
  /** When the organisation deactivated the card (ISO 8601), or null. */
  deactivatedAt: z.string().nullable(),
});

export const businessCardListSchema = z.array(businessCardSchema);

/**
 * A card as anyone may read it (GET /api/card/{slug}): no owner, embed codes or form
 * configuration, and custom CSS only when every visitor sees it.
 */
export const publicCardSchema = businessCardSchema.omit({
  userId: true,
  user: true,
  embedCodes: true,
  formConfig: true,
  organizationId: true,
  templateId: true,
  template: true,
  brand: true,
  listed: true,
  deactivatedAt: true,
});

/** GET /api/dashboard/summary: totals over the signed-in user's cards. */
export const dashboardSummarySchema = z.object({
  totalCards: z.number(),
  totalViews: z.number(),
  totalSaves: z.number(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
