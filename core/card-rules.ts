/**
 * Who may do what with business cards (spec 000 §5-6, spec 001 §6). The server enforces
 * these; the interface reads the same functions to show or hide controls.
 */
import { LEVEL } from "./access";

interface Actor {
  id: number;
  accessLevel: number;
}
interface OwnedCard {
  userId: number;
}

const CARD_LIMITS: Record<number, number> = { 1: 1, 2: 1, 3: 3 };

/** How many cards a level may own; Infinity from level 4. */
export function cardLimit(level: number): number {
  return CARD_LIMITS[level] ?? (level >= LEVEL.manageOthers ? Number.POSITIVE_INFINITY : 1);
}

const LIMIT_MESSAGES: Record<number, string> = {
  1: "Basic users are limited to 1 business card.",
  2: "Manager users are limited to 1 business card.",
  3: "Developer users are limited to 3 business cards.",
};

/** The spec's blocked message when `level` already owns `owned` cards, else undefined. */
export function cardCreationDenial(level: number, owned: number): string | undefined {
  if (owned < cardLimit(level)) return undefined;
  return LIMIT_MESSAGES[level] ?? LIMIT_MESSAGES[1];
}

export const EDIT_CARD_DENIAL = "Access denied: You don't have permission to edit this card";
export const VIEW_ANALYTICS_DENIAL =
  "Access denied: You don't have permission to view analytics for this card";
export const DELETE_CARD_DENIAL = "Only Admin users (level 5) can delete business cards.";
export const SLUG_LEVEL_1_DENIAL =
  "Level 1 users cannot edit the card URL slug. Please contact your administrator.";
export const SLUG_NOT_OWNER_DENIAL = "Only admins or the card owner can edit the URL slug.";
export const CUSTOM_CSS_DENIAL = "Custom CSS requires Enterprise access (level 3) or higher.";
export const CREATE_FOR_OTHERS_DENIAL = "Only administrators can create cards for other users.";

export function isOwner(actor: Actor, card: OwnedCard): boolean {
  return actor.id === card.userId;
}

/** Owners edit their own cards; level 4+ edits any card. */
export function canEditCard(actor: Actor, card: OwnedCard): boolean {
  return isOwner(actor, card) || actor.accessLevel >= LEVEL.manageOthers;
}

export function canDeleteCard(actor: Actor): boolean {
  return actor.accessLevel >= LEVEL.deleteCard;
}

/** Undefined when the actor may change the card's slug, else the spec's denial. */
export function slugEditDenial(actor: Actor, card: OwnedCard): string | undefined {
  if (actor.accessLevel >= LEVEL.manageOthers) return undefined;
  if (actor.accessLevel < LEVEL.editOwnSlug) return SLUG_LEVEL_1_DENIAL;
  return isOwner(actor, card) ? undefined : SLUG_NOT_OWNER_DENIAL;
}

/** The Advanced tab (custom CSS) is for level 3 and above. */
export function canEditCustomCss(actor: Actor): boolean {
  return actor.accessLevel >= LEVEL.customCss;
}

/**
 * Custom CSS is applied on the public card for every visitor when the card's owner is at
 * level 3 or higher, and always for the owner (DESIGN §6.5).
 */
export function appliesCustomCss(owner: Actor, viewer: Actor | null): boolean {
  return owner.accessLevel >= LEVEL.customCss || (viewer !== null && viewer.id === owner.id);
}
