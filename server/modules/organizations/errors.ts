/** The refusals of organisations, teams and memberships, each text written once (our own wording). */
import { ORGS_MAX, TEAMS_PER_ORG_MAX, TEMPLATES_PER_ORG_MAX } from "../../../core/organizations";
import { badRequest, conflict, notFound } from "../../lib/http-error";

const ORG_SLUG_TAKEN = "That address is already taken.";
const TEAM_NAME_TAKEN = "This organisation already has a team of that name.";
const TEAM_NOT_IN_ORG = "Team not found in this organisation";
const TEMPLATE_NAME_TAKEN = "This organisation already has a template of that name.";

export const orgNotFound = () => notFound("Organisation not found");
export const orgSlugTaken = () => conflict(ORG_SLUG_TAKEN, { slug: ORG_SLUG_TAKEN });
export const orgsFull = () => conflict(`An installation holds at most ${ORGS_MAX} organisations.`);
export const teamNotFound = () => notFound("Team not found");
export const teamNotInOrg = () => badRequest(TEAM_NOT_IN_ORG, { teamId: TEAM_NOT_IN_ORG });
export const teamNameTaken = () => conflict(TEAM_NAME_TAKEN, { name: TEAM_NAME_TAKEN });
export const teamsFull = () => conflict(`An organisation holds at most ${TEAMS_PER_ORG_MAX} teams.`);
export const memberNotFound = () => notFound("Member not found");
export const alreadyMember = () => conflict("This user is already a member of the organisation.");
export const lastOwnerKept = () => conflict("An organisation keeps at least one owner.");
export const templateNotFound = () => notFound("Template not found");
export const templateNameTaken = () => conflict(TEMPLATE_NAME_TAKEN, { name: TEMPLATE_NAME_TAKEN });
export const templatesFull = () =>
  conflict(`An organisation holds at most ${TEMPLATES_PER_ORG_MAX} templates.`);
