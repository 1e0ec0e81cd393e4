/**
 * The batch upload made for an organisation (decision 032): POST /api/users/bulk and /bulk/check
 * with `organizationId`. Each row may name one of its templates and teams (capitals ignored); the
 * dry run answers the names each row will use, an unknown name refuses the row naming it, and the
 * upload makes every created person a member in their team with a card linked to their template,
 * in the one transaction. Only those who manage users and the organisation may; a plain upload
 * refuses rows that name a template or team.
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ORG_MANAGE_DENIAL, USERS_DENIAL } from "../../../core/policy";
import { BULK_PROGRESS_MEDIA_TYPE, type BulkStreamEvent } from "../../../core/schemas/users";
import type { AppContext } from "../../context";
import { organizationMembers } from "../../db/schema";
import { allUsers } from "../../test/db-state";
import type { SignedInUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { orgTestKit } from "../organizations/org-test-kit";
import { findUserById, findUserByUsername } from "../user-records/repo";
import { createBulkImport } from "./bulk";
import { bulkOrgFor } from "./bulk-org";
import { usersTestKit } from "./users-test-kit";

const t = testAppPerFile();
const kit = usersTestKit(() => t);
const { call, newOrganization, memberOf } = orgTestKit(t);

const TEMPLATE = {
  name: "Sales Card",
  fields: { theme: "corporate", company: "Acme Ltd", website: "acme.test" },
  locked: ["company", "theme"],
  hidden: ["about"],
};

type CheckAnswer = {
  valid: number;
  invalid: number;
  results: { index: number; username: string; status: string; reason?: string; message?: string }[];
};
type Member = { userId: number; username: string; role: string; teamId: number | null; pending: boolean };

/**
 * An organisation with a template and two teams, an owner at level 4 (who may manage users) and
 * the level-5 administrator who made it (no member of it).
 */
async function organisationWithTemplate() {
  const { admin: root, org } = await newOrganization("bulk");
  const owner = await memberOf(org.id, root, "owner", 4);
  const template = await call(owner, "POST", `/api/organizations/${org.id}/templates`, TEMPLATE);
  expect(template.statusCode).toBe(201);
  const teams: Record<string, number> = {};
  for (const name of ["Sales", "Support"]) {
    const team = await call(owner, "POST", `/api/organizations/${org.id}/teams`, { name });
    expect(team.statusCode).toBe(201);
    teams[name] = team.json().id;
  }
  return { root, owner, orgId: org.id, templateId: template.json().id as number, teams };
}

const check = (who: SignedInUser | undefined, users: unknown, organizationId?: unknown) =>
  call(who, "POST", "/api/users/bulk/check", { users, organizationId });
const upload = (who: SignedInUser | undefined, users: unknown, organizationId?: unknown) =>
  call(who, "POST", "/api/users/bulk", { users, organizationId });

async function membersOf(who: SignedInUser, orgId: number): Promise<Member[]> {
  const answer = await call(who, "GET", `/api/organizations/${orgId}/members?limit=500`);
  expect(answer.statusCode).toBe(200);
  return answer.json().members;
}

/** The user's one card as GET /api/business-cards/{id} answers it: merged with its template. */
async function cardOfUser(who: SignedInUser, userId: number) {
  const list = await call(who, "GET", `/api/business-cards/user/${userId}`);
  expect(list.statusCode).toBe(200);
  const cards = list.json() as { id: number }[];
  expect(cards).toHaveLength(1);
  const card = await call(who, "GET", `/api/business-cards/${cards[0]!.id}`);
  expect(card.statusCode).toBe(200);
  return card.json();
}

async function memberCount(orgId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, orgId));
  return row?.n ?? 0;
}

describe("the dry run of an organisation's upload", () => {
  it("answers each row's template and team as the organisation spells them, and refuses unknown names", async () => {
    const { owner, orgId } = await organisationWithTemplate();
    const rows = [
      kit.newUserBody({ template: "sales card", team: "SALES" }),
      kit.newUserBody({ team: "Support" }),
      kit.newUserBody(),
      kit.newUserBody({ template: "Sales" }),
      kit.newUserBody({ template: "Sales Card", team: "Ops" }),
      kit.newUserBody({ template: "Nope", team: "Ops" }),
      kit.newUserBody({ team: "x".repeat(101) }),
    ];
    const usersBefore = await allUsers(t.db);

    const answer = await check(owner, rows, orgId);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as CheckAnswer;
    expect(body).toMatchObject({ valid: 3, invalid: 4 });
    expect(body.results.slice(0, 3)).toEqual([
      { index: 0, username: rows[0]!.username, status: "valid", template: "Sales Card", team: "Sales" },
      { index: 1, username: rows[1]!.username, status: "valid", team: "Support" },
      { index: 2, username: rows[2]!.username, status: "valid" },
    ]);
    expect(body.results.slice(3).map(({ reason, message }) => ({ reason, message }))).toEqual([
      { reason: "template_not_found", message: 'No template named "Sales" in this organisation.' },
      { reason: "team_not_found", message: 'No team named "Ops" in this organisation.' },
      {
        reason: "template_not_found",
        message: 'No template named "Nope" in this organisation., No team named "Ops" in this organisation.',
      },
      { reason: "invalid", message: "Team name must be at most 100 characters" },
    ]);
    // Nothing written.
    expect(await allUsers(t.db)).toEqual(usersBefore);
    expect(await memberCount(orgId)).toBe(1);
  });

  it("calls a name ambiguous when two differ only in capitals and neither is spelt as written", async () => {
    const { owner, orgId } = await organisationWithTemplate();
    expect(
      (await call(owner, "POST", `/api/organizations/${orgId}/teams`, { name: "sales" })).statusCode,
    ).toBe(201);
    const rows = [kit.newUserBody({ team: "SALES" }), kit.newUserBody({ team: "sales" })];
    const body = (await check(owner, rows, orgId)).json() as CheckAnswer;
    expect(body.results[0]).toMatchObject({
      status: "invalid",
      reason: "team_not_found",
      message:
        'More than one team is named "SALES" in this organisation, in different capitals; write the name exactly as it is spelt there.',
    });
    expect(body.results[1]).toMatchObject({ status: "valid", team: "sales" });
  });
});

