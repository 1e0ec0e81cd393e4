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

/** Whether a card field is one a template may set (the person's own fields never are). */
export function isTemplateField(field: string): field is TemplateField {
  return (TEMPLATE_FIELDS as readonly string[]).includes(field);
}

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

/** What a template does to one field of a linked card, for the editors. */
export type TemplatePolicyState = "locked" | "hidden" | "default";

export interface TemplatePolicy {
  state: TemplatePolicyState;
  /** Why the field cannot be edited, in the words of the server's refusal; null when it can. */
  reason: string | null;
}

/** What the editors know of a card's template: the lists the card's API response carries. */
export interface TemplateRules {
  locked: readonly string[];
  hidden: readonly string[];
}

const EDITABLE: TemplatePolicy = { state: "default", reason: null };

/** The one wording of a locked or hidden field, for the editors' notes and the server's refusals alike. */
function templateReason(field: TemplateField, state: Exclude<TemplatePolicyState, "default">): string {
  return `${TEMPLATE_FIELD_LABELS[field]} is ${state} by your organisation's template.`;
}

/**
 * Whether the card's template locks or hides `field`, and why, as templateValue reads the lists:
 * a locked field is locked even if also listed as hidden, and the theme is never hidden.
 */
export function templatePolicyOf(template: TemplateRules | null, field: TemplateField): TemplatePolicy {
  if (!template) return EDITABLE;
  if (template.locked.includes(field)) return { state: "locked", reason: templateReason(field, "locked") };
  if (template.hidden.includes(field) && !UNHIDEABLE_FIELDS.includes(field)) {
    return { state: "hidden", reason: templateReason(field, "hidden") };
  }
  return EDITABLE;
}

/** What a hidden field reads as: its value on a card with nothing filled in, made afresh each time. */
const emptyValue = (field: TemplateField): unknown => blankCard(0, 0)[field];

/** What the card shows for `field` under the template's policy, or undefined for its own value. */
function templateValue(template: CardTemplate, field: TemplateField): unknown {
  const { state } = templatePolicyOf(template, field);
  if (state === "locked")
    return template.fields[field] ?? (field === "theme" ? undefined : emptyValue(field));
  if (state === "hidden") return emptyValue(field);
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
  withoutPinnedCopies(merged as { customizations?: Record<string, unknown> }, template);
  return merged;
}

/**
 * Fields older cards keep a second copy of in `customizations`, which the card's display falls
 * back to when the field itself is empty (core/card-display.ts).
 */
export const CUSTOMIZATION_COPIES = ["website", "about"] as const;

/** Drops the copies of the fields the template pins, so a hidden website cannot show through one. */
function withoutPinnedCopies(
  card: { customizations?: Record<string, unknown> },
  template: CardTemplate,
): void {
  const copies = card.customizations;
  if (!copies) return;
  const pinned = CUSTOMIZATION_COPIES.filter(
    (field) => field in copies && templateValue(template, field) !== undefined,
  );
  if (pinned.length === 0) return;
  card.customizations = Object.fromEntries(
    Object.entries(copies).filter(([key]) => !(pinned as readonly string[]).includes(key)),
  );
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

/**
 * `values` without the fields the template locks or hides (and the social links' order with
 * locked or hidden links): what an editor's save of the whole card may send. The server shows
 * those fields from the template anyway, and a card read before the template changed would
 * otherwise send an old value and be refused.
 */
export function withoutTemplateFields<Values extends object>(
  template: TemplateRules | null,
  values: Values,
): Values {
  if (!template) return values;
  const kept = { ...values } as Record<string, unknown>;
  for (const field of TEMPLATE_FIELDS) {
    if (templatePolicyOf(template, field).state !== "default") delete kept[field];
  }
  if (templatePolicyOf(template, "socialLinks").state !== "default") delete kept.socialLinkOrder;
  return kept as Values;
}

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
    return { field, message: templatePolicyOf(template, field).reason ?? "" };
  }
  return null;
}
