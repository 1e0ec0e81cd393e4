/**
 * The access policy: every row of the specification's permission matrices and decision 006, in
 * one table. `authorize(actor, action, subject)` answers undefined when the
 * actor may, else the specification's denial text. The server's services throw it as 403; the
 * web app reads the same answer to show, hide or disable controls, so the two never disagree.
 *
 * Anonymous rows (landing, sign-in, public card page, chat with the assistant) need no actor
 * and are not here. Rules that need the database (the last level-5 account is kept) stay in
 * server/modules/users/delete-user.ts.
 */

import { productLevelName } from "./access";
import { managesOrg, mayGiveRole, type OrgRole } from "./organizations";

export interface Actor {
  id: number;
  accessLevel: number;
}
/** A card, known by its owner. */
export interface OwnedCard {
  userId: number;
  /**
   * The actor's role in the organisation the card belongs to, where that was looked up: the
   * organisation's owners and admins manage its cards as their own (decision 032).
   */
  orgRole?: OrgRole | null;
}
/** A user that an administrator acts on. */
interface TargetUser {
  id: number;
  accessLevel: number;
}

/** Minimum levels of the matrices. */
const LEVEL = {
  signedIn: 1,
  editOwnSlug: 2,
  salesbot: 2,
  formBuilder: 2,
  webhooks: 2,
  customCss: 3,
  developerGuide: 3,
  manageOthers: 4,
  deleteCard: 5,
  systemAdmin: 5,
} as const;

const FIRST_USER_ID = 1;

/* ---- Denial texts: the specification's own where it gives one ---- */

export const APP_DENIAL = "You don't have the required access level to view this page.";
export const EDIT_CARD_DENIAL = "Access denied: You don't have permission to edit this card";
export const VIEW_ANALYTICS_DENIAL =
  "Access denied: You don't have permission to view analytics for this card";
export const READ_CONVERSATIONS_DENIAL =
  "Access denied: You don't have permission to view conversations for this card";
export const UPLOAD_DENIED = "You don't have permission to upload images to this card.";
export const LEADS_VIEW_DENIAL = "Access denied: You can only see the leads of your own cards.";
export const SHARE_DENIAL = "Access denied: You can only share your own cards.";
export const LEADS_ORG_DENIAL = "Only the organisation's owners and admins can see its leads.";
export const DELETE_CARD_DENIAL = "Only Admin users (level 5) can delete business cards.";
export const SLUG_LEVEL_1_DENIAL =
  "Level 1 users cannot edit the card URL slug. Please contact your administrator.";
export const SLUG_NOT_OWNER_DENIAL = "Only admins or the card owner can edit the URL slug.";
export const CUSTOM_CSS_DENIAL = "Custom CSS requires Enterprise access (level 3) or higher.";
/** Our own wording, as the specification has none: embed codes live in the Advanced tab (level 3). */
export const EMBED_CODES_DENIAL = "Embed codes require Enterprise access (level 3) or higher.";
/** Our own wording, as the specification has none: pricing gives the form builder to Professional and up. */
export const FORM_BUILDER_DENIAL = "The form builder requires Professional access (level 2) or higher.";
export const CREATE_FOR_OTHERS_DENIAL = "Only administrators can create cards for other users.";
export const CREATE_BUTTON_DENIAL = "The Create New Card button is for Editor access (level 4) or higher.";
/**
 * How many cards a level may own: 1, 1, 3; unlimited from level 4. The specification's messages
 * name levels 2 and 3 'Manager' and 'Developer'; they are shown on the dashboard, which says
 * Basic, Professional, Enterprise, so they use those names.
 */
const CARD_LIMITS: Record<1 | 2 | 3, number> = { 1: 1, 2: 1, 3: 3 };
const cardLimitDenial = (level: 1 | 2 | 3) =>
  `${productLevelName(level)} users are limited to ${CARD_LIMITS[level]} business card${CARD_LIMITS[level] === 1 ? "" : "s"}.`;
