/**
 * Inviting someone without an account (decision 032): their account (no password until they
 * claim it), their membership with its role and team, their card (from the organisation's
 * template when one is named) and a claim link, in one transaction; and a new link for a member
 * who has not claimed yet. Who may do it is core/policy.ts's: the organisation's owners and
 * admins (and level 5), an admin never for an owner.
 */
import type { FastifyBaseLogger } from "fastify";
import type { ClaimLink, Invited, InviteValues } from "../../../core/schemas/claims";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import type { CardTemplateRow, UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { NO_PASSWORD } from "../../lib/passwords";
import { insertMemberCard } from "../cards/member-card";
import { takenConflict } from "../cards/taken-conflict";
import { orgWithRole } from "../organizations/access";
import { memberNotFound, teamNotInOrg } from "../organizations/errors";
import { findMember, findTeam, insertMember } from "../organizations/repo";
import { findTemplateById } from "../organizations/templates-repo";
import { assertNamesFree } from "../user-records/assert-names-free";
import { insertUser } from "../user-records/repo";
import { alreadyClaimed, templateNotInOrg } from "./errors";
import { handOver, newClaimLink } from "./links";
import { lockPendingUser } from "./repo";

/** Where a link shown to the inviter points: the request's public origin (lib/public-origin.ts). */
export interface Asker {
  actor: UserRow;
  origin: string;
}

/** Accounts made to be claimed start at the lowest access level, as registration's do. */
const INVITED_LEVEL = 1;

export function createInviteService(ctx: AppContext, log: FastifyBaseLogger) {
  const db = ctx.db;
  const perHour = ctx.config.claimLinksPerOrgPerHour;

  async function templateOf(orgId: number, templateId: number | null | undefined) {
    if (templateId == null) return null;
    const template = await findTemplateById(db, templateId);
    if (!template || template.organizationId !== orgId) throw templateNotInOrg();
    return template;
  }

  async function assertTeamOf(tx: Db, orgId: number, teamId: number | null | undefined) {
    if (teamId != null && !(await findTeam(tx, orgId, teamId))) throw teamNotInOrg();
  }

  async function invite({ actor, origin }: Asker, orgId: number, input: InviteValues): Promise<Invited> {
    const { org, role } = await orgWithRole(db, actor, orgId);
    enforce(actor, "org.giveRole", { role, give: input.role, current: null });
    const template: CardTemplateRow | null = await templateOf(orgId, input.templateId);
    await assertNamesFree(db, { username: input.username, email: input.email });
    let made: { user: UserRow; cardId: number; token: string };
    try {
      made = await db.transaction(async (tx) => {
        await assertTeamOf(tx, orgId, input.teamId);
        const user = await insertUser(tx, {
          username: input.username,
          email: input.email,
          fullName: input.fullName,
          accessLevel: INVITED_LEVEL,
          password: NO_PASSWORD,
        });
        await insertMember(tx, {
          organizationId: orgId,
          userId: user.id,
          role: input.role,
          teamId: input.teamId ?? null,
        });
        const card = await insertMemberCard(tx, user, orgId, template);
        const token = await newClaimLink(tx, perHour, {
          userId: user.id,
          organizationId: orgId,
          createdBy: actor.id,
        });
        return { user, cardId: card.id, token };
      });
    } catch (error) {
      throw takenConflict(error) ?? error;
    }
    const recipient = { ...made.user, organizationName: org.name };
    const link = await handOver(ctx, log, made.token, recipient, origin);
    return { userId: made.user.id, cardId: made.cardId, ...link };
  }

  async function reissue({ actor, origin }: Asker, orgId: number, userId: number): Promise<ClaimLink> {
    const { org, role } = await orgWithRole(db, actor, orgId);
    // Who may not manage is refused before learning whether the user is a member.
    enforce(actor, "org.manage", { role });
    const { user, token } = await db.transaction(async (tx) => {
      const member = await findMember(tx, orgId, userId);
      if (!member) throw memberNotFound();
      enforce(actor, "org.issueClaim", { role, current: member.role });
      // Held until the link is made: a claim at the same moment waits, then finds the new link.
      const pending = await lockPendingUser(tx, userId);
      if (!pending) throw alreadyClaimed();
      return {
        user: pending,
        token: await newClaimLink(tx, perHour, { userId, organizationId: orgId, createdBy: actor.id }),
      };
    });
    return handOver(ctx, log, token, { ...user, organizationName: org.name }, origin);
  }

  return { invite, reissue };
}
