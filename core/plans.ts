/**
 * What each plan on the pricing table gives, derived from the access
 * policy (core/policy.ts) so the table claims nothing the rules do not give: a plan is an access
 * level, and each line of the table is one or more policy actions on the user's own card.
 * Basic is level 1, Professional level 2, Enterprise level 3.
 */
import { type Action, type Actor, allows, cardLimitOf, type OwnedCard, type Subjects } from "./policy";

export const PLAN_LEVELS = { Basic: 1, Professional: 2, Enterprise: 3 } as const;
export type PlanName = keyof typeof PLAN_LEVELS;

/** The actions a plan line may name: those decided on the actor alone or on their own card. */
type ClaimAction = {
  [A in Action]: Subjects[A] extends undefined | OwnedCard ? A : never;
}[Action];

interface PlanClaim {
  label: string;
  /** Included when the policy allows every one of them on the user's own card. */
  actions: [ClaimAction, ...ClaimAction[]];
}

/** The table's lines after the card count, in the order shown. */
export const PLAN_CLAIMS: PlanClaim[] = [
  { label: "All nine themes", actions: ["card.edit"] },
  { label: "QR code and contact file", actions: ["app.use"] },
  { label: "Analytics of views, clicks, saves and form answers", actions: ["analytics.view"] },
  { label: "Custom buttons and social links", actions: ["card.edit"] },
  { label: "Your own card address", actions: ["card.editSlug"] },
  { label: "Form builder", actions: ["card.editForm"] },
  { label: "AI sales assistant", actions: ["salesbot.configure", "salesbot.readConversations"] },
  { label: "Custom CSS and embed codes", actions: ["card.editCustomCss", "card.editEmbedCodes"] },
];

export interface PlanFeature {
  label: string;
  included: boolean;
}

/** A user at `level`, acting on a card of their own. */
function planUser(level: number): { actor: Actor; ownCard: OwnedCard } {
  // Not the first user's id: no plan carries that account's own rules.
  const actor = { id: -1, accessLevel: level };
  return { actor, ownCard: { userId: actor.id } };
}

function claimIncluded(claim: PlanClaim, level: number): boolean {
  const { actor, ownCard } = planUser(level);
  // Rules decided on the actor alone ignore the card; the others are decided on it.
  const may = allows as (actor: Actor, action: ClaimAction, card: OwnedCard) => boolean;
  return claim.actions.every((action) => may(actor, action, ownCard));
}

/** The card line: the policy's limit on cards a user at `level` may own ('card.create'). */
export function cardsClaim(level: number): string {
  const limit = cardLimitOf(level);
  if (!Number.isFinite(limit)) return "Unlimited cards";
  return limit === 1 ? "1 card" : `Up to ${limit} cards`;
}

/** A plan's lines: its cards, then each claim included or not. */
export function planFeatures(plan: PlanName): PlanFeature[] {
  const level = PLAN_LEVELS[plan];
  return [
    { label: cardsClaim(level), included: true },
    ...PLAN_CLAIMS.map((claim) => ({ label: claim.label, included: claimIncluded(claim, level) })),
  ];
}
