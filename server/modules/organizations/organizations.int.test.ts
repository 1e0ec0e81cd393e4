/**
 * /api/organizations: level 5 makes and deletes organisations; inside one, owners and admins
 * manage teams and members and a member only reads; an admin of one organisation has no say in
 * another; the last owner is kept; bad input and unknown ids answer as everywhere.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_BRAND } from "../../../core/org-brand";
import { TEAMS_PER_ORG_MAX } from "../../../core/organizations";
import {
  ORG_CREATE_DENIAL,
  ORG_DELETE_DENIAL,
  ORG_MANAGE_DENIAL,
  ORG_OWNER_ROLE_DENIAL,
  ORG_READ_DENIAL,
} from "../../../core/policy";
import { MAX_ID } from "../../../core/schemas/ids";
import { testAppPerFile } from "../../test/test-app-per-file";
import { type Method, orgTestKit } from "./org-test-kit";

const t = testAppPerFile();

const { call, newOrganization, memberOf } = orgTestKit(t);

describe("making organisations", () => {
  it("is for level 5: 201 with the address as typed in lower case", async () => {
    const admin = await t.signedInUser(5, "maker");
    const response = await call(admin, "POST", "/api/organizations", {
      name: " Acme Corp ",
      slug: "Acme-Corp",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      slug: "acme-corp",
      name: "Acme Corp",
      brand: EMPTY_BRAND,
    });
  });

  it("refuses levels below 5, and anyone signed out", async () => {
    const editor = await t.signedInUser(4, "editor");
    const refused = await call(editor, "POST", "/api/organizations", { name: "Nope", slug: "nope-org" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ORG_CREATE_DENIAL);
    expect(
      (await call(undefined, "POST", "/api/organizations", { name: "Nope", slug: "nope-org" })).statusCode,
    ).toBe(401);
  });

  it("refuses a taken address with 409 on the field, and bad input with 400", async () => {
    const { admin, org } = await newOrganization();
    const taken = await call(admin, "POST", "/api/organizations", {
      name: "Again",
      slug: org.slug.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ slug: "That address is already taken." });
    for (const body of [
      { name: "", slug: "fine-slug" },
      { name: "Fine", slug: "no" },
      { name: "Fine", slug: "has space" },
      { name: "Fine", slug: "under_score" },
      { name: "x".repeat(201), slug: "fine-slug" },
      { name: "Fine" },
    ]) {
      expect((await call(admin, "POST", "/api/organizations", body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
  });
});

describe("reading organisations", () => {
  it("shows members their organisation with their role, and level 5 every one", async () => {
    const { admin, org } = await newOrganization();
    const member = await memberOf(org.id, admin, "member");
    const detail = await call(member, "GET", `/api/organizations/${org.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({ ...org, role: "member", memberCount: 1, teams: [] });
    expect((await call(member, "GET", "/api/organizations")).json().organizations).toEqual([
      { ...org, role: "member", memberCount: 1 },
    ]);

    const listed = (await call(admin, "GET", "/api/organizations")).json().organizations;
    expect(listed).toContainEqual({ ...org, role: null, memberCount: 1 });
    expect((await call(admin, "GET", `/api/organizations/${org.id}`)).json().role).toBeNull();
  });

  it("answers 403 to an outsider, even an admin of another organisation, and 404 or 400 for ids", async () => {
    const { admin, org } = await newOrganization();
    const other = await newOrganization("other");
    const otherAdmin = await memberOf(other.org.id, other.admin, "admin", 4);
    const refused = await call(otherAdmin, "GET", `/api/organizations/${org.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ORG_READ_DENIAL);
    expect((await call(otherAdmin, "GET", `/api/organizations/${org.id}/members`)).statusCode).toBe(403);
    expect((await call(otherAdmin, "GET", "/api/organizations")).json().organizations).toEqual([
      { ...other.org, role: "admin", memberCount: 1 },
    ]);
    expect((await call(admin, "GET", `/api/organizations/${MAX_ID}`)).statusCode).toBe(404);
    expect((await call(admin, "GET", `/api/organizations/${MAX_ID + 1}`)).statusCode).toBe(400);
    expect((await call(admin, "GET", "/api/organizations/abc")).statusCode).toBe(400);
  });
});

describe("managing an organisation", () => {
  it("lets owners and admins rename it, not members nor another organisation's admin", async () => {
    const { admin, org } = await newOrganization();
    const owner = await memberOf(org.id, admin, "owner");
    const member = await memberOf(org.id, admin, "member");
    const other = await newOrganization("other");
    const otherAdmin = await memberOf(other.org.id, other.admin, "admin");

    const renamed = await call(owner, "PUT", `/api/organizations/${org.id}`, {
      name: "Renamed",
      slug: org.slug,
    });
    expect(renamed.json()).toEqual({ ...org, name: "Renamed" });
    for (const who of [member, otherAdmin]) {
      const refused = await call(who, "PUT", `/api/organizations/${org.id}`, {
        name: "Mine",
        slug: org.slug,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ORG_MANAGE_DENIAL);
    }
    const taken = await call(owner, "PUT", `/api/organizations/${org.id}`, {
      name: "x",
      slug: other.org.slug,
    });
    expect(taken.statusCode).toBe(409);
  });

  it("keeps teams: unique names, renamed, and deleted with their members left without a team", async () => {
    const { admin, org } = await newOrganization();
    const owner = await memberOf(org.id, admin, "owner");
    const base = `/api/organizations/${org.id}/teams`;
    const sales = await call(owner, "POST", base, { name: "Sales" });
    expect(sales.statusCode).toBe(201);
    const team = sales.json() as { id: number; name: string };
    expect((await call(owner, "POST", base, { name: "Sales" })).statusCode).toBe(409);
    expect((await call(owner, "PUT", `${base}/${team.id}`, { name: "Field sales" })).json()).toEqual({
      id: team.id,
      name: "Field sales",
    });

    const person = await t.signedInUser(1, "teamed");
    const added = await call(owner, "POST", `/api/organizations/${org.id}/members`, {
      userId: person.user.id,
      role: "member",
      teamId: team.id,
    });
    expect(added.json()).toMatchObject({ userId: person.user.id, teamId: team.id });
    expect((await call(owner, "DELETE", `${base}/${team.id}`)).statusCode).toBe(200);
    expect((await call(owner, "DELETE", `${base}/${team.id}`)).statusCode).toBe(404);
    const members = (await call(owner, "GET", `/api/organizations/${org.id}/members`)).json().members;
    expect(members.find((m: { userId: number }) => m.userId === person.user.id).teamId).toBeNull();
  });

  it("holds at most 200 teams", async () => {
    const { admin, org } = await newOrganization();
    const base = `/api/organizations/${org.id}/teams`;
    for (let i = 1; i <= TEAMS_PER_ORG_MAX; i++) {
      expect((await call(admin, "POST", base, { name: `Team ${i}` })).statusCode).toBe(201);
    }
    const over = await call(admin, "POST", base, { name: "One too many" });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("An organisation holds at most 200 teams.");
    expect((await call(admin, "GET", `/api/organizations/${org.id}`)).json().teams).toHaveLength(
      TEAMS_PER_ORG_MAX,
    );
  });

  it("refuses a team of another organisation", async () => {
    const { admin, org } = await newOrganization();
    const other = await newOrganization("other");
    const foreign = (
      await call(other.admin, "POST", `/api/organizations/${other.org.id}/teams`, { name: "T" })
    ).json();
    const person = await t.signedInUser(1, "stray");
    const refused = await call(admin, "POST", `/api/organizations/${org.id}/members`, {
      userId: person.user.id,
      role: "member",
      teamId: foreign.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ teamId: "Team not found in this organisation" });
    expect(
      (await call(admin, "PUT", `/api/organizations/${org.id}/teams/${foreign.id}`, { name: "Mine" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("members", () => {
  it("are added by owners (any role) and admins (never the owner's), not by members", async () => {
    const { admin, org } = await newOrganization();
    const owner = await memberOf(org.id, admin, "owner");
    const orgAdmin = await memberOf(org.id, owner, "admin");
    const member = await memberOf(org.id, orgAdmin, "member");
    const url = `/api/organizations/${org.id}/members`;
    const newcomer = await t.signedInUser(1, "newcomer");

    const asOwner = await call(orgAdmin, "POST", url, { userId: newcomer.user.id, role: "owner" });
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().message).toBe(ORG_OWNER_ROLE_DENIAL);
    const byMember = await call(member, "POST", url, { userId: newcomer.user.id, role: "member" });
    expect(byMember.json().message).toBe(ORG_MANAGE_DENIAL);
    const demoteOwner = await call(orgAdmin, "PATCH", `${url}/${owner.user.id}`, { role: "member" });
    expect(demoteOwner.json().message).toBe(ORG_OWNER_ROLE_DENIAL);

    expect((await call(owner, "POST", url, { userId: newcomer.user.id, role: "owner" })).statusCode).toBe(
      201,
    );
    const again = await call(owner, "POST", url, { userId: newcomer.user.id, role: "member" });
    expect(again.statusCode).toBe(409);
    expect((await call(owner, "POST", url, { userId: MAX_ID, role: "member" })).statusCode).toBe(404);
    expect((await call(owner, "POST", url, { userId: newcomer.user.id, role: "boss" })).statusCode).toBe(400);
    expect((await call(owner, "PATCH", `${url}/${MAX_ID}`, { role: "member" })).statusCode).toBe(404);
    expect((await call(owner, "PATCH", `${url}/${member.user.id}`, {})).statusCode).toBe(400);
  });

  it("are found by username or email too, for managers who cannot list users", async () => {
    const { admin, org } = await newOrganization();
    const owner = await memberOf(org.id, admin, "owner");
    const url = `/api/organizations/${org.id}/members`;
    const byName = await t.signedInUser(1, "byname");
    const byEmail = await t.signedInUser(1, "byemail");

    const named = await call(owner, "POST", url, {
      usernameOrEmail: byName.user.username.toUpperCase(),
      role: "member",
    });
    expect(named.statusCode).toBe(201);
    expect(named.json()).toMatchObject({ userId: byName.user.id, role: "member" });
    const mailed = await call(owner, "POST", url, {
      usernameOrEmail: ` ${byEmail.user.email} `,
      role: "admin",
    });
    expect(mailed.statusCode).toBe(201);
    expect(mailed.json()).toMatchObject({ userId: byEmail.user.id, role: "admin" });

    const nobody = await call(owner, "POST", url, { usernameOrEmail: "nobody-at-all", role: "member" });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe("User not found");
    const both = await call(owner, "POST", url, {
      userId: byName.user.id,
      usernameOrEmail: "x",
      role: "member",
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields.userId).toBe(
      "Give the user id, or the username or email, of the person to add",
    );
    expect((await call(owner, "POST", url, { role: "member" })).statusCode).toBe(400);
  });

  it("keep at least one owner", async () => {
    const { admin, org } = await newOrganization();
    const owner = await memberOf(org.id, admin, "owner");
    const url = `/api/organizations/${org.id}/members`;
    const last = await call(owner, "PATCH", `${url}/${owner.user.id}`, { role: "admin" });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe("An organisation keeps at least one owner.");

    const second = await memberOf(org.id, owner, "owner");
    const stepDown = await call(owner, "PATCH", `${url}/${owner.user.id}`, { role: "admin" });
    expect(stepDown.json()).toMatchObject({ userId: owner.user.id, role: "admin" });
    expect((await call(second, "PATCH", `${url}/${second.user.id}`, { role: "member" })).statusCode).toBe(
      409,
    );
  });

  it("keep one owner when two owners step down at the same moment", async () => {
    const { admin, org } = await newOrganization();
    const [first, second] = [await memberOf(org.id, admin, "owner"), await memberOf(org.id, admin, "owner")];
    const url = `/api/organizations/${org.id}/members`;
    const answers = await Promise.all(
      [first, second].map((owner) => call(owner, "PATCH", `${url}/${owner.user.id}`, { role: "member" })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const roles = (await call(admin, "GET", url)).json().members.map((m: { role: string }) => m.role);
    expect(roles.sort()).toEqual(["member", "owner"]);
  });

  it("come a page at a time, in user id order", async () => {
    const { admin, org } = await newOrganization();
    const added = [];
    for (let i = 0; i < 5; i++) added.push((await memberOf(org.id, admin, "member")).user.id);
    const url = `/api/organizations/${org.id}/members`;
    const first = (await call(admin, "GET", `${url}?limit=2`)).json();
    expect(first.members.map((m: { userId: number }) => m.userId)).toEqual(added.slice(0, 2));
    expect(first.next).toBe(added[1]);
    const last = (await call(admin, "GET", `${url}?limit=2&after=${added[3]}`)).json();
    expect(last).toEqual({
      members: [expect.objectContaining({ userId: added[4], role: "member" })],
      next: null,
    });
    expect((await call(admin, "GET", `${url}?limit=501`)).statusCode).toBe(400);
  });
});

describe("every organisation route", () => {
  const ROUTES: { method: Method; url: (id: number | string) => string; body?: object }[] = [
    { method: "GET", url: (id) => `/api/organizations/${id}` },
    { method: "PUT", url: (id) => `/api/organizations/${id}`, body: { name: "Acme", slug: "acme-x" } },
    { method: "DELETE", url: (id) => `/api/organizations/${id}` },
    { method: "POST", url: (id) => `/api/organizations/${id}/teams`, body: { name: "Sales" } },
    { method: "PUT", url: (id) => `/api/organizations/${id}/teams/1`, body: { name: "Sales" } },
    { method: "DELETE", url: (id) => `/api/organizations/${id}/teams/1` },
    { method: "GET", url: (id) => `/api/organizations/${id}/members` },
    { method: "POST", url: (id) => `/api/organizations/${id}/members`, body: { userId: 1, role: "member" } },
    { method: "PATCH", url: (id) => `/api/organizations/${id}/members/1`, body: { role: "member" } },
    { method: "DELETE", url: (id) => `/api/organizations/${id}/members/1`, body: { deactivate: true } },
    { method: "GET", url: (id) => `/api/organizations/${id}/templates` },
    { method: "GET", url: (id) => `/api/organizations/${id}/analytics` },
    { method: "GET", url: (id) => `/api/organizations/${id}/analytics/export` },
    {
      method: "POST",
      url: (id) => `/api/organizations/${id}/claims`,
      body: { username: "claimer", fullName: "Claire Mer", email: "claire@cards.test" },
    },
    { method: "POST", url: (id) => `/api/organizations/${id}/members/1/claim` },
  ];

  it("answers no session with 401, an id beyond the column with 400, and never a 500", async () => {
    const admin = await t.signedInUser(5, "bounds");
    for (const route of ROUTES) {
      const label = `${route.method} ${route.url(":id")}`;
      expect((await call(undefined, route.method, route.url(1), route.body)).statusCode, label).toBe(401);
      const beyond = await call(admin, route.method, route.url(2 ** 31), route.body);
      expect(beyond.statusCode, label).toBe(400);
      expect(beyond.json().message, label).toBe("Organisation id must be a positive whole number");
    }
    const { org } = await newOrganization();
    const team = await call(admin, "PUT", `/api/organizations/${org.id}/teams/${2 ** 31}`, { name: "x" });
    expect(team.json().message).toBe("Team id must be a positive whole number");
    const member = await call(admin, "POST", `/api/organizations/${org.id}/members`, {
      userId: 2 ** 31,
      role: "member",
    });
    expect(member.statusCode).toBe(400);
  });

  it("refuses a body nested 10,000 deep (400) and a 1 MB name (413), changing nothing", async () => {
    const { admin, org } = await newOrganization();
    const deep = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const nested = await t.request({
      method: "PUT",
      url: `/api/organizations/${org.id}`,
      body: deep,
      headers: { "content-type": "application/json" },
      session: admin.session,
    });
    expect(nested.statusCode).toBe(400);
    const huge = await call(admin, "PUT", `/api/organizations/${org.id}`, {
      name: "a".repeat(1024 * 1024),
      slug: org.slug,
    });
    expect(huge.statusCode).toBe(413);
    expect((await call(admin, "GET", `/api/organizations/${org.id}`)).json().name).toBe(org.name);
  });

  it("refuses the same on removing a member, who stays", async () => {
    const { admin, org } = await newOrganization();
    const member = await memberOf(org.id, admin, "member");
    const url = `/api/organizations/${org.id}/members/${member.user.id}`;
    const deep = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const nested = await t.request({
      method: "DELETE",
      url,
      body: deep,
      headers: { "content-type": "application/json" },
      session: admin.session,
    });
    expect(nested.statusCode).toBe(400);
    expect((await call(admin, "DELETE", url, { transferTo: "1".repeat(1024 * 1024) })).statusCode).toBe(413);
    expect((await call(admin, "DELETE", url, { transferTo: 2 ** 31 })).statusCode).toBe(400);
    const members = (await call(admin, "GET", `/api/organizations/${org.id}/members`)).json().members;
    expect(members.map((m: { userId: number }) => m.userId)).toContain(member.user.id);
  });
});

describe("deleting an organisation", () => {
  it("is for level 5; its memberships and teams go with it", async () => {
    const { admin, org } = await newOrganization();
    const owner = await memberOf(org.id, admin, "owner");
    await call(owner, "POST", `/api/organizations/${org.id}/teams`, { name: "Ops" });
    const refused = await call(owner, "DELETE", `/api/organizations/${org.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ORG_DELETE_DENIAL);

    expect((await call(admin, "DELETE", `/api/organizations/${org.id}`)).statusCode).toBe(200);
    expect((await call(admin, "GET", `/api/organizations/${org.id}`)).statusCode).toBe(404);
    expect((await call(owner, "GET", "/api/organizations")).json().organizations).toEqual([]);
    expect((await call(admin, "DELETE", `/api/organizations/${org.id}`)).statusCode).toBe(404);
  });
});
