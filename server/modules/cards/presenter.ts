/**
 * The card as the API shows it, never a database row as it is. The fields are the response
 * schema's (core/schemas/card-response.ts): the presenter copies each column the schema names
 * and computes the rest, and the compiler holds the table, the schema and this file together:
 * - a schema field that is neither a column of the same type nor computed here fails below;
 * - a new column fails below until it is shown (added to the schema) or listed as private.
 */
import type { BusinessCard } from "../../../core/card";
import { cardSectionOrder, orderedSocialLinks } from "../../../core/card-order";
import { formConfigSchema } from "../../../core/form-config";
import { businessCardSchema } from "../../../core/schemas/card-response";
import type { CardRow, CardWithOwner } from "./repo";

/**
 * Fields made here rather than copied: `logo` repeats `logoUrl`, for clients that read that
 * name; a stored form configuration that does not read as one is shown as none (`{}`), so the
 * card as GET answers it can always be sent back; the social links and sections come in the
 * owner's order, every one once, also for cards saved before an order was kept (core/card-order.ts).
 */
const COMPUTED_FIELDS = [
  "logo",
  "createdAt",
  "updatedAt",
  "user",
  "formConfig",
  "socialLinks",
  "socialLinkOrder",
  "sectionOrder",
  "template",
  "brand",
  "deactivatedAt",
] as const;
type ComputedField = (typeof COMPUTED_FIELDS)[number];
/** Columns the API never shows. None yet: a column added here stays on the server. */
type PrivateColumn = never;
/** Columns read only to compute a field. */
type SourceColumn =
  | "createdAt"
  | "updatedAt"
  | "formConfig"
  | "socialLinks"
  | "socialLinkOrder"
  | "sectionOrder"
  | "deactivatedAt";

type CopiedField = Exclude<keyof BusinessCard, ComputedField>;

/** Compile-time checks; each resolves to `true` or names what is wrong. */
type Missing<T> = [T] extends [never] ? true : T;
// A copied field must be a column whose values the schema's type accepts.
const copiedAreColumns: Missing<Exclude<CopiedField, keyof CardRow>> = true;
const copiedTypesFit: Missing<
  { [K in CopiedField]: CardRow[K & keyof CardRow] extends BusinessCard[K] ? never : K }[CopiedField]
> = true;
// Every column is shown, private, or read to compute a field.
const everyColumnDecided: Missing<Exclude<keyof CardRow, CopiedField | PrivateColumn | SourceColumn>> = true;
void [copiedAreColumns, copiedTypesFit, everyColumnDecided];

/** The schema's fields in its order, so every answer (and the cached public JSON) lists them alike. */
const FIELDS = Object.keys(businessCardSchema.shape) as (keyof BusinessCard)[];
const COMPUTED = new Set<string>(COMPUTED_FIELDS);

export function presentCard(row: CardWithOwner): BusinessCard {
  const links = orderedSocialLinks(row.socialLinks, row.socialLinkOrder);
  const computed: Pick<BusinessCard, ComputedField> = {
    logo: row.logoUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: { id: row.userId, accessLevel: row.ownerLevel },
    formConfig: formConfigSchema.safeParse(row.formConfig).success ? row.formConfig : {},
    socialLinks: Object.fromEntries(links),
    socialLinkOrder: links.map(([key]) => key),
    sectionOrder: cardSectionOrder(row.sectionOrder),
    template: row.template && {
      id: row.template.id,
      name: row.template.name,
      locked: [...row.template.locked],
      hidden: [...row.template.hidden],
    },
    brand: row.template?.brand ?? null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
  const card: Record<string, unknown> = {};
  for (const field of FIELDS) {
    card[field] = COMPUTED.has(field) ? computed[field as ComputedField] : row[field as CopiedField];
  }
  return card as BusinessCard;
}
