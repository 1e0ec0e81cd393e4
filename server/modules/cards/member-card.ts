/**
 * The card an organisation makes for a person it invites (decision 032, claim links): from the
 * organisation's template when one is named (linked to it, its values as a new card's start, as
 * POST /api/business-cards {templateId} makes one), else a plain card of the organisation, so
 * that offboarding, the directory and the analytics count it. Its address comes from the name.
 */
import { DEFAULT_THEME } from "../../../core/themes";
import type { Db } from "../../db/client";
import type { CardTemplateRow } from "../../db/schema";
import { freeSlugFor } from "./free-slug";
import { type CardRow, insertCard } from "./repo";
import { newCardFromTemplate } from "./template-link";

export async function insertMemberCard(
  tx: Db,
  owner: { id: number; username: string; fullName: string | null },
  organizationId: number,
  template: CardTemplateRow | null,
): Promise<CardRow> {
  const start = template ? newCardFromTemplate(template) : { organizationId };
  return insertCard(tx, {
    ...start,
    userId: owner.id,
    slug: await freeSlugFor(tx, [owner.fullName, owner.username]),
    name: owner.fullName,
    theme: start.theme ?? DEFAULT_THEME,
    socialLinkOrder: start.socialLinkOrder ?? [],
    customizations: {},
    pwaSettings: {},
  });
}