export const CARD_LIMIT_DENIALS: Record<1 | 2 | 3, string> = {
  1: cardLimitDenial(1),
  2: cardLimitDenial(2),
  3: cardLimitDenial(3),
};
/** How many cards a user at `level` may own: Infinity from level 4. */
export function cardLimitOf(level: number): number {
  return CARD_LIMITS[level as 1 | 2 | 3] ?? Number.POSITIVE_INFINITY;
}
export const OTHERS_CARDS_DENIAL = "You don't have permission to view this user's cards.";
export const SALESBOT_LINK_DENIAL = "Access Restricted: This feature requires Level 2+ access.";
export const SALESBOT_CONFIG_DENIAL =
  "Salesbot Access Required: Level 2 access or higher is required to configure the AI Salesbot feature.";
export const DEVELOPER_GUIDE_DENIAL = "The Developer Features section is for Developer (level 3) users.";
export const USERS_DENIAL =
  "Access Denied: You do not have permission to view this page. This page requires admin privileges. Please contact your administrator.";
export const LEVEL_ABOVE_OWN = "You cannot give a user an access level above your own.";
export const LEVEL_OF_PEER = "You can only give access levels below your own.";
export const OWN_LEVEL_FIXED = "You cannot change your own access level.";
export const TARGET_ABOVE_OWN = "You cannot change a user whose access level is above your own.";
export const TARGET_PEER = "You cannot change another user at your own access level.";
export const DELETE_ABOVE_OWN = "You cannot delete a user whose access level is above your own.";
export const DELETE_PEER = "You cannot delete another user at your own access level.";
export const FIRST_USER_KEPT = "The first administrator account cannot be deleted.";
export const SELF_DELETE_HERE = "You cannot delete your own account here. Use Account settings to delete it.";
export const CANNOT_EDIT_USER = "You don't have permission to edit this user.";
/* Organisations: our own wording, as the specification has none. */
export const ORG_CREATE_DENIAL = "Only administrators (level 5) can create organisations.";
export const ORG_DELETE_DENIAL = "Only administrators (level 5) can delete organisations.";
export const ORG_READ_DENIAL = "You are not a member of this organisation.";
export const ORG_MANAGE_DENIAL = "Only the organisation's owners and admins can manage it.";
export const ORG_UNLINK_DENIAL =
  "Only the organisation's owners and admins can take a card off its template.";
export const ORG_OWNER_REMOVE_DENIAL = "Only the organisation's owners can remove an owner.";
export const ORG_OWNER_ROLE_DENIAL = "Only the organisation's owners can give or change the owner role.";
export const ORG_OWNER_CLAIM_DENIAL = "Only the organisation's owners can make a claim link for an owner.";
/* Sign-in settings and the audit trail (decision 033): our own wording. */
export const SIGN_IN_SETTINGS_DENIAL = "Only administrators (level 5) can change sign-in settings.";
export const AUDIT_DENIAL = "Only administrators (level 5) can read the audit log.";
/* ---- API tokens (issue 38) ---- */
export const API_TOKENS_ADMIN_DENIAL =
  "Only administrators (level 5) can see and revoke other people's API tokens.";
/* Webhooks and integrations (issue 38): our own wording. */
export const WEBHOOKS_DENIAL = "Webhooks and integrations require Professional access (level 2) or higher.";
export const ORG_WEBHOOKS_DENIAL = "Only the organisation's owners and admins can manage its webhooks.";

