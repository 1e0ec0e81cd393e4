/**
 * Cards linked to an organisation's template: made from it (by the member, or for them by the
 * organisation's owners and admins), merged with it whenever read, so a template change reaches
 * every linked card and its cached public page at once; a save that changes what the template
 * locks or hides is refused with 422 naming the field; only the organisation's managers take a
 * card off its template, and the card keeps what it showed.
 */
import { describe, expect, it } from "vitest";
import {
  CREATE_FOR_OTHERS_DENIAL,
  ORG_MANAGE_DENIAL,
  ORG_READ_DENIAL,
  ORG_UNLINK_DENIAL,
} from "../../../core/policy";
import type { SignedInUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { orgTestKit } from "./org-test-kit";

const t = testAppPerFile();
const { call, organization, newOrganization, memberOf } = orgTestKit(t);

const TEMPLATE = {
  name: "Staff",
  fields: { theme: "corporate", company: "Acme Ltd", website: "acme.test", address: "1 Main St" },
  locked: ["company", "theme"],
  hidden: ["about"],
};

/** An organisation with a template, its id, and a card its member made from it. */
async function linkedCard() {
  const org = await organization();
  const made = await call(org.admin, "POST", `/api/organizations/${org.orgId}/templates`, TEMPLATE);
  expect(made.statusCode).toBe(201);
  const templateId = made.json().id as number;
  const card = await call(org.member, "POST", "/api/business-cards", { name: "Jane Roe", templateId });
  expect(card.statusCode).toBe(201);
  return { ...org, templateId, card: card.json() as { id: number; slug: string } };
}

const save = (who: SignedInUser, id: number, body: object) =>
  call(who, "PUT", `/api/business-cards/${id}`, body);
const publicCard = async (slug: string) => (await call(undefined, "GET", `/api/card/${slug}`)).json();

describe("a card made from a template", () => {
  it("starts with the template's values, belongs to its organisation and shows its locks", async () => {
    const { orgId, templateId, card } = await linkedCard();
    expect(card).toMatchObject({
      name: "Jane Roe",
      theme: "corporate",
      company: "Acme Ltd",
      website: "https://acme.test",
      address: "1 Main St",
      about: null,
      organizationId: orgId,
      templateId,
      template: { id: templateId, name: "Staff", locked: ["company", "theme"], hidden: ["about"] },
      listed: false,
      deactivatedAt: null,
    });
    const shown = await publicCard(card.slug);
    expect(shown.company).toBe("Acme Ltd");
    // The organisation's bookkeeping stays off the public answer.
    expect(shown).not.toHaveProperty("templateId");
    expect(shown).not.toHaveProperty("organizationId");
  });

  it("refuses a save that changes a locked field or fills a hidden one: 422 naming the field", async () => {
    const { member, card } = await linkedCard();
    const locked = await save(member, card.id, { company: "Rogue Inc" });
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({
      message: "Company is locked by your organisation's template.",
      fields: { company: "Company is locked by your organisation's template." },
    });
    const hidden = await save(member, card.id, { about: "My story" });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().message).toBe("About is hidden by your organisation's template.");
    // Nor through the copy older cards keep in customizations.
    const copy = await save(member, card.id, { customizations: { about: "My story" } });
    expect(copy.statusCode).toBe(422);
    expect(copy.json().message).toBe("About is hidden by your organisation's template.");
    const theme = await save(member, card.id, { theme: "minimalist" });
    expect(theme.json().message).toBe("Theme is locked by your organisation's template.");
    // Nothing of a refused save is written.
    expect((await call(member, "GET", `/api/business-cards/${card.id}`)).json()).toMatchObject({
      company: "Acme Ltd",
      about: null,
      theme: "corporate",
    });
  });

  it("takes the whole card sent back as it reads, and the member's changes to default fields", async () => {
    const { member, card } = await linkedCard();
    const whole = (await call(member, "GET", `/api/business-cards/${card.id}`)).json();
    const { id: _id, user: _user, template: _t, createdAt: _c, updatedAt: _u, logo: _l, ...fields } = whole;
    const { userId: _owner, organizationId: _o, deactivatedAt: _d, ...editable } = fields;
    const resent = await save(member, card.id, { ...editable, website: "https://jane.acme.test" });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ website: "https://jane.acme.test", company: "Acme Ltd" });
  });

  it("shows a template change on every linked card and its public page at once", async () => {
    const { admin, orgId, templateId, member, card } = await linkedCard();
    const second = await call(member, "GET", `/api/business-cards/${card.id}`);
    expect(second.json().company).toBe("Acme Ltd");
    // The public page is read, and so cached, before the change.
    expect((await publicCard(card.slug)).company).toBe("Acme Ltd");
    const page = await call(undefined, "GET", `/view/${card.slug}`);
    expect(page.body).toContain("Acme Ltd");
    const changed = await call(admin, "PUT", `/api/organizations/${orgId}/templates/${templateId}`, {
      ...TEMPLATE,
      fields: { ...TEMPLATE.fields, company: "Acme Group" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await publicCard(card.slug)).company).toBe("Acme Group");
    const pageAfter = await call(undefined, "GET", `/view/${card.slug}`);
    expect(pageAfter.body).toContain("Acme Group");
    expect(pageAfter.body).not.toContain("Acme Ltd");
    expect((await call(member, "GET", `/api/business-cards/${card.id}`)).json().company).toBe("Acme Group");
  });

  it("is taken off its template by the organisation's admins only, and keeps what it showed", async () => {
    const { admin, member, card } = await linkedCard();
    const refused = await save(member, card.id, { templateId: null });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ORG_UNLINK_DENIAL);
    const unlinked = await save(admin, card.id, { templateId: null });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toMatchObject({
      templateId: null,
      template: null,
      company: "Acme Ltd",
      theme: "corporate",
    });
    // Its own now: the member may change it.
    expect((await save(member, card.id, { company: "Jane's Shop" })).json().company).toBe("Jane's Shop");
  });

  it("keeps its values when the template is deleted", async () => {
    const { admin, orgId, templateId, member, card } = await linkedCard();
    const deleted = await call(admin, "DELETE", `/api/organizations/${orgId}/templates/${templateId}`);
    expect(deleted.statusCode).toBe(200);
    const after = (await call(member, "GET", `/api/business-cards/${card.id}`)).json();
    expect(after).toMatchObject({
      templateId: null,
      company: "Acme Ltd",
      theme: "corporate",
      organizationId: orgId,
    });
    expect((await publicCard(card.slug)).company).toBe("Acme Ltd");
  });
});

