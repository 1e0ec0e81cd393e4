/**
 * Business-card rules: who may read, create, change and delete which card,
 * card limits per level, slug rules, and custom CSS (sanitised on the way in).
 */
import type { BusinessCard, CardCustomizations, PwaSettings } from "../../../core/card";
import { socialLinkOrder } from "../../../core/card-order";
import { sanitizeCustomCss } from "../../../core/custom-css";
import { NO_FORM, sameFormConfig } from "../../../core/form-config";
import type { CreateCardInput, UpdateCardInput } from "../../../core/schemas/card";
import { DEFAULT_THEME } from "../../../core/themes";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { cardChanged } from "../../lib/card-changes";
import { enforce } from "../../lib/enforce";
import { userNotFound } from "../user-records/errors";
import { enqueueCardUpdated } from "../webhooks/card-events";
import { cardNotFound } from "./errors";
import { assertSlugFree, freeSlugFor } from "./free-slug";
import { withOrgRole } from "./org-role";
import { presentCard } from "./presenter";
import {
  type CardWithOwner,
  countCardsOfUser,
  countEngagementOfUser,
  deleteCard,
  findCardById,
  insertCard,
  listCardsOfUser,
  lockOwner,
  type NewCardRow,
  updateCard,
} from "./repo";
import { takenConflict } from "./taken-conflict";
import {
  assertListable,
  assertTemplateAllows,
  mayLink,
  moveToTemplate,
  newCardFromTemplate,
  templateNamed,
} from "./template-link";

/** For callers outside this module (vcard); the text lives in ./errors. */

/** The columns a validated input sets; nested objects are merged and the template moved by the caller. */
function columnsOf(input: UpdateCardInput): Partial<NewCardRow> {
  const { customizations: _c, pwaSettings: _p, templateId: _t, ...columns } = input;
  return columns;
}

/**
 * The social links' order to store: the order sent, else the links' own order as sent; an
 * order sent alone reorders the card's links, keeping those it does not name in their place
 * after the others (core/card-order.ts).
 */
function storedSocialLinkOrder(
  current: Pick<CardWithOwner, "socialLinks" | "socialLinkOrder">,
  input: UpdateCardInput,
): string[] | undefined {
  if (input.socialLinks) return socialLinkOrder(input.socialLinks, input.socialLinkOrder);
  if (!input.socialLinkOrder) return undefined;
  return socialLinkOrder(current.socialLinks, [
    ...input.socialLinkOrder,
    ...socialLinkOrder(current.socialLinks, current.socialLinkOrder),
  ]);
}

function mergedCustomizations(
  current: CardCustomizations,
  changes: UpdateCardInput["customizations"],
): CardCustomizations | undefined {
  if (!changes) return undefined;
  const merged: CardCustomizations = { ...current, ...changes };
  if (changes.customCss !== undefined) merged.customCss = sanitizeCustomCss(changes.customCss);
  return merged;
}

function mergedPwaSettings(
  current: PwaSettings,
  changes: UpdateCardInput["pwaSettings"],
): PwaSettings | undefined {
  if (!changes) return undefined;
  return { ...current, ...changes, icons: { ...current.icons, ...changes.icons } };
}