describe("an organisation's upload", () => {
  it("makes every created person a member in their team, their card linked to their template", async () => {
    const { root, owner, orgId, templateId, teams } = await organisationWithTemplate();
    const slug = t.uniqueName("org-bulk").toLowerCase();
    const linked = kit.newUserBody({ template: "SALES CARD", team: "sales", cardSlug: slug, accessLevel: 2 });
    const plain = kit.newUserBody({ team: "Support" });
    const teamless = kit.newUserBody({ template: "Sales Card" });
    const unknown = kit.newUserBody({ template: "Sales Card", team: "Ops" });
    const taken = kit.newUserBody({ username: owner.user.username, template: "Sales Card" });

    const answer = await upload(owner, [linked, plain, unknown, teamless, taken], orgId);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ created: 3, skipped: 2 });
    expect(body.results.map((r: { status: string; reason?: string }) => r.reason ?? r.status)).toEqual([
      "created",
      "created",
      "team_not_found",
      "created",
      "username_taken",
    ]);
    expect(body.results[0]).toMatchObject({ status: "created", cardSlug: slug });
    expect(body.results[2].message).toBe('No team named "Ops" in this organisation.');
    expect(await findUserByUsername(t.db, unknown.username)).toBeUndefined();

    const ids = [0, 1, 3].map((i) => body.results[i].id as number);
    const members = await membersOf(owner, orgId);
    expect(members.filter((m) => ids.includes(m.userId))).toEqual([
      {
        userId: ids[0],
        username: linked.username,
        fullName: linked.fullName,
        role: "member",
        teamId: teams.Sales,
        // Uploaded with a password: nothing to claim.
        pending: false,
      },
      {
        userId: ids[1],
        username: plain.username,
        fullName: plain.fullName,
        role: "member",
        teamId: teams.Support,
        // Uploaded with a password: nothing to claim.
        pending: false,
      },
      {
        userId: ids[2],
        username: teamless.username,
        fullName: teamless.fullName,
        role: "member",
        teamId: null,
        // Uploaded with a password: nothing to claim.
        pending: false,
      },
    ]);
    expect((await findUserById(t.db, ids[0]!))?.accessLevel).toBe(2);

    // Made from the template: linked, its values, its locks and hidden fields; the row's slug and name.
    const card = await cardOfUser(root, ids[0]!);
    expect(card).toMatchObject({
      slug,
      name: linked.fullName,
      organizationId: orgId,
      templateId,
      theme: "corporate",
      company: "Acme Ltd",
      website: "https://acme.test",
      about: null,
      template: { id: templateId, name: "Sales Card", locked: ["company", "theme"], hidden: ["about"] },
    });
    // A change of the template shows on the card: it is merged when read, not copied.
    const changed = await call(owner, "PUT", `/api/organizations/${orgId}/templates/${templateId}`, {
      ...TEMPLATE,
      fields: { ...TEMPLATE.fields, company: "Acme Group" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await cardOfUser(root, ids[0]!)).company).toBe("Acme Group");
    expect((await cardOfUser(root, ids[2]!)).company).toBe("Acme Group");
    // The member cannot change what the template locks.
    const refused = await t.request({
      method: "PUT",
      url: `/api/business-cards/${card.id}`,
      body: { company: "Mine" },
      session: await t.signIn(linked.username, linked.password),
    });
    expect(refused.statusCode).toBe(422);

    // Without a template: a plain card that still belongs to the organisation.
    expect(await cardOfUser(root, ids[1]!)).toMatchObject({
      organizationId: orgId,
      templateId: null,
      template: null,
      company: null,
      name: plain.fullName,
    });
  });

  it("streams its progress and ends with the same kind of result", async () => {
    const { owner, orgId } = await organisationWithTemplate();
    const rows = [
      kit.newUserBody({ template: "Sales Card", team: "Sales" }),
      kit.newUserBody({ team: "Ops" }),
    ];
    const response = await t.request({
      method: "POST",
      url: "/api/users/bulk",
      body: { users: rows, organizationId: orgId },
      session: owner.session,
      headers: { accept: BULK_PROGRESS_MEDIA_TYPE },
    });
    expect(response.statusCode).toBe(200);
    const events = response.payload
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as BulkStreamEvent);
    expect([...new Set(events.filter((e) => e.type === "progress").map((e) => e.phase))]).toEqual([
      "checking",
      "hashing",
      "saving",
    ]);
    const last = events.at(-1);
    expect(last?.type).toBe("result");
    if (last?.type !== "result") return;
    expect(last.result).toMatchObject({ created: 1, skipped: 1 });
    expect(last.result.results[1]).toMatchObject({ reason: "team_not_found" });
    expect((await membersOf(owner, orgId)).map((m) => m.username)).toContain(rows[0]!.username);
  });

  it("writes nothing when a template it names is deleted before the transaction: 409", async () => {
    const { owner, orgId, templateId } = await organisationWithTemplate();
    const actor = (await findUserById(t.db, owner.user.id))!;
    // The organisation as the upload read it, then its template deleted before the rows are saved.
    const org = await bulkOrgFor(t.db, actor, orgId);
    expect(
      (await call(owner, "DELETE", `/api/organizations/${orgId}/templates/${templateId}`)).statusCode,
    ).toBe(200);
    const rows = [kit.newUserBody({ team: "Sales" }), kit.newUserBody({ template: "Sales Card" })];
    const usersBefore = await allUsers(t.db);
    const bulk = createBulkImport({ config: t.config, db: t.db } as AppContext);
    await expect(bulk.run(actor, rows, undefined, org)).rejects.toMatchObject({
      statusCode: 409,
      message:
        "The organisation, or a template or team the file names, was deleted during the upload. Nothing was imported; please check the file again.",
    });
    expect(await allUsers(t.db)).toEqual(usersBefore);
    expect(await memberCount(orgId)).toBe(1);
  });
});