/** What each action is decided on (`undefined`: the actor alone). */
export interface Subjects {
  /** Own dashboard, editors, account, user guide: any signed-in user. */
  "app.use": undefined;
  /**
   * Create a card for `ownerId`, who owns `ownedCount` cards (within the level's card limit);
   * `orgRole` is the actor's role in the organisation whose template the card is made from.
   */
  "card.create": { ownerId: number; ownedCount: number; orgRole?: OrgRole | null };
  /** The dashboard's Create New Card header button. */
  "card.createButton": undefined;
  /** Open a card in an editor, change it, upload images to it. */
  "card.edit": OwnedCard;
  "card.editSlug": OwnedCard;
  /** Upload an image to a card (POST /api/upload, /api/pwa-upload, /api/pwa-icon). */
  "card.uploadImage": OwnedCard;
  /** The Advanced tab; changing a card's custom CSS. */
  "card.editCustomCss": undefined;
  /** Changing a card's embed codes, which the Advanced tab edits (decision 008). */
  "card.editEmbedCodes": undefined;
  /** The editor's Form tab; changing a card's visitor form (decision 014). */
  "card.editForm": undefined;
  "card.delete": undefined;
  /** List the cards of user `id`. */
  "card.listOfUser": { id: number };
  "analytics.view": OwnedCard;
  /** The AI Salesbot link on the dashboard and the salesbot screens' routes. */
  "salesbot.open": undefined;
  "salesbot.configure": OwnedCard;
  "salesbot.readConversations": OwnedCard;
  /** The guide's Developer Features section: exactly level 3. */
  "guide.developerFeatures": undefined;
  /** The user-management screen and API (/users, /api/users). */
  "user.manage": undefined;
  /** Give `level` to a new user (create, batch upload). */
  "user.giveLevel": { level: number };
  /** Change `target` in user management, to `nextLevel` when given. */
  "user.edit": TargetUser & { nextLevel?: number };
  "user.delete": TargetUser;
  /** Change a profile on the account screen (PUT /api/users/{id}). */
  "account.editProfile": TargetUser;
  /** Delete one's own account (account settings). */
  "account.delete": undefined;
  "org.create": undefined;
  "org.delete": undefined;
  /** Read an organisation, its teams and members, where the actor's role there is `role` (null: none). */
  "org.read": { role: OrgRole | null };
  /** Rename it, manage its teams and members. */
  "org.manage": { role: OrgRole | null };
  /** Link a card (the actor's own, or not) to a template of an organisation where the actor's role is `role`. */
  "org.linkCard": { role: OrgRole | null; ownCard: boolean };
  /** Take a card of an organisation where the actor's role is `role` off its template (or onto another). */
  "org.unlinkCard": { role: OrgRole | null };
  /** Remove a member whose role is `current` (their cards transferred or deactivated). */
  "org.removeMember": { role: OrgRole | null; current: OrgRole };
  /** Give `give` to a member whose role is now `current` (null: not yet a member). */
  "org.giveRole": { role: OrgRole | null; give: OrgRole; current: OrgRole | null };
  /** Make a new claim link (decision 032) for a member whose role is `current` and who has not claimed yet. */
  "org.issueClaim": { role: OrgRole | null; current: OrgRole };
  /** Batch-upload new people into an organisation as its members, their cards from its templates. */
  "org.batchUpload": { role: OrgRole | null };
  /** Read and change the installation's sign-in settings (second step required, SSO domains). */
  "signIn.settings": undefined;
  /** Read and export the audit trail. */
  "audit.read": undefined;
  /* ---- Leads inbox (issue 38) ---- */
  /** Read, export and work (status, notes) a card's leads: where its form answers are read. */
  "leads.view": OwnedCard;
  /** The card's ways out (issue 39): email signature, wallet passes, video background, NFC tags. */
  "card.share": OwnedCard;
  /** The inbox of every card of an organisation where the actor's role is `role`. */
  "leads.viewOrganization": { role: OrgRole | null };
  /**
   * Make personal API tokens, any scope: a token never grants more than its user has, as every
   * /api/v1 request meets these same rules (core/schemas/api-tokens.ts).
   */
  "apiTokens.create": undefined;
  /** List everyone's API tokens and revoke any. */
  "apiTokens.manageAll": undefined;
  /** Webhooks for one's own cards, HubSpot, the Integrations screen (leads leave the app: level 2+, as the form builder). */
  "webhooks.use": undefined;
  /** Webhooks for the cards of an organisation where the actor's role is `role`. */
  "webhooks.manageOrg": { role: OrgRole | null };
}
export type Action = keyof Subjects;
/** The subject argument of `action`: none for the actions decided on the actor alone. */
export type SubjectArgs<A extends Action> = Subjects[A] extends undefined ? [] : [Subjects[A]];
/** The actions decided on the actor alone (route and screen guards). */
export type SubjectlessAction = { [A in Action]: Subjects[A] extends undefined ? A : never }[Action];
export type Denial = string | undefined;

