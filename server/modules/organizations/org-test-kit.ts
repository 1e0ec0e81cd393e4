/**
 * What the organisations' tests build on: requests as a signed-in person, a new organisation made
 * by a level-5 administrator, and people joined to it with a role.
 */
import { expect } from "vitest";
import type { OrgRole } from "../../../core/organizations";
import type { SignedInUser, TestApp } from "../../test/harness";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function orgTestKit(t: TestApp) {
  const call = (who: SignedInUser | undefined, method: Method, url: string, body?: unknown) =>
    t.request({ method, url, body, session: who?.session });

  /** A new organisation made by a new level-5 administrator, who is not a member of it. */
  async function newOrganization(prefix = "acme") {
    const admin = await t.signedInUser(5, "orgadmin");
    const slug = t.uniqueName(prefix).toLowerCase();
    const created = await call(admin, "POST", "/api/organizations", { name: `Org ${slug}`, slug });
    expect(created.statusCode).toBe(201);
    return { admin, org: created.json() as { id: number; slug: string; name: string } };
  }

  /** A new user at `level` with `role` in the organisation, added by `admin`. */
  async function memberOf(orgId: number, admin: SignedInUser, role: OrgRole, level = 1) {
    const person = await t.signedInUser(level, role);
    const added = await call(admin, "POST", `/api/organizations/${orgId}/members`, {
      userId: person.user.id,
      role,
    });
    expect(added.statusCode).toBe(201);
    return person;
  }

  /** A new organisation with an admin and a member of it (level 1 both). */
  async function organization() {
    const { admin: root, org } = await newOrganization("tpl");
    return {
      root,
      org,
      orgId: org.id,
      admin: await memberOf(org.id, root, "admin"),
      member: await memberOf(org.id, root, "member"),
    };
  }

  return { call, newOrganization, memberOf, organization };
}
