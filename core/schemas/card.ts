/**
 * Business-card fields, validated the same way by the editors and by
 * POST/PUT/PATCH /api/business-cards. Text is trimmed; an empty optional text becomes null.
 */

import { z } from "zod";
import { CARD_SECTIONS, cardSectionOrder } from "../card-order";
import { DEFAULT_BUTTON_COLOR } from "../colors";
import { CUSTOM_CSS_NESTING_MESSAGE, fitsCustomCssNesting } from "../custom-css-nesting";
import { formConfigSchema } from "../form-config";
import { SLUG_MAX, SLUG_MIN } from "../limits";
import { isImageSource, isSafeLink, isWebUrl, normalizeWebsite, typedLinkAddress } from "../links";
import { socialLinkAddress } from "../social-link-address";
import { SOCIAL_KEY_MESSAGE, SOCIAL_KEY_PATTERN } from "../social-networks";
import { THEME_VALUES } from "../themes";
import { idSchema } from "./ids";

export const ABOUT_MAX = 500;
export const GALLERY_MAX = 8;
export const CUSTOM_CSS_MAX = 20_000;
export const SHORT_NAME_MAX = 12;
/** The installed app's colours when pwaSettings names none. */
export const DEFAULT_PWA_THEME_COLOR = "#000000";
export const DEFAULT_PWA_BACKGROUND_COLOR = "#ffffff";

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** Optional text: trimmed, bounded, "" stored as null. */
function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();
}

function optionalUrl(label: string, check: (v: string) => boolean, message: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((v) => v === "" || check(v), message)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();
}

/** A website; one without a scheme is stored with https://. */
const websiteField = () =>
  z
    .string({ error: "Website must be text" })
    .trim()
    // Measured with the https:// it may gain, which must still fit the stored column.
    .refine((v) => normalizeWebsite(v).length <= 2048, "Website must be at most 2048 characters")
    .refine((v) => v === "" || isWebUrl(normalizeWebsite(v)), "Please enter a valid website address")
    .transform((v) => (v === "" ? null : normalizeWebsite(v)))
    .nullable()
    .optional();

const imageField = (label: string) => optionalUrl(label, isImageSource, `${label} must be an image address`);

export const slugSchema = z
  .string({ error: "Slug must be at least 3 characters" })
  .trim()
  .min(SLUG_MIN, "Slug must be at least 3 characters")
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  // Checked before lower-casing: some non-ASCII letters lower-case to ASCII ones (the Kelvin
  // sign to "k"), and a slug must be stored as it was typed or refused, never changed.
  .regex(/^[A-Za-z0-9_-]+$/, "Slug may contain only lower-case letters, digits, hyphens and underscores")
  .toLowerCase();

/** A link of http, https, mailto or tel; a web address typed without a scheme gets https:// (core/links.ts). */
const safeLinkField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .transform(typedLinkAddress)
    // Measured with the https:// it may gain, which must still fit.
    .refine((v) => v.length <= 2048, `${label} must be at most 2048 characters`)
    .refine(isSafeLink, `${label} must start with http://, https://, mailto: or tel:`);

export const customButtonSchema = z.object({
  text: z
    .string({ error: "Button text is required" })
    .trim()
    .min(1, "Button text is required")
    .max(60, "Button text must be at most 60 characters"),
  url: safeLinkField("Button URL"),
  backgroundColor: z
    .string()
    .regex(HEX_COLOR, "Button colour must be a hex colour such as #d9bd90")
    .default(DEFAULT_BUTTON_COLOR),
});

export const socialKeySchema = z.string().regex(SOCIAL_KEY_PATTERN, SOCIAL_KEY_MESSAGE);

/** Saving a link with an empty URL removes it. */
export const socialLinksSchema = z
  .record(socialKeySchema, z.string().trim().max(2048, "Social link must be at most 2048 characters"))
  .refine((links) => Object.keys(links).length <= 40, "A card can have at most 40 social links")
  .transform((links) =>
    Object.fromEntries(
      Object.entries(links)
        .filter(([, url]) => url !== "")
        // '@jane' on Instagram is her profile; a bare domain gets https:// (core/social-link-address.ts).
        .map(([network, typed]) => [network, socialLinkAddress(network, typed)]),
    ),
  )
  .refine(
    (links) => Object.values(links).every(isSafeLink),
    "Social links must start with http://, https://, mailto: or tel:",
  );

/** The platforms' order on the card: each once, at most as many as a card has links. */
const socialLinkOrderSchema = z
  .array(socialKeySchema, { error: "Social link order must be a list of platform names" })
  .max(40, "A card can have at most 40 social links")
  .refine((keys) => new Set(keys).size === keys.length, "Each social link may appear only once in the order");

