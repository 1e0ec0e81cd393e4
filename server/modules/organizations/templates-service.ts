/**
 * An organisation's card templates (decision 032): its members read them, its owners and admins
 * (and level 5) make, change and delete them; at most TEMPLATES_PER_ORG_MAX each, counted under
 * the organisation's row lock so that two requests at once cannot pass it.
 */
import { templatePinnedValues } from "../../../core/card-template";
import { TEMPLATES_PER_ORG_MAX } from "../../../core/organizations";
import type { Template, TemplateBody } from "../../../core/schemas/card-templates";
import type { AppContext } from "../../context";
import { uniqueConstraint } from "../../db/pg-error";
import type { CardTemplateRow, UserRow } from "../../db/schema";
import { cardChanged } from "../../lib/card-changes";
import { managedOrg, readableOrg } from "./access";
import { orgNotFound, templateNameTaken, templateNotFound, templatesFull } from "./errors";
import { lockOrganization } from "./repo";
import * as repo from "./templates-repo";

const present = ({ id, name, fields, locked, hidden }: CardTemplateRow): Template => ({
  id,
  name,
  fields,
  locked,
  hidden,
});

/** A second template of the same name in the organisation answers 409 on the name. */
function nameTaken(error: unknown): unknown {
  return uniqueConstraint(error) !== undefined ? templateNameTaken() : error;
}

export function createTemplatesService(ctx: AppContext) {
  const db = ctx.db;

  async function list(actor: UserRow, orgId: number) {
    await readableOrg(db, actor, orgId);
    return { templates: (await repo.listTemplates(db, orgId, TEMPLATES_PER_ORG_MAX)).map(present) };
  }

  async function one(actor: UserRow, orgId: number, templateId: number): Promise<Template> {
    await readableOrg(db, actor, orgId);
    const template = await repo.findTemplate(db, orgId, templateId);
    if (!template) throw templateNotFound();
    return present(template);
  }

  async function create(actor: UserRow, orgId: number, body: TemplateBody): Promise<Template> {
    await managedOrg(db, actor, orgId);
    try {
      return await db.transaction(async (tx) => {
        if (!(await lockOrganization(tx, orgId))) throw orgNotFound();
        if ((await repo.countTemplates(tx, orgId)) >= TEMPLATES_PER_ORG_MAX) throw templatesFull();
        return present(await repo.insertTemplate(tx, orgId, body));
      });
    } catch (error) {
      throw nameTaken(error);
    }
  }

  async function update(
    actor: UserRow,
    orgId: number,
    templateId: number,
    body: TemplateBody,
  ): Promise<Template> {
    await managedOrg(db, actor, orgId);
    try {
      const updated = await repo.updateTemplate(db, orgId, templateId, body);
      if (!updated) throw templateNotFound();
      // Every linked card reads differently now: their cached pages go, here and elsewhere.
      cardChanged(ctx, { templateId });
      return present(updated);
    } catch (error) {
      throw nameTaken(error);
    }
  }

  async function remove(actor: UserRow, orgId: number, templateId: number): Promise<void> {
    await managedOrg(db, actor, orgId);
    // The linked cards keep looking as they did: what the template pinned is written into them.
    await db.transaction(async (tx) => {
      const template = await repo.findTemplate(tx, orgId, templateId);
      if (!template) throw templateNotFound();
      await repo.unlinkCardsOfTemplate(tx, templateId, templatePinnedValues(template));
      await repo.deleteTemplate(tx, orgId, templateId);
    });
    cardChanged(ctx, { templateId });
  }

  return { list, one, create, update, remove };
}
