/**
 * Organisations: the roles a member holds in one, what each role may do there, and the limits of
 * what one organisation may hold. The instance's access levels keep deciding which features a
 * person has; the role decides who manages whom inside the organisation (core/policy.ts).
 */

/** Owner and admin manage the organisation's members and teams; a member edits their own cards. */
export const ORG_ROLES = ["owner", "admin", "member"] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export const ORG_NAME_MAX = 200;
export const ORG_SLUG_MIN = 3;
export const ORG_SLUG_MAX = 60;
export const TEAM_NAME_MAX = 100;
/** Teams are one level deep and few: a directory filter and an analytics grouping each. */
export const TEAMS_PER_ORG_MAX = 200;
/** Card templates per organisation (decision 032). */
export const TEMPLATES_PER_ORG_MAX = 100;
export const TEMPLATE_NAME_MAX = 100;
/** Organisations on one installation: level-5 administrators make them by hand. */
export const ORGS_MAX = 1000;
export const MEMBERS_PAGE_SIZE_DEFAULT = 100;
export const MEMBERS_PAGE_SIZE_MAX = 500;

/** Whether `role` manages the organisation (members, teams, its name and address). */
export function managesOrg(role: OrgRole | null): boolean {
  return role === "owner" || role === "admin";
}

/**
 * Whether a manager holding `actorRole` may give `role` to a member whose role is now `current`
 * (null: not yet a member). Owners give every role; admins manage members and admins, never an
 * owner, so that an admin cannot take an organisation from its owners.
 */
export function mayGiveRole(actorRole: OrgRole, role: OrgRole, current: OrgRole | null): boolean {
  if (actorRole === "owner") return true;
  return actorRole === "admin" && role !== "owner" && current !== "owner";
}

/** How long a claim link works (decision 032): a week to open the mail or the message it came in. */
export const CLAIM_LINK_DAYS = 7;
export const CLAIM_LINK_TTL_MS = CLAIM_LINK_DAYS * 24 * 60 * 60 * 1000;
/**
 * Claim links one organisation may make in an hour, new invitations and new links together
 * (CLAIM_LINKS_PER_ORG_PER_HOUR overrides it): each may send a mail and each makes an account.
 */
export const CLAIM_LINKS_PER_ORG_PER_HOUR = 100;
