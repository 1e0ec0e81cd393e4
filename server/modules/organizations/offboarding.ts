/**
 * Removing a member (decision 032): their cards of the organisation are transferred to another
 * member or deactivated, never deleted, in one transaction with the membership's removal. A
 * member with such cards is not removed until the request says which.
 */
import type { MemberRemoved, RemoveMemberInput } from "../../../core/schemas/organizations";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { cardChanged } from "../../lib/card-changes";
import { enforce } from "../../lib/enforce";
import { orgWithRole } from "./access";
import { cardsNeedAChoice, lastOwnerKept, memberNotFound, transferToNonMember } from "./errors";
import {
  deactivateCards,
  deleteMember,
  type LeavingCard,
  lockCardsOfMember,
  transferCards,
} from "./offboarding-repo";
import { findMember, lockOwners } from "./repo";

export async function removeMember(
  ctx: AppContext,
  actor: UserRow,
  orgId: number,
  userId: number,
  input: RemoveMemberInput,
): Promise<MemberRemoved> {
  const { role } = await orgWithRole(ctx.db, actor, orgId);
  // Who may not manage is refused before learning whether the user is a member.
  enforce(actor, "org.manage", { role });
  const { cards, transferred } = await ctx.db.transaction(async (tx) => {
    const member = await findMember(tx, orgId, userId);
    if (!member) throw memberNotFound();
    enforce(actor, "org.removeMember", { role, current: member.role });
    if (member.role === "owner" && (await lockOwners(tx, orgId)).length <= 1) throw lastOwnerKept();
    const leaving: LeavingCard[] = await lockCardsOfMember(tx, orgId, userId);
    const to = input.transferTo;
    if (to !== undefined && (to === userId || !(await findMember(tx, orgId, to))))
      throw transferToNonMember();
    if (leaving.length > 0 && to === undefined && !input.deactivate) throw cardsNeedAChoice();
    const ids = leaving.map((card) => card.id);
    if (to !== undefined) await transferCards(tx, ids, to);
    else await deactivateCards(tx, ids);
    await deleteMember(tx, orgId, userId);
    return { cards: leaving, transferred: to !== undefined };
  });
  for (const card of cards) cardChanged(ctx, { id: card.id, slugs: [card.slug] });
  return {
    message: "Member removed",
    transferred: transferred ? cards.length : 0,
    deactivated: transferred ? 0 : cards.length,
  };
}
