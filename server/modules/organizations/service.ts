/**
 * Organisations, their teams and their members: every rule of who may read and manage what is
 * core/policy.ts's (level 5 runs every organisation; inside one, the role decides); the limits
 * are core/organizations.ts's.
 */
import { readBrand } from "../../../core/org-brand";
import { ORGS_MAX, TEAMS_PER_ORG_MAX, TEMPLATES_PER_ORG_MAX } from "../../../core/organizations";
import { allows } from "../../../core/policy";
import type {
  AddMemberInput,
  ChangeMemberInput,
  Member,
  Org,
  OrgBody,
  OrgDetail,
  Team,
} from "../../../core/schemas/organizations";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { uniqueConstraint } from "../../db/pg-error";
import type { OrganizationRow, UserRow } from "../../db/schema";
import { cardChanged } from "../../lib/card-changes";
import { enforce } from "../../lib/enforce";
import { userNotFound } from "../user-records/errors";
import { findUserByEmail, findUserById, findUserByUsername } from "../user-records/repo";
import { managedOrg, orgWithRole } from "./access";
import {
  alreadyMember,
  lastOwnerKept,
  memberNotFound,
  orgNotFound,
  orgSlugTaken,
  orgsFull,
  teamNameTaken,
  teamNotFound,
  teamNotInOrg,
  teamsFull,
} from "./errors";
import * as repo from "./repo";
import { listTemplates } from "./templates-repo";

const present = ({ id, slug, name, brand }: OrganizationRow): Org => ({
  id,
  slug,
  name,
  brand: readBrand(brand),
});

/** The write's failure as the 409 a taken unique value gives, or the failure itself. */
function taken(error: unknown, answer: () => Error): unknown {
  return uniqueConstraint(error) !== undefined ? answer() : error;
}