type Rule<A extends Action> = (actor: Actor, subject: Subjects[A]) => Denial;

const atLeast = (actor: Actor, level: number) => actor.accessLevel >= level;
const owns = (actor: Actor, card: OwnedCard) => actor.id === card.userId;
const minimum =
  (level: number, denial: string): Rule<Action> =>
  (actor) =>
    atLeast(actor, level) ? undefined : denial;
/** Own cards at `level`; anyone's from level 4. */
const ownCardFrom =
  (level: number, levelDenial: string, othersDenial: string) =>
  (actor: Actor, card: OwnedCard): Denial => {
    if (!atLeast(actor, level)) return levelDenial;
    if (owns(actor, card) || atLeast(actor, LEVEL.manageOthers)) return undefined;
    return managesOrg(card.orgRole ?? null) ? undefined : othersDenial;
  };

/**
 * Whether `actor` manages users at `level` (decision 006): level 4 the levels below its own,
 * level 5 every level, its peers included.
 */
function managesLevel(actor: Actor, level: number): boolean {
  if (!atLeast(actor, LEVEL.manageOthers)) return false;
  return atLeast(actor, LEVEL.systemAdmin) || level < actor.accessLevel;
}

function levelDenial(actor: Actor, level: number): Denial {
  if (!atLeast(actor, LEVEL.manageOthers)) return USERS_DENIAL;
  if (managesLevel(actor, level)) return undefined;
  return level > actor.accessLevel ? LEVEL_ABOVE_OWN : LEVEL_OF_PEER;
}

