/**
 * A batch upload made for an organisation (decision 032): who may make one, what each row's
 * template and team names mean there, and what a created person gets from them. The rows' own
 * checks (lengths; the columns filled without an organisation) are core/batch-org-columns.ts's.
 */
import {
  findByName,
  noTeamNamed,
  noTemplateNamed,
  teamNameAmbiguous,
  templateNameAmbiguous,
} from "../../../core/batch-org-columns";
import type { BatchRow } from "../../../core/batch-users";
import { TEMPLATES_PER_ORG_MAX } from "../../../core/organizations";
import type { BulkReason } from "../../../core/schemas/users";
import type { Db } from "../../db/client";
import type { CardTemplateRow, UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import type { NewCardRow } from "../cards/repo";
import { newCardFromTemplate } from "../cards/template-link";
import { orgWithRole } from "../organizations/access";
import { listTeams } from "../organizations/repo";
import { listTemplates } from "../organizations/templates-repo";

/** The organisation of an upload, with every template and team a row may name. */
export interface BulkOrg {
  id: number;
  templates: readonly CardTemplateRow[];
  teams: readonly { id: number; name: string }[];
}

/** Where a row's person goes in the organisation: the template of their card, their team. */
export interface RowPlacement {
  template?: CardTemplateRow;
  team?: { id: number; name: string };
}

export type PlacementRefusal = {
  reason: Extract<BulkReason, "template_not_found" | "team_not_found">;
  message: string;
};

/**
 * The organisation an upload names, once the actor may upload into it (core/policy.ts
 * org.batchUpload: user management's level and the organisation's owner or admin role, or
 * level 5): 404 when there is none, 403 otherwise. Its templates and teams (each bounded by the
 * organisation's limits) are read here, once for the whole file, never per row.
 */
export async function bulkOrgFor(db: Db, actor: UserRow, orgId: number): Promise<BulkOrg> {
  const { org, role } = await orgWithRole(db, actor, orgId);
  enforce(actor, "org.batchUpload", { role });
  const [templates, teams] = await Promise.all([
    listTemplates(db, orgId, TEMPLATES_PER_ORG_MAX),
    listTeams(db, orgId),
  ]);
  return { id: org.id, templates, teams };
}

/**
 * What the row's names mean in the organisation: a name matches whatever its capitals
 * (core/batch-org-columns.ts findByName); a name it has none of refuses the row, naming it.
 * Both refusals are given when both names are unknown; the reason is the first.
 */
export function placeRow(org: BulkOrg, row: BatchRow): { placement: RowPlacement } | PlacementRefusal {
  const placement: RowPlacement = {};
  const refusals: PlacementRefusal[] = [];
  if (row.template) {
    const match = findByName(org.templates, row.template);
    if ("found" in match) placement.template = match.found;
    else
      refusals.push({
        reason: "template_not_found",
        message: "missing" in match ? noTemplateNamed(row.template) : templateNameAmbiguous(row.template),
      });
  }
  if (row.team) {
    const match = findByName(org.teams, row.team);
    if ("found" in match) placement.team = match.found;
    else
      refusals.push({
        reason: "team_not_found",
        message: "missing" in match ? noTeamNamed(row.team) : teamNameAmbiguous(row.team),
      });
  }
  if (refusals.length === 0) return { placement };
  return { reason: refusals[0]!.reason, message: refusals.map((r) => r.message).join(", ") };
}

/**
 * The columns of a created person's card in the organisation: made from the row's template as
 * any card made from it is (linked, its start values; cards/template-link.ts), or a plain card
 * that still belongs to the organisation.
 */
export function orgCardColumns(org: BulkOrg, placement: RowPlacement): Partial<NewCardRow> {
  return placement.template ? newCardFromTemplate(placement.template) : { organizationId: org.id };
}