describe("who links a card to a template", () => {
  it("an admin makes a card from it for a member, not for someone outside", async () => {
    const { admin, member, orgId } = await organization();
    const { id: templateId } = (
      await call(admin, "POST", `/api/organizations/${orgId}/templates`, TEMPLATE)
    ).json();
    const made = await call(admin, "POST", "/api/business-cards", { userId: member.user.id, templateId });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ userId: member.user.id, company: "Acme Ltd", templateId });
    // The admin now manages that card as the organisation's.
    expect((await save(admin, made.json().id, { website: "https://m.acme.test" })).statusCode).toBe(200);
    const outsider = await t.signedInUser(1, "outsider");
    const notMember = await call(admin, "POST", "/api/business-cards", {
      userId: outsider.user.id,
      templateId,
    });
    expect(notMember.statusCode).toBe(422);
    expect(notMember.json().message).toBe(
      "The card's owner is not a member of this template's organisation.",
    );
  });

  it("a member makes cards for themselves only; an outsider not at all", async () => {
    const { admin, member, orgId } = await organization();
    const { id: templateId } = (
      await call(admin, "POST", `/api/organizations/${orgId}/templates`, TEMPLATE)
    ).json();
    const forAdmin = await call(member, "POST", "/api/business-cards", { userId: admin.user.id, templateId });
    expect(forAdmin.statusCode).toBe(403);
    expect(forAdmin.json().message).toBe(ORG_MANAGE_DENIAL);
    const outsider = await t.signedInUser(1, "outsider");
    const own = await call(outsider, "POST", "/api/business-cards", { templateId });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(ORG_READ_DENIAL);
    // Without a template, making a card for someone else stays an administrator's.
    const plain = await call(admin, "POST", "/api/business-cards", { userId: member.user.id });
    expect(plain.json().message).toBe(CREATE_FOR_OTHERS_DENIAL);
  });

  it("refuses a template of another organisation, an unknown one, and a locked value sent with it", async () => {
    const { admin, member, orgId, card } = await linkedCard();
    const other = await newOrganization("other");
    await memberOf(other.org.id, other.admin, "member");
    const { id: foreign } = (
      await call(other.admin, "POST", `/api/organizations/${other.org.id}/templates`, TEMPLATE)
    ).json();
    const joined = await call(other.admin, "POST", `/api/organizations/${other.org.id}/members`, {
      userId: member.user.id,
      role: "member",
    });
    expect(joined.statusCode).toBe(201);
    const moved = await save(admin, card.id, { templateId: foreign });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toBe("This card belongs to another organisation.");
    expect(
      (await call(member, "POST", "/api/business-cards", { templateId: 2_000_000_000 })).statusCode,
    ).toBe(404);
    const { id: templateId } = (
      await call(admin, "POST", `/api/organizations/${orgId}/templates`, { ...TEMPLATE, name: "Other" })
    ).json();
    const clash = await call(member, "POST", "/api/business-cards", { templateId, company: "Mine" });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().fields).toEqual({ company: "Company is locked by your organisation's template." });
  });

  it("lists only an organisation's cards in its directory", async () => {
    const { member, card } = await linkedCard();
    expect((await save(member, card.id, { listed: true })).json().listed).toBe(true);
    const loner = await t.signedInUser(2, "loner");
    const own = (await call(loner, "POST", "/api/business-cards", { name: "Lone" })).json();
    const refused = await save(loner, own.id, { listed: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Only an organisation's cards can be listed in its directory.");
  });
});
