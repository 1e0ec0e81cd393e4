/**
 * Cards and their organisation's templates (decision 032): who may link a card to a template and
 * take it off again, what a card takes from the template it joins, and the refusal of a save that
 * changes what the template locks. The merge itself is core/card-template.ts; the cards
 * repository applies it to every card it reads.
 */
import {
  type CardTemplate,
  CUSTOMIZATION_COPIES,
  type TemplateValues,
  templatePinnedValues,
  templateRefusal,
  templateStartValues,
} from "../../../core/card-template";
import type { OrgRole } from "../../../core/organizations";
import type { Db } from "../../db/client";
import type { CardTemplateRow, UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import {
  cardOfOtherOrg,
  lockedByTemplate,
  ownerNotMember,
  templateNotFound,
  unlistableCard,
} from "../organizations/errors";
import { roleOf } from "../organizations/repo";
import { findTemplateById } from "../organizations/templates-repo";
import type { CardWithOwner, NewCardRow } from "./repo";

/** The template a card names, of any organisation. */
export async function templateNamed(db: Db, templateId: number): Promise<CardTemplateRow> {
  const template = await findTemplateById(db, templateId);
  if (!template) throw templateNotFound();
  return template;
}

/**
 * The actor's role in the template's organisation, once they may link a card of `ownerId` to
 * it: their own card as a member of the organisation, someone else's as its owner or admin
 * (core/policy.ts), and only a card whose owner is a member.
 */
export async function mayLink(
  db: Db,
  actor: UserRow,
  template: CardTemplateRow,
  ownerId: number,
): Promise<OrgRole | null> {
  const ownCard = ownerId === actor.id;
  const [role, ownerRole] = await Promise.all([
    roleOf(db, template.organizationId, actor.id),
    ownCard ? null : roleOf(db, template.organizationId, ownerId),
  ]);
  enforce(actor, "org.linkCard", { role, ownCard });
  if ((ownCard ? role : ownerRole) === null) throw ownerNotMember();
  return role;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || ["[]", "{}"].includes(JSON.stringify(value));

/** What a card takes from the template it joins: every value the template sets that the card lacks. */
function joiningValues(template: CardTemplate, card: Partial<TemplateValues>): Partial<TemplateValues> {
  const start = templateStartValues(template) as Record<string, unknown>;
  const own = card as Record<string, unknown>;
  const taken = Object.fromEntries(Object.entries(start).filter(([field]) => isEmpty(own[field])));
  return taken as Partial<TemplateValues>;
}

/** The columns a new card made from `template` starts with, under what the request sets. */
export function newCardFromTemplate(template: CardTemplateRow): Partial<NewCardRow> {
  return {
    ...templateStartValues(template),
    organizationId: template.organizationId,
    templateId: template.id,
  };
}

/**
 * What a save of a linked card may not do: change a field its template locks or hides, nor the
 * copy of one that older cards keep in `customizations` (an empty copy is no change).
 */
export function assertTemplateAllows(
  template: CardTemplate | null,
  changes: Partial<TemplateValues> & { customizations?: Record<string, unknown> },
): void {
  const copies = Object.fromEntries(
    CUSTOMIZATION_COPIES.filter((field) => changes.customizations?.[field]).map((field) => [
      field,
      changes.customizations?.[field],
    ]),
  );
  const refusal = templateRefusal(template, changes) ?? templateRefusal(template, copies);
  if (refusal) throw lockedByTemplate(refusal);
}

/** Only an organisation's cards are listed, in its directory: `organizationId` is the card's after the save. */
export function assertListable(listed: boolean | undefined, organizationId: number | null): void {
  if (listed && organizationId === null) throw unlistableCard();
}

export interface TemplateMove {
  /** The template the card has after the save, whose locks the save must respect. */
  template: CardTemplate | null;
  /** The columns the move writes: values pinned on leaving, taken on joining, the new link. */
  columns: Partial<NewCardRow>;
}

/**
 * A save that names a template other than the card's: leaving one writes the values it pinned
 * into the card (it keeps looking as it did), which only the organisation's owners and admins
 * may do; joining one links the card and fills what it lacks from the template. A card stays
 * in its organisation: a template of another is refused.
 */
export async function moveToTemplate(
  db: Db,
  actor: UserRow,
  card: CardWithOwner,
  templateId: number | null,
): Promise<TemplateMove> {
  let columns: Partial<NewCardRow> = { templateId };
  if (card.template && card.organizationId !== null) {
    enforce(actor, "org.unlinkCard", { role: await roleOf(db, card.organizationId, actor.id) });
    columns = { ...templatePinnedValues(card.template), ...columns };
  }
  if (templateId === null) return { template: null, columns };
  const template = await templateNamed(db, templateId);
  if (card.organizationId !== null && card.organizationId !== template.organizationId) throw cardOfOtherOrg();
  await mayLink(db, actor, template, card.userId);
  const shown = { ...card, ...columns } as Partial<TemplateValues>;
  return {
    template,
    columns: { ...columns, ...joiningValues(template, shown), organizationId: template.organizationId },
  };
}