const RULES: { [A in Action]: Rule<A> } = {
  "app.use": minimum(LEVEL.signedIn, APP_DENIAL),
  "card.create": (actor, { ownerId, ownedCount, orgRole }) => {
    // Administrators, and an organisation's managers making a card from its template for one of
    // its members, are not bound by the owner's limit.
    if (ownerId !== actor.id)
      return atLeast(actor, LEVEL.manageOthers) || managesOrg(orgRole ?? null)
        ? undefined
        : CREATE_FOR_OTHERS_DENIAL;
    if (ownedCount < cardLimitOf(actor.accessLevel)) return undefined;
    return CARD_LIMIT_DENIALS[actor.accessLevel as 1 | 2 | 3];
  },
  "card.createButton": minimum(LEVEL.manageOthers, CREATE_BUTTON_DENIAL),
  "card.edit": ownCardFrom(LEVEL.signedIn, EDIT_CARD_DENIAL, EDIT_CARD_DENIAL),
  "card.uploadImage": ownCardFrom(LEVEL.signedIn, UPLOAD_DENIED, UPLOAD_DENIED),
  "card.editSlug": ownCardFrom(LEVEL.editOwnSlug, SLUG_LEVEL_1_DENIAL, SLUG_NOT_OWNER_DENIAL),
  "card.editCustomCss": minimum(LEVEL.customCss, CUSTOM_CSS_DENIAL),
  "card.editEmbedCodes": minimum(LEVEL.customCss, EMBED_CODES_DENIAL),
  "card.editForm": minimum(LEVEL.formBuilder, FORM_BUILDER_DENIAL),
  "card.delete": minimum(LEVEL.deleteCard, DELETE_CARD_DENIAL),
  "card.listOfUser": (actor, user) =>
    actor.id === user.id || atLeast(actor, LEVEL.manageOthers) ? undefined : OTHERS_CARDS_DENIAL,
  "analytics.view": ownCardFrom(LEVEL.signedIn, VIEW_ANALYTICS_DENIAL, VIEW_ANALYTICS_DENIAL),
  "salesbot.open": minimum(LEVEL.salesbot, SALESBOT_LINK_DENIAL),
  "salesbot.configure": ownCardFrom(LEVEL.salesbot, SALESBOT_CONFIG_DENIAL, EDIT_CARD_DENIAL),
  "salesbot.readConversations": ownCardFrom(LEVEL.salesbot, SALESBOT_LINK_DENIAL, READ_CONVERSATIONS_DENIAL),
  "guide.developerFeatures": (actor) =>
    actor.accessLevel === LEVEL.developerGuide ? undefined : DEVELOPER_GUIDE_DENIAL,
  "user.manage": minimum(LEVEL.manageOthers, USERS_DENIAL),
  "user.giveLevel": (actor, { level }) => levelDenial(actor, level),
  "user.edit": (actor, target) => {
    if (!atLeast(actor, LEVEL.manageOthers)) return USERS_DENIAL;
    const self = actor.id === target.id;
    if (!self && !managesLevel(actor, target.accessLevel)) {
      return target.accessLevel > actor.accessLevel ? TARGET_ABOVE_OWN : TARGET_PEER;
    }
    if (target.nextLevel === undefined || target.nextLevel === target.accessLevel) return undefined;
    return self ? OWN_LEVEL_FIXED : levelDenial(actor, target.nextLevel);
  },
  "user.delete": (actor, target) => {
    if (!atLeast(actor, LEVEL.manageOthers)) return USERS_DENIAL;
    if (target.id === FIRST_USER_ID) return FIRST_USER_KEPT;
    if (actor.id === target.id) return SELF_DELETE_HERE;
    if (managesLevel(actor, target.accessLevel)) return undefined;
    return target.accessLevel > actor.accessLevel ? DELETE_ABOVE_OWN : DELETE_PEER;
  },
  "account.editProfile": (actor, target) =>
    actor.id === target.id || managesLevel(actor, target.accessLevel) ? undefined : CANNOT_EDIT_USER,
  "account.delete": (actor) => (actor.id === FIRST_USER_ID ? FIRST_USER_KEPT : undefined),
  // Level-5 administrators run every organisation; inside one, its role decides.
  "org.create": minimum(LEVEL.systemAdmin, ORG_CREATE_DENIAL),
  "org.delete": minimum(LEVEL.systemAdmin, ORG_DELETE_DENIAL),
  "org.read": (actor, { role }) =>
    atLeast(actor, LEVEL.systemAdmin) || role !== null ? undefined : ORG_READ_DENIAL,
  "org.manage": (actor, { role }) =>
    atLeast(actor, LEVEL.systemAdmin) || managesOrg(role) ? undefined : ORG_MANAGE_DENIAL,
  "org.linkCard": (actor, { role, ownCard }) => {
    if (atLeast(actor, LEVEL.systemAdmin)) return undefined;
    if (ownCard) return role !== null ? undefined : ORG_READ_DENIAL;
    return managesOrg(role) ? undefined : ORG_MANAGE_DENIAL;
  },
  // A member may not take their card off the brand: only those who manage the organisation may.
  "org.unlinkCard": (actor, { role }) =>
    atLeast(actor, LEVEL.systemAdmin) || managesOrg(role) ? undefined : ORG_UNLINK_DENIAL,
  // As with roles: an admin cannot push an owner out.
  "org.removeMember": (actor, { role, current }) => {
    if (atLeast(actor, LEVEL.systemAdmin)) return undefined;
    if (!managesOrg(role)) return ORG_MANAGE_DENIAL;
    return current !== "owner" || role === "owner" ? undefined : ORG_OWNER_REMOVE_DENIAL;
  },
  "org.giveRole": (actor, { role, give, current }) => {
    if (atLeast(actor, LEVEL.systemAdmin)) return undefined;
    if (!role || !managesOrg(role)) return ORG_MANAGE_DENIAL;
    return mayGiveRole(role, give, current) ? undefined : ORG_OWNER_ROLE_DENIAL;
  },
  // Whoever holds a claim link takes the account: an admin who could make one for an owner's
  // account would hold the owner role through it.
  "org.issueClaim": (actor, { role, current }) => {
    if (atLeast(actor, LEVEL.systemAdmin)) return undefined;
    if (!managesOrg(role)) return ORG_MANAGE_DENIAL;
    return current !== "owner" || role === "owner" ? undefined : ORG_OWNER_CLAIM_DENIAL;
  },
  // Both at once: making accounts is user management's (level 4+), and adding them to the
  // organisation and its templates is its managers' (or level 5's).
  "org.batchUpload": (actor, { role }) => {
    if (!atLeast(actor, LEVEL.manageOthers)) return USERS_DENIAL;
    return atLeast(actor, LEVEL.systemAdmin) || managesOrg(role) ? undefined : ORG_MANAGE_DENIAL;
  },
  "signIn.settings": minimum(LEVEL.systemAdmin, SIGN_IN_SETTINGS_DENIAL),
  "audit.read": minimum(LEVEL.systemAdmin, AUDIT_DENIAL),
  /* ---- Leads inbox (issue 38) ---- */
  "leads.view": ownCardFrom(LEVEL.signedIn, LEADS_VIEW_DENIAL, LEADS_VIEW_DENIAL),
  "card.share": ownCardFrom(LEVEL.signedIn, SHARE_DENIAL, SHARE_DENIAL),
  "leads.viewOrganization": (actor, { role }) =>
    atLeast(actor, LEVEL.systemAdmin) || managesOrg(role) ? undefined : LEADS_ORG_DENIAL,
  "apiTokens.create": minimum(LEVEL.signedIn, APP_DENIAL),
  "apiTokens.manageAll": minimum(LEVEL.systemAdmin, API_TOKENS_ADMIN_DENIAL),
  "webhooks.use": minimum(LEVEL.webhooks, WEBHOOKS_DENIAL),
  "webhooks.manageOrg": (actor, { role }) => {
    if (!atLeast(actor, LEVEL.webhooks)) return WEBHOOKS_DENIAL;
    return atLeast(actor, LEVEL.systemAdmin) || managesOrg(role) ? undefined : ORG_WEBHOOKS_DENIAL;
  },
};

