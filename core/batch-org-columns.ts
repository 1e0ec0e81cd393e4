/**
 * The batch upload's two organisation columns (decisions 004 and 032): the template a row's card
 * is made from and the team its person joins. They mean something only in an upload made for an
 * organisation; without one, a row that fills either is invalid, so nothing in the file is
 * silently dropped. The server looks the names up among the organisation's templates and teams
 * (server/modules/users/bulk-org.ts) with `findByName` below.
 */
import { TEAM_NAME_MAX, TEMPLATE_NAME_MAX } from "./organizations";

export const BATCH_ORG_HEADERS = ["template", "team"] as const;
export type BatchOrgField = (typeof BATCH_ORG_HEADERS)[number];

/** Headers read as each column; spacing, case, hyphens and underscores are ignored when matching. */
export const BATCH_ORG_HEADER_ALTERNATES: Record<BatchOrgField, readonly string[]> = {
  template: ["template", "template name", "templateName", "template_name"],
  team: ["team", "team name", "teamName", "team_name"],
};

export const BATCH_ORG_MESSAGES = {
  noOrganisation: "Choose an organisation to use templates and teams.",
  templateMax: `Template name must be at most ${TEMPLATE_NAME_MAX} characters`,
  teamMax: `Team name must be at most ${TEAM_NAME_MAX} characters`,
} as const;

/** The two columns of a row, as read from the file (trimmed, "" when blank). */
export interface BatchOrgColumns {
  template?: string;
  team?: string;
}

/**
 * The columns' own errors: too long, or filled in an upload that names no organisation (where
 * there is no template or team to find).
 */
export function validateBatchOrgColumns(row: BatchOrgColumns, inOrganisation: boolean): string[] {
  const template = String(row.template ?? "").trim();
  const team = String(row.team ?? "").trim();
  if (template === "" && team === "") return [];
  if (!inOrganisation) return [BATCH_ORG_MESSAGES.noOrganisation];
  const errors: string[] = [];
  if (template.length > TEMPLATE_NAME_MAX) errors.push(BATCH_ORG_MESSAGES.templateMax);
  if (team.length > TEAM_NAME_MAX) errors.push(BATCH_ORG_MESSAGES.teamMax);
  return errors;
}

export function noTemplateNamed(name: string): string {
  return `No template named "${name}" in this organisation.`;
}

export function noTeamNamed(name: string): string {
  return `No team named "${name}" in this organisation.`;
}

/** Names are unique as spelt, so two may differ only in capitals: the row must pick one exactly. */
export function templateNameAmbiguous(name: string): string {
  return `More than one template is named "${name}" in this organisation, in different capitals; write the name exactly as it is spelt there.`;
}

export function teamNameAmbiguous(name: string): string {
  return `More than one team is named "${name}" in this organisation, in different capitals; write the name exactly as it is spelt there.`;
}

export type NameMatch<T> = { found: T } | { missing: true } | { ambiguous: true };

/**
 * The item `name` means, ignoring capitals: the one spelt exactly so, else the only one equal
 * to it when capitals are ignored. Several equal that way and none spelt exactly: ambiguous.
 */
export function findByName<T extends { name: string }>(items: readonly T[], name: string): NameMatch<T> {
  const exact = items.find((item) => item.name === name);
  if (exact) return { found: exact };
  const lowered = name.toLowerCase();
  const alike = items.filter((item) => item.name.toLowerCase() === lowered);
  if (alike.length === 1) return { found: alike[0]! };
  return alike.length === 0 ? { missing: true } : { ambiguous: true };
}
