/**
 * An organisation's card template merged into the cards linked to it whenever they are read,
 * never copied into them (decision 032): a change of the template reaches every linked card at
 * once. For each field a template sets, a policy:
 * - locked: the card shows the template's value, and a save that changes it is refused;
 * - hidden: the card shows the field empty, and a save that fills it is refused;
 * - default: the card keeps its own value; the template's only fills a new card.
 * The person's own fields (slug, name, job title, profile picture) are never a template's.
 */
import { blankCard } from "./blank-card";
import type { BusinessCard } from "./card";

export const TEMPLATE_FIELDS = [
  "theme",
  "company",
  "phone",
  "email",
  "address",
  "website",
  "about",
  "logoUrl",
  "coverPhoto",
  "faviconUrl",
  "videoUrl",
  "socialLinks",
  "customButtons",
  "gallery",
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/** How the editors and the refusals name each field. */
export const TEMPLATE_FIELD_LABELS: Record<TemplateField, string> = {
  theme: "Theme",
  company: "Company",
  phone: "Phone",
  email: "Email",
  address: "Address",
  website: "Website",
  about: "About",
  logoUrl: "Logo",
  coverPhoto: "Cover photo",
  faviconUrl: "Favicon",
  videoUrl: "Video",
  socialLinks: "Social links",
  customButtons: "Custom buttons",
  gallery: "Gallery",
};

/** A card has a theme always: a template may lock it or suggest it, never hide it. */
export const UNHIDEABLE_FIELDS: readonly TemplateField[] = ["theme"];

/** The fields of a card a template reads and writes, as stored and as sent alike. */
export type TemplateValues = Pick<BusinessCard, TemplateField | "socialLinkOrder">;

export interface CardTemplate {
  fields: Partial<Pick<BusinessCard, TemplateField>>;
  locked: readonly TemplateField[];
  hidden: readonly TemplateField[];
}

/** What a hidden field reads as: its value on a card with nothing filled in, made afresh each time. */
const emptyValue = (field: TemplateField): unknown => blankCard(0, 0)[field];

/** What the card shows for `field` under the template's policy, or undefined for its own value. */
function templateValue(template: CardTemplate, field: TemplateField): unknown {
  if (template.locked.includes(field)) {
    return template.fields[field] ?? (field === "theme" ? undefined : emptyValue(field));
  }
  if (template.hidden.includes(field) && field !== "theme") return emptyValue(field);
  return undefined;
}

/**
 * The card as its readers see it: locked fields take the template's values, hidden ones read as
 * empty, everything else is the card's own. The social links' order follows a locked or hidden
 * set of links. Merging twice gives the same card.
 */
export function mergeTemplate<Card extends Partial<TemplateValues>>(
  card: Card,
  template: CardTemplate | null,
): Card {
  if (!template) return card;
  const merged: Card = { ...card };
  const values = merged as Record<TemplateField, unknown>;
  for (const field of TEMPLATE_FIELDS) {
    const value = templateValue(template, field);
    if (value !== undefined) values[field] = value;
  }
  if (templateValue(template, "socialLinks") !== undefined) {
    merged.socialLinkOrder = Object.keys(merged.socialLinks ?? {});
  }
  return merged;
}

/**
 * What the template pins on a card (its locked and hidden fields, as the card shows them): the
 * values written into a card once when it leaves the template, so it keeps looking as it did.
 */
export function templatePinnedValues(template: CardTemplate): Partial<TemplateValues> {
  const pinned: Record<string, unknown> = {};
  for (const field of TEMPLATE_FIELDS) {
    const value = templateValue(template, field);
    if (value !== undefined) pinned[field] = value;
  }
  const values = pinned as Partial<TemplateValues>;
  if (values.socialLinks) values.socialLinkOrder = Object.keys(values.socialLinks);
  return values;
}

/** The values a new card linked to the template starts with: every value the template sets. */
export function templateStartValues(template: CardTemplate): Partial<TemplateValues> {
  const start: Partial<TemplateValues> = { ...template.fields };
  for (const field of template.hidden) if (field !== "theme") delete start[field];
  if (start.socialLinks) start.socialLinkOrder = Object.keys(start.socialLinks);
  return start;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A save refused by a card's template: the field, and the words that name it. */
export interface TemplateRefusal {
  field: TemplateField;
  message: string;
}

/**
 * Why a save of `changes` to a card linked to the template is refused, or null: it changes a
 * locked field or fills a hidden one. A save that sends such a field with the value the card
 * already shows is not refused, so an editor may send the whole card back.
 */
export function templateRefusal(
  template: CardTemplate | null,
  changes: Partial<TemplateValues>,
): TemplateRefusal | null {
  if (!template) return null;
  for (const field of TEMPLATE_FIELDS) {
    if (!(field in changes)) continue;
    const value = templateValue(template, field);
    if (value === undefined || same(changes[field], value)) continue;
    const label = TEMPLATE_FIELD_LABELS[field];
    const message = template.locked.includes(field)
      ? `${label} is locked by your organisation's template.`
      : `${label} is hidden by your organisation's template.`;
    return { field, message };
  }
  return null;
}