export function createCardService(ctx: AppContext) {
  async function loadEditable(actor: UserRow, id: number): Promise<CardWithOwner> {
    const card = await findCardById(ctx.db, id);
    if (!card) throw cardNotFound();
    enforce(actor, "card.edit", await withOrgRole(ctx.db, actor, card));
    return card;
  }

  async function presentById(id: number): Promise<BusinessCard> {
    const card = await findCardById(ctx.db, id);
    if (!card) throw cardNotFound();
    return presentCard(card);
  }

  async function listOwn(actor: UserRow): Promise<BusinessCard[]> {
    return (await listCardsOfUser(ctx.db, actor.id)).map(presentCard);
  }

  async function listOfUser(actor: UserRow, userId: number): Promise<BusinessCard[]> {
    enforce(actor, "card.listOfUser", { id: userId });
    return (await listCardsOfUser(ctx.db, userId)).map(presentCard);
  }

  async function get(actor: UserRow, id: number): Promise<BusinessCard> {
    return presentCard(await loadEditable(actor, id));
  }

  async function create(actor: UserRow, input: CreateCardInput): Promise<BusinessCard> {
    const { userId, ...fields } = input;
    const ownerId = userId ?? actor.id;
    const template = fields.templateId ? await templateNamed(ctx.db, fields.templateId) : null;
    const orgRole = template ? await mayLink(ctx.db, actor, template, ownerId) : undefined;
    assertTemplateAllows(template, fields);
    assertListable(fields.listed, template?.organizationId ?? null);
    let id: number;
    try {
      // One transaction holding the owner's row: parallel creations cannot all pass the limit.
      id = await ctx.db.transaction(async (tx) => {
        const owner = await lockOwner(tx, ownerId);
        // Only the actor's own cards count: the limits are the owner's own (core/policy.ts).
        const ownedCount = ownerId === actor.id ? await countCardsOfUser(tx, actor.id) : 0;
        // Refused before "not found", so who may not create for others learns nothing of user ids.
        enforce(actor, "card.create", { ownerId, ownedCount, orgRole });
        if (!owner) throw userNotFound();
        if (fields.slug !== undefined) enforce(actor, "card.editSlug", { userId: owner.id });
        if (fields.customizations?.customCss) enforce(actor, "card.editCustomCss");
        if (fields.embedCodes?.length) enforce(actor, "card.editEmbedCodes");
        if (fields.formConfig && !sameFormConfig(fields.formConfig, NO_FORM)) enforce(actor, "card.editForm");

        await assertSlugFree(tx, fields.slug);
        const slug = fields.slug ?? (await freeSlugFor(tx, [fields.name, owner.fullName, owner.username]));
        const start = template ? newCardFromTemplate(template) : {};
        const row = await insertCard(tx, {
          ...start,
          ...columnsOf(fields),
          userId: owner.id,
          slug,
          theme: fields.theme ?? start.theme ?? DEFAULT_THEME,
          socialLinkOrder:
            storedSocialLinkOrder({ socialLinks: {}, socialLinkOrder: [] }, fields) ??
            start.socialLinkOrder ??
            [],
          customizations: mergedCustomizations({}, fields.customizations) ?? {},
          pwaSettings: mergedPwaSettings({}, fields.pwaSettings) ?? {},
        });
        return row.id;
      });
    } catch (error) {
      throw takenConflict(error, "slug") ?? error;
    }
    return presentById(id);
  }

  /** PUT and PATCH: the whole card or any subset of its fields. */
  async function update(actor: UserRow, id: number, input: UpdateCardInput): Promise<BusinessCard> {
    const card = await findCardById(ctx.db, id);
    if (!card) throw cardNotFound();
    const newSlug = input.slug !== undefined && input.slug !== card.slug ? input.slug : undefined;
    const editable = await withOrgRole(ctx.db, actor, card);
    // A slug change is answered with the slug rule's own text, on any card.
    if (newSlug !== undefined) enforce(actor, "card.editSlug", editable);
    enforce(actor, "card.edit", editable);
    const move =
      input.templateId !== undefined && input.templateId !== card.templateId
        ? await moveToTemplate(ctx.db, actor, card, input.templateId)
        : undefined;
    assertTemplateAllows(move ? move.template : card.template, input);
    assertListable(input.listed, move?.columns.organizationId ?? card.organizationId);
    await assertSlugFree(ctx.db, newSlug);
    const customizations = mergedCustomizations(card.customizations, input.customizations);
    // Sending back the CSS the card already has is fine at any level; changing it is not.
    if (customizations && (customizations.customCss ?? "") !== (card.customizations.customCss ?? "")) {
      enforce(actor, "card.editCustomCss");
    }
    // Likewise the embed codes (decision 008): the list as it is may be sent back by anyone.
    if (input.embedCodes && JSON.stringify(input.embedCodes) !== JSON.stringify(card.embedCodes)) {
      enforce(actor, "card.editEmbedCodes");
    }
    // And the visitor form, compared as it reads: a stored configuration of another
    // shape comes back as none and is left as it is.
    const formChanged = input.formConfig !== undefined && !sameFormConfig(input.formConfig, card.formConfig);
    if (formChanged) enforce(actor, "card.editForm");
    const { formConfig: _sameForm, ...unchangedForm } = input;
    const pwaSettings = mergedPwaSettings(card.pwaSettings, input.pwaSettings);
    const socialOrder = storedSocialLinkOrder(card, input);
    const at = new Date();
    try {
      // The change and its card.updated webhook event commit together.
      await ctx.db.transaction(async (tx) => {
        await updateCard(tx, id, {
          ...move?.columns,
          ...columnsOf(formChanged ? input : unchangedForm),
          ...(socialOrder ? { socialLinkOrder: socialOrder } : {}),
          ...(customizations ? { customizations } : {}),
          ...(pwaSettings ? { pwaSettings } : {}),
          updatedAt: at,
        });
        const changed = Object.entries(input).flatMap(([field, value]) =>
          value === undefined ? [] : [field],
        );
        await enqueueCardUpdated(tx, { id, slug: newSlug ?? card.slug }, changed, at);
      });
    } catch (error) {
      throw takenConflict(error, "slug") ?? error;
    }
    cardChanged(ctx, { id, slugs: newSlug === undefined ? [card.slug] : [card.slug, newSlug] });
    return presentById(id);
  }

  async function remove(actor: UserRow, id: number): Promise<void> {
    enforce(actor, "card.delete");
    const card = await findCardById(ctx.db, id);
    if (!card) throw cardNotFound();
    await deleteCard(ctx.db, id);
    cardChanged(ctx, { id, slugs: [card.slug] });
  }

  async function summary(actor: UserRow) {
    const [totalCards, engagement] = await Promise.all([
      countCardsOfUser(ctx.db, actor.id),
      countEngagementOfUser(ctx.db, actor.id),
    ]);
    return { totalCards, totalViews: engagement.views, totalSaves: engagement.saves };
  }

  return { listOwn, listOfUser, get, create, update, remove, summary };
}