export const ACTIONS = Object.keys(RULES) as Action[];

/** Undefined when `actor` may do `action` (on `subject`), else the denial text. */
export function authorize<A extends Action>(actor: Actor, action: A, ...subject: SubjectArgs<A>): Denial {
  return (RULES[action] as Rule<Action>)(actor, subject[0] as Subjects[Action]);
}

/** `authorize` answered as a yes or no, for showing and hiding controls. */
export function allows<A extends Action>(actor: Actor, action: A, ...subject: SubjectArgs<A>): boolean {
  return authorize(actor, action, ...subject) === undefined;
}

/** The levels `actor` may give (the user form's choices). */
export function assignableLevels(actor: Actor): number[] {
  return [1, 2, 3, 4, 5].filter((level) => levelDenial(actor, level) === undefined);
}

/**
 * Not a permission but the display rule beside the Advanced tab's: custom CSS shows on the
 * public card for every visitor when the card's owner is at level 3 or higher, and always
 * for the owner, who is shown what they wrote.
 */
export function appliesCustomCss(owner: Actor, viewer: Actor | null): boolean {
  return atLeast(owner, LEVEL.customCss) || (viewer !== null && viewer.id === owner.id);
}

/**
 * Not a permission but the display rule of the public card's assistant: it answers visitors only
 * while the card's owner is at the feature's level (2+). A bot configured and enabled at level 2
 * goes quiet when its owner is moved to level 1, and speaks again when moved back; the stored
 * configuration is kept either way.
 */
export function salesbotAnswersFor(owner: Pick<Actor, "accessLevel">): boolean {
  return owner.accessLevel >= LEVEL.salesbot;
}

/**
 * The same display rule for the card's visitor form: it shows on the public page and takes
 * submissions only while the card's owner is at the form builder's level (2+), the level at which
 * they can change it or switch it off. Moved to level 1, the form is off as if disabled; moved
 * back, it is live again as stored.
 */
export function formTakesMessagesFor(owner: Pick<Actor, "accessLevel">): boolean {
  return owner.accessLevel >= LEVEL.formBuilder;
}

/**
 * Not a permission but the analytics rule of the public card: a visit by the card's owner, or by
 * an administrator who manages the owner's level, is the team looking at its own card and is not
 * counted as a view, click or save.
 */
export function isOwnVisit(viewer: Actor | null, owner: Actor): boolean {
  return viewer !== null && (viewer.id === owner.id || managesLevel(viewer, owner.accessLevel));
}
