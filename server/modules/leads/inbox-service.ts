/**
 * The leads inbox (core/leads.ts): a card's leads, or an organisation's for its owners and
 * admins; a lead with its timeline; the owner's status and notes (queuing `lead.updated` in the
 * same transaction); the rows of the CSV export. A card's leads open where its form answers do
 * (the policy's `leads.view`, an organisation's managers included); a lead the caller may not
 * open answers 404, as one that does not exist.
 */
import { cardDisplayName } from "../../../core/card-display";
import { LEADS_PAGE_SIZE } from "../../../core/leads";
import { allows } from "../../../core/policy";
import type { InboxPage, LeadDetail, LeadPatch, LeadsFilters, LeadsQuery } from "../../../core/schemas/leads";
import type { AppContext } from "../../context";
import type { LeadRow, UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { notFound } from "../../lib/http-error";
import { cardNotFound } from "../cards/errors";
import { withOrgRole } from "../cards/org-role";
import { type CardWithOwner, findCardById } from "../cards/repo";
import { orgNotFound } from "../organizations/errors";
import { findOrganization, roleOf } from "../organizations/repo";
import { enqueueEvent } from "../webhooks/outbox";
import { countLeads, findLead, type LeadScope, leadsForExport, leadsPage, updateLead } from "./inbox-repo";
import { presentLead } from "./lead-presenter";
import { leadTimeline } from "./lead-timeline";

const leadNotFound = () => notFound("Lead not found");
const EXPORT_BATCH = 500;

export function createInboxService(ctx: AppContext) {
  /** Whether the actor may open this card's leads. */
  async function mayView(actor: UserRow, cardId: number): Promise<CardWithOwner | undefined> {
    const card = await findCardById(ctx.db, cardId);
    if (!card) return undefined;
    return allows(actor, "leads.view", await withOrgRole(ctx.db, actor, card)) ? card : undefined;
  }

  /** The list a query names, after its access check: 404 for none, 403 where refused. */
  async function scopeOf(actor: UserRow, filters: LeadsFilters): Promise<LeadScope> {
    if (filters.cardId !== undefined) {
      const card = await findCardById(ctx.db, filters.cardId);
      if (!card) throw cardNotFound();
      enforce(actor, "leads.view", await withOrgRole(ctx.db, actor, card));
      return { cardId: card.id };
    }
    const organizationId = filters.organizationId!;
    if (!(await findOrganization(ctx.db, organizationId))) throw orgNotFound();
    enforce(actor, "leads.viewOrganization", { role: await roleOf(ctx.db, organizationId, actor.id) });
    return { organizationId };
  }

  async function list(actor: UserRow, query: LeadsQuery): Promise<InboxPage> {
    const scope = await scopeOf(actor, query);
    // One more than a page says whether another follows.
    const [rows, matching] = await Promise.all([
      leadsPage(ctx.db, scope, query, "activity", query.cursor, LEADS_PAGE_SIZE + 1),
      countLeads(ctx.db, scope, query),
    ]);
    const page = rows.slice(0, LEADS_PAGE_SIZE);
    return {
      matching,
      leads: page.map(presentLead),
      nextCursor: rows.length > LEADS_PAGE_SIZE ? page.at(-1)!.id : null,
    };
  }

  /** The lead, if the actor may open it; else 404. */
  async function readable(actor: UserRow, id: number): Promise<{ lead: LeadRow; card: CardWithOwner }> {
    const lead = await findLead(ctx.db, id);
    const card = lead && (await mayView(actor, lead.cardId));
    if (!lead || !card) throw leadNotFound();
    return { lead, card };
  }

  async function detail(actor: UserRow, id: number): Promise<LeadDetail> {
    const { lead, card } = await readable(actor, id);
    return {
      lead: presentLead(lead),
      cardName: cardDisplayName(card),
      timeline: await leadTimeline(ctx.db, lead.id, lead.cardId),
    };
  }

  /** One action, one transaction: the change and its `lead.updated` event commit together. */
  async function update(actor: UserRow, id: number, patch: LeadPatch) {
    const { lead } = await readable(actor, id);
    const updated = await ctx.db.transaction(async (tx) => {
      const row = await updateLead(tx, lead.id, patch);
      if (!row) return undefined;
      await enqueueEvent(tx, { cardId: row.cardId, type: "lead.updated", data: { ...presentLead(row) } });
      return row;
    });
    // Deleted with its card in the meantime.
    if (!updated) throw leadNotFound();
    return presentLead(updated);
  }

  /** The export's rows in pages, after the same access check as the list. */
  async function exportRows(actor: UserRow, filters: LeadsFilters) {
    const scope = await scopeOf(actor, filters);
    return leadsForExport(ctx.db, scope, filters, EXPORT_BATCH);
  }

  return { list, detail, update, exportRows, readable, scopeOf };
}