describe("who may upload into an organisation", () => {
  it("its owners and admins at level 4 and level-5 administrators; others get 403, a missing one 404", async () => {
    const { root, owner, orgId } = await organisationWithTemplate();
    const admin = await memberOf(orgId, root, "admin", 4);
    const member = await memberOf(orgId, root, "member", 4);
    const lowOwner = await memberOf(orgId, root, "owner", 3);
    const outsider = await kit.signedIn(4);
    const row = () => [kit.newUserBody({ team: "Sales" })];

    for (const who of [owner, admin, root]) {
      expect((await check(who, row(), orgId)).json()).toMatchObject({ valid: 1 });
    }
    for (const [who, message] of [
      [member, ORG_MANAGE_DENIAL],
      [outsider, ORG_MANAGE_DENIAL],
      [lowOwner, USERS_DENIAL],
    ] as const) {
      for (const send of [check, upload]) {
        const refused = await send(who, row(), orgId);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(message);
      }
    }
    // The refusal keeps its status with the progress stream asked for.
    const streamed = await t.request({
      method: "POST",
      url: "/api/users/bulk",
      body: { users: row(), organizationId: orgId },
      session: member.session,
      headers: { accept: BULK_PROGRESS_MEDIA_TYPE },
    });
    expect(streamed.statusCode).toBe(403);
    // The owner, admin, member and low owner: nobody was added by the refused uploads.
    expect(await memberCount(orgId)).toBe(4);

    expect((await upload(owner, row(), 2_147_483_647)).statusCode).toBe(404);
    expect((await upload(undefined, row(), orgId)).statusCode).toBe(401);
    const badId = await check(owner, row(), "1");
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/Organisation id must be a positive whole number/);

    // A level-5 administrator who is no member uploads into it.
    const made = (await upload(root, row(), orgId)).json();
    expect(made.created).toBe(1);
    expect(await memberCount(orgId)).toBe(5);
  });
});

describe("a plain upload (no organisation)", () => {
  it("refuses rows that name a template or team, and creates the rest as before", async () => {
    const admin = await kit.signedIn(4);
    const rows = [
      kit.newUserBody({ template: "Sales Card" }),
      kit.newUserBody({ team: "Sales" }),
      kit.newUserBody(),
    ];
    const NO_ORG = "Choose an organisation to use templates and teams.";

    const dry = (await check(admin, rows)).json() as CheckAnswer;
    expect(dry.results.map((r) => r.message ?? r.status)).toEqual([NO_ORG, NO_ORG, "valid"]);

    const body = (await upload(admin, rows)).json();
    expect(body).toMatchObject({ created: 1, skipped: 2 });
    expect(body.results[0]).toMatchObject({ status: "skipped", reason: "invalid", message: NO_ORG });
    expect(await findUserByUsername(t.db, rows[0]!.username)).toBeUndefined();
    const created = await findUserByUsername(t.db, rows[2]!.username);
    expect((await kit.cardsOf(created!.id))[0]).toMatchObject({ organizationId: null, templateId: null });
  });
});