/** The card's sections in the order it shows them; sections left out follow in the default order. */
const sectionOrderSchema = z
  .array(z.enum(CARD_SECTIONS, { error: `Sections are ${CARD_SECTIONS.join(", ")}` }), {
    error: "Section order must be a list of sections",
  })
  .max(CARD_SECTIONS.length, `A card has ${CARD_SECTIONS.length} sections`)
  .refine((sections) => new Set(sections).size === sections.length, "Each section may appear only once")
  .transform(cardSectionOrder);

const galleryItemSchema = z.union([
  z.string().trim().refine(isImageSource, "Gallery images must be image addresses"),
  z
    .object({ url: z.string().trim().refine(isImageSource, "Gallery images must be image addresses") })
    .catchall(z.union([z.string().max(500), z.number()])),
]);

const pwaSettingsSchema = z.preprocess(
  (value) => {
    // pwaSettings may arrive as a JSON string; it is read as the object it holds.
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z.object(
    {
      appName: optionalText(60, "App name"),
      shortName: optionalText(SHORT_NAME_MAX, "Short name"),
      description: optionalText(300, "Description"),
      themeColor: z.string().regex(HEX_COLOR, "Theme colour must be a hex colour").optional(),
      backgroundColor: z.string().regex(HEX_COLOR, "Background colour must be a hex colour").optional(),
      icons: z
        .object({
          icon192: imageField("192 px icon"),
          icon512: imageField("512 px icon"),
          iconMaskable: imageField("Maskable icon"),
        })
        .optional(),
    },
    { error: "PWA settings must be an object" },
  ),
);

export const customizationsSchema = z.object({
  website: websiteField(),
  about: optionalText(ABOUT_MAX, "About"),
  customCss: z
    .string()
    .max(CUSTOM_CSS_MAX, "Custom CSS must be at most 20000 characters")
    .refine(fitsCustomCssNesting, CUSTOM_CSS_NESTING_MESSAGE)
    .optional(),
});

/** Every editable field; all optional so a PUT may carry the whole card or a single field. */
export const cardFieldsSchema = z.object({
  slug: slugSchema.optional(),
  theme: z.enum(THEME_VALUES, { error: "Please choose one of the available themes" }).optional(),
  name: optionalText(200, "Full name"),
  title: optionalText(200, "Job title"),
  company: optionalText(200, "Company name"),
  phone: optionalText(60, "Phone number"),
  email: z
    .string()
    .trim()
    .max(254, "Please enter a valid email")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid email")
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  address: optionalText(500, "Address"),
  website: websiteField(),
  about: optionalText(ABOUT_MAX, "About"),
  profilePicture: imageField("Profile picture"),
  coverPhoto: imageField("Cover photo"),
  logoUrl: imageField("Logo"),
  videoUrl: optionalUrl("Video URL", isWebUrl, "Video URL must be a web address (http:// or https://)"),
  faviconUrl: imageField("Favicon"),
  socialLinks: socialLinksSchema.optional(),
  socialLinkOrder: socialLinkOrderSchema.optional(),
  sectionOrder: sectionOrderSchema.optional(),
  customButtons: z.array(customButtonSchema).max(20, "A card can have at most 20 custom buttons").optional(),
  gallery: z.array(galleryItemSchema).max(GALLERY_MAX, "A card can have at most 8 gallery images").optional(),
  embedCodes: z
    .array(z.string().max(10_000, "An embed code must be at most 10000 characters"))
    .max(10, "A card can have at most 10 embed codes")
    .optional(),
  /** The visitor form (decision 014); stored configurations of other shapes are read as none. */
  formConfig: formConfigSchema.optional(),
  customizations: customizationsSchema.optional(),
  pwaSettings: pwaSettingsSchema.optional(),
  /** The organisation template the card is linked to (decision 032); null unlinks it. */
  templateId: idSchema("Template id must be a positive whole number").nullable().optional(),
  /** Shown in its organisation's directory. */
  listed: z.boolean({ error: "Listed must be true or false" }).optional(),
});

/** `logo` and `logoUrl` are two names for one image: accept both, store logoUrl. */
function withLogoAlias(body: unknown): unknown {
  if (body && typeof body === "object" && !Array.isArray(body) && "logo" in body) {
    const { logo, ...rest } = body as Record<string, unknown>;
    return "logoUrl" in rest ? rest : { ...rest, logoUrl: logo };
  }
  return body;
}

/** POST /api/business-cards: the fields plus, for administrators, the owner. */
export const createCardSchema = z.preprocess(
  withLogoAlias,
  cardFieldsSchema.extend({
    userId: idSchema("User id must be a positive whole number").optional(),
  }),
);
export type CreateCardInput = z.infer<typeof createCardSchema>;

export const updateCardSchema = z.preprocess(withLogoAlias, cardFieldsSchema);
export type UpdateCardInput = z.infer<typeof updateCardSchema>;
