/**
 * /api/organizations/{orgId}/templates: owners and admins make, change and delete an
 * organisation's card templates, its members read them, nobody outside it sees them; values are
 * checked by the card's own rules; names are unique in an organisation; the count is capped.
 */
import { describe, expect, it } from "vitest";
import { TEMPLATES_PER_ORG_MAX } from "../../../core/organizations";
import { ORG_MANAGE_DENIAL, ORG_READ_DENIAL } from "../../../core/policy";
import { testAppPerFile } from "../../test/test-app-per-file";
import { type Method, orgTestKit } from "./org-test-kit";

const t = testAppPerFile();

const { call, organization } = orgTestKit(t);

const BRAND = {
  name: "Sales team",
  fields: { theme: "corporate", company: "Acme Ltd", website: "acme.test", about: "" },
  locked: ["company", "theme"],
  hidden: ["gallery"],
};

describe("card templates", () => {
  it("an admin makes one: 201 with its values as the card's rules store them", async () => {
    const { orgId, admin } = await organization();
    const made = await call(admin, "POST", `/api/organizations/${orgId}/templates`, BRAND);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({
      id: expect.any(Number),
      name: "Sales team",
      // The website gains its https://, and an empty about is stored as nothing, as on a card.
      fields: { theme: "corporate", company: "Acme Ltd", website: "https://acme.test", about: null },
      locked: ["company", "theme"],
      hidden: ["gallery"],
    });
  });

  it("its members read them; they may not make, change or delete one", async () => {
    const { orgId, admin, member } = await organization();
    const { id } = (await call(admin, "POST", `/api/organizations/${orgId}/templates`, BRAND)).json();
    const list = await call(member, "GET", `/api/organizations/${orgId}/templates`);
    expect(list.statusCode).toBe(200);
    expect(list.json().templates.map((template: { id: number }) => template.id)).toEqual([id]);
    expect((await call(member, "GET", `/api/organizations/${orgId}/templates/${id}`)).json().name).toBe(
      "Sales team",
    );
    for (const [method, url] of [
      ["POST", `/api/organizations/${orgId}/templates`],
      ["PUT", `/api/organizations/${orgId}/templates/${id}`],
      ["DELETE", `/api/organizations/${orgId}/templates/${id}`],
    ] as const) {
      const refused = await call(member, method, url, { ...BRAND, name: "Mine" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ORG_MANAGE_DENIAL);
    }
  });

  it("an admin of another organisation neither reads nor manages them", async () => {
    const first = await organization();
    const other = await organization();
    const { id } = (
      await call(first.admin, "POST", `/api/organizations/${first.orgId}/templates`, BRAND)
    ).json();
    const read = await call(other.admin, "GET", `/api/organizations/${first.orgId}/templates/${id}`);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(ORG_READ_DENIAL);
    const changed = await call(
      other.admin,
      "PUT",
      `/api/organizations/${first.orgId}/templates/${id}`,
      BRAND,
    );
    expect(changed.statusCode).toBe(403);
    // Its own organisation's address does not reach another's template.
    const crossed = await call(other.admin, "GET", `/api/organizations/${other.orgId}/templates/${id}`);
    expect(crossed.statusCode).toBe(404);
  });

  it("changes and deletes one; an unknown one answers 404", async () => {
    const { orgId, admin } = await organization();
    const { id } = (await call(admin, "POST", `/api/organizations/${orgId}/templates`, BRAND)).json();
    const changed = await call(admin, "PUT", `/api/organizations/${orgId}/templates/${id}`, {
      name: "Sales",
      fields: { company: "Acme Group" },
      locked: ["company"],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      id,
      name: "Sales",
      fields: { company: "Acme Group" },
      locked: ["company"],
      hidden: [],
    });
    expect((await call(admin, "DELETE", `/api/organizations/${orgId}/templates/${id}`)).json()).toEqual({
      message: "Template deleted",
    });
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const gone = await call(admin, method, `/api/organizations/${orgId}/templates/${id}`, BRAND);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe("Template not found");
    }
  });

  it("refuses what a card could not hold, a field both locked and hidden, and a hidden theme", async () => {
    const { orgId, admin } = await organization();
    const url = `/api/organizations/${orgId}/templates`;
    const cases: [unknown, string][] = [
      [{ ...BRAND, fields: { website: "javascript:alert(1)" } }, "Please enter a valid website address"],
      [{ ...BRAND, fields: { theme: "neon" } }, "Please choose one of the available themes"],
      [{ ...BRAND, locked: ["slug"] }, "A template's fields are"],
      [
        { ...BRAND, locked: ["company"], hidden: ["company"] },
        "A field is either locked or hidden, not both",
      ],
      [
        { ...BRAND, locked: [], hidden: ["theme"] },
        "A card always has a theme: it may be locked, not hidden",
      ],
      [{ ...BRAND, name: "  " }, "Template name is required"],
    ];
    for (const [body, message] of cases) {
      const refused = await call(admin, "POST", url, body);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    expect((await call(admin, "GET", url)).json().templates).toEqual([]);
  });

  it("keeps names unique in an organisation (409 on the name), not across organisations", async () => {
    const first = await organization();
    const other = await organization();
    expect(
      (await call(first.admin, "POST", `/api/organizations/${first.orgId}/templates`, BRAND)).statusCode,
    ).toBe(201);
    const again = await call(first.admin, "POST", `/api/organizations/${first.orgId}/templates`, BRAND);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This organisation already has a template of that name.");
    expect(
      (await call(other.admin, "POST", `/api/organizations/${other.orgId}/templates`, BRAND)).statusCode,
    ).toBe(201);
  });

  it(`holds at most ${TEMPLATES_PER_ORG_MAX} per organisation, also when they are made at once`, async () => {
    const { orgId, admin } = await organization();
    const url = `/api/organizations/${orgId}/templates`;
    const made = await Promise.all(
      Array.from({ length: TEMPLATES_PER_ORG_MAX + 5 }, (_, i) =>
        call(admin, "POST", url, { ...BRAND, name: `T${i}` }),
      ),
    );
    const codes = made.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(TEMPLATES_PER_ORG_MAX);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    expect((await call(admin, "GET", url)).json().templates).toHaveLength(TEMPLATES_PER_ORG_MAX);
  });

  it("answers no session with 401, an id beyond the column with 400, and never a 500", async () => {
    const { orgId, admin } = await organization();
    const base = (org: number | string) => `/api/organizations/${org}/templates`;
    const routes: { method: Method; url: (org: number | string, template: number | string) => string }[] = [
      { method: "GET", url: (org) => base(org) },
      { method: "POST", url: (org) => base(org) },
      { method: "GET", url: (org, template) => `${base(org)}/${template}` },
      { method: "PUT", url: (org, template) => `${base(org)}/${template}` },
      { method: "DELETE", url: (org, template) => `${base(org)}/${template}` },
    ];
    for (const route of routes) {
      const label = `${route.method} ${route.url(":orgId", ":templateId")}`;
      expect((await call(undefined, route.method, route.url(orgId, 1), BRAND)).statusCode, label).toBe(401);
      const beyond = await call(admin, route.method, route.url(2 ** 31, 1), BRAND);
      expect(beyond.statusCode, label).toBe(400);
      expect(beyond.json().message, label).toBe("Organisation id must be a positive whole number");
    }
    const template = await call(admin, "GET", `${base(orgId)}/${2 ** 31}`);
    expect(template.statusCode).toBe(400);
    expect(template.json().message).toBe("Template id must be a positive whole number");
  });

  it("refuses a body nested 10,000 deep (400) and a 1 MB name (413), making nothing", async () => {
    const { orgId, admin } = await organization();
    const url = `/api/organizations/${orgId}/templates`;
    const deep = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const nested = await t.request({
      method: "POST",
      url,
      body: deep,
      headers: { "content-type": "application/json" },
      session: admin.session,
    });
    expect(nested.statusCode).toBe(400);
    expect((await call(admin, "POST", url, { ...BRAND, name: "a".repeat(1024 * 1024) })).statusCode).toBe(
      413,
    );
    expect((await call(admin, "GET", url)).json().templates).toEqual([]);
  });
});