export function createOrganizationsService(ctx: AppContext) {
  const db = ctx.db;

  const withRole = (actor: UserRow, orgId: number) => orgWithRole(db, actor, orgId);
  const managed = (actor: UserRow, orgId: number) => managedOrg(db, actor, orgId);

  async function assertTeamOf(tx: Db, orgId: number, teamId: number | null | undefined): Promise<void> {
    if (teamId != null && !(await repo.findTeam(tx, orgId, teamId))) throw teamNotInOrg();
  }

  async function create(actor: UserRow, body: OrgBody): Promise<Org> {
    enforce(actor, "org.create");
    try {
      return await db.transaction(async (tx) => {
        await repo.lockOrganizationCount(tx);
        if ((await repo.countOrganizations(tx)) >= ORGS_MAX) throw orgsFull();
        return present(await repo.insertOrganization(tx, body));
      });
    } catch (error) {
      throw taken(error, orgSlugTaken);
    }
  }

  /** The organisations the actor belongs to; every one for those who may read any. */
  async function list(actor: UserRow) {
    const all = allows(actor, "org.read", { role: null });
    return { organizations: await repo.listOrganizations(db, actor.id, { all, limit: ORGS_MAX }) };
  }

  async function detail(actor: UserRow, orgId: number): Promise<OrgDetail> {
    const { org, role } = await withRole(actor, orgId);
    enforce(actor, "org.read", { role });
    const [teams, memberCount] = await Promise.all([repo.listTeams(db, orgId), repo.countMembers(db, orgId)]);
    return { ...present(org), role, memberCount, teams };
  }

  async function update(actor: UserRow, orgId: number, body: OrgBody): Promise<Org> {
    const before = await managed(actor, orgId);
    try {
      const updated = await repo.updateOrganization(db, orgId, body);
      if (!updated) throw orgNotFound();
      // The brand shows on every card linked to the organisation's templates: their cached
      // pages are dropped in every process before the change is answered, as for a template's.
      if (
        body.brand &&
        JSON.stringify(readBrand(before.brand)) !== JSON.stringify(readBrand(updated.brand))
      ) {
        await announceTemplates(orgId);
      }
      return present(updated);
    } catch (error) {
      throw taken(error, orgSlugTaken);
    }
  }

  async function announceTemplates(orgId: number): Promise<void> {
    for (const template of await listTemplates(db, orgId, TEMPLATES_PER_ORG_MAX)) {
      cardChanged(ctx, { templateId: template.id });
    }
  }

  async function remove(actor: UserRow, orgId: number): Promise<void> {
    // Refused before the id is looked up: who may not delete learns nothing of which ids exist.
    enforce(actor, "org.delete");
    // Its templates go with it and their cards read as their own again: the caches hear of it.
    const templates = await listTemplates(db, orgId, TEMPLATES_PER_ORG_MAX);
    if (!(await repo.deleteOrganization(db, orgId))) throw orgNotFound();
    for (const template of templates) cardChanged(ctx, { templateId: template.id });
  }

  async function createTeam(actor: UserRow, orgId: number, name: string): Promise<Team> {
    await managed(actor, orgId);
    try {
      return await db.transaction(async (tx) => {
        if (!(await repo.lockOrganization(tx, orgId))) throw orgNotFound();
        if ((await repo.countTeams(tx, orgId)) >= TEAMS_PER_ORG_MAX) throw teamsFull();
        return repo.insertTeam(tx, orgId, name);
      });
    } catch (error) {
      throw taken(error, teamNameTaken);
    }
  }

  async function renameTeam(actor: UserRow, orgId: number, teamId: number, name: string): Promise<Team> {
    await managed(actor, orgId);
    try {
      const team = await repo.renameTeam(db, orgId, teamId, name);
      if (!team) throw teamNotFound();
      return team;
    } catch (error) {
      throw taken(error, teamNameTaken);
    }
  }

  async function deleteTeam(actor: UserRow, orgId: number, teamId: number): Promise<void> {
    await managed(actor, orgId);
    if (!(await repo.deleteTeam(db, orgId, teamId))) throw teamNotFound();
  }

  async function members(actor: UserRow, orgId: number, page: { after?: number; limit: number }) {
    const { role } = await withRole(actor, orgId);
    enforce(actor, "org.read", { role });
    // One more than asked: whether a next page exists, without a count.
    const found = await repo.listMembers(db, orgId, { after: page.after, limit: page.limit + 1 });
    const shown = found.slice(0, page.limit);
    return { members: shown, next: found.length > page.limit ? (shown.at(-1)?.userId ?? null) : null };
  }

  /** The person named by id, or by username, else by email (the schema asks for one of them). */
  async function personToAdd(input: AddMemberInput): Promise<UserRow | undefined> {
    if (input.userId !== undefined) return findUserById(db, input.userId);
    const login = input.usernameOrEmail ?? "";
    return (await findUserByUsername(db, login)) ?? (await findUserByEmail(db, login));
  }

  async function addMember(actor: UserRow, orgId: number, input: AddMemberInput): Promise<Member> {
    const { role } = await withRole(actor, orgId);
    enforce(actor, "org.giveRole", { role, give: input.role, current: null });
    const person = await personToAdd(input);
    if (!person) throw userNotFound();
    const userId = person.id;
    return db.transaction(async (tx) => {
      await assertTeamOf(tx, orgId, input.teamId);
      if (await repo.findMember(tx, orgId, userId)) throw alreadyMember();
      try {
        await repo.insertMember(tx, {
          organizationId: orgId,
          userId,
          role: input.role,
          teamId: input.teamId ?? null,
        });
      } catch (error) {
        throw taken(error, alreadyMember);
      }
      return (await repo.presentMember(tx, orgId, userId))!;
    });
  }

  async function changeMember(
    actor: UserRow,
    orgId: number,
    userId: number,
    input: ChangeMemberInput,
  ): Promise<Member> {
    const { role } = await withRole(actor, orgId);
    // Who may not manage is refused before learning whether the user is a member.
    enforce(actor, "org.manage", { role });
    return db.transaction(async (tx) => {
      const member = await repo.findMember(tx, orgId, userId);
      if (!member) throw memberNotFound();
      if (input.role !== undefined) {
        enforce(actor, "org.giveRole", { role, give: input.role, current: member.role });
        if (member.role === "owner" && input.role !== "owner") {
          const owners = await repo.lockOwners(tx, orgId);
          if (owners.length <= 1) throw lastOwnerKept();
        }
      }
      await assertTeamOf(tx, orgId, input.teamId);
      await repo.updateMember(tx, orgId, userId, { role: input.role, teamId: input.teamId });
      return (await repo.presentMember(tx, orgId, userId))!;
    });
  }

  return {
    create,
    list,
    detail,
    update,
    remove,
    createTeam,
    renameTeam,
    deleteTeam,
    members,
    addMember,
    changeMember,
  };
}
