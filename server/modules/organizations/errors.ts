/** The refusals of organisations, teams and memberships, each text written once (our own wording). */
import type { TemplateRefusal } from "../../../core/card-template";
import { ORGS_MAX, TEAMS_PER_ORG_MAX, TEMPLATES_PER_ORG_MAX } from "../../../core/organizations";
import { badRequest, conflict, notFound, unprocessable } from "../../lib/http-error";

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
/** A 422 shown on the field it is about. */
const refusedOn = (field: string, message: string) => unprocessable(message, { [field]: message });
/** A card is linked only to a template of an organisation its owner belongs to. */
export const ownerNotMember = () =>
  refusedOn("templateId", "The card's owner is not a member of this template's organisation.");
/** A card belongs to at most one organisation. */
export const cardOfOtherOrg = () => refusedOn("templateId", "This card belongs to another organisation.");
export const unlistableCard = () =>
  refusedOn("listed", "Only an organisation's cards can be listed in its directory.");
export const cardsNeedAChoice = () =>
  unprocessable(
    "This member has cards of the organisation: transfer them to another member or deactivate them.",
  );
export const transferToNonMember = () =>
  refusedOn("transferTo", "Cards can only be transferred to another member of this organisation.");
/** A save that changes what the card's template locks or hides (core/card-template.ts). */
export const lockedByTemplate = (refusal: TemplateRefusal) => refusedOn(refusal.field, refusal.message);
export const templateNameTaken = () => conflict(TEMPLATE_NAME_TAKEN, { name: TEMPLATE_NAME_TAKEN });
export const templatesFull = () =>
  conflict(`An organisation holds at most ${TEMPLATES_PER_ORG_MAX} templates.`);
