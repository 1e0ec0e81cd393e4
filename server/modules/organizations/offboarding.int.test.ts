/**
 * DELETE /api/organizations/{orgId}/members/{userId}: a member with cards of the organisation
 * leaves only once the request says what happens to them (transfer to another member, or
 * deactivate); nothing is deleted; a deactivated card's public answers say it is no longer active
 * and offer the organisation's page; admins cannot remove owners, members nobody.
 */
import { describe, expect, it } from "vitest";
import { ORG_MANAGE_DENIAL, ORG_OWNER_REMOVE_DENIAL } from "../../../core/policy";
import type { SignedInUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { orgTestKit } from "./org-test-kit";

const t = testAppPerFile();
const { call, organization, memberOf } = orgTestKit(t);

/** An organisation whose member has a card made from its template. */
async function memberWithCard() {
  const org = await organization();
  const template = { name: "Staff", fields: { company: "Acme Ltd" }, locked: ["company"] };
  const { id: templateId } = (
    await call(org.admin, "POST", `/api/organizations/${org.orgId}/templates`, template)
  ).json();
  const made = await call(org.member, "POST", "/api/business-cards", { name: "Leaving Lee", templateId });
  expect(made.statusCode).toBe(201);
  return { ...org, card: made.json() as { id: number; slug: string } };
}

const remove = (who: SignedInUser, orgId: number, userId: number, body?: object) =>
  call(who, "DELETE", `/api/organizations/${orgId}/members/${userId}`, body);

const memberIds = async (who: SignedInUser, orgId: number) =>
  (
    (await call(who, "GET", `/api/organizations/${orgId}/members`)).json().members as { userId: number }[]
  ).map((member) => member.userId);

describe("removing a member", () => {
  it("with cards of the organisation, asks what happens to them and changes nothing until told", async () => {
    const { admin, orgId, member, card } = await memberWithCard();
    const refused = await remove(admin, orgId, member.user.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      "This member has cards of the organisation: transfer them to another member or deactivate them.",
    );
    expect(await memberIds(admin, orgId)).toContain(member.user.id);
    expect((await call(undefined, "GET", `/api/card/${card.slug}`)).statusCode).toBe(200);
  });

  it("transfers the cards to another member: same card, address and template, a new owner", async () => {
    const { root, admin, orgId, member, card } = await memberWithCard();
    const heir = await memberOf(orgId, root, "member");
    const removed = await remove(admin, orgId, member.user.id, { transferTo: heir.user.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: "Member removed", transferred: 1, deactivated: 0 });
    expect(await memberIds(admin, orgId)).not.toContain(member.user.id);
    const mine = (await call(heir, "GET", "/api/business-cards")).json() as {
      id: number;
      slug: string;
      company: string;
    }[];
    expect(mine).toEqual([expect.objectContaining({ id: card.id, slug: card.slug, company: "Acme Ltd" })]);
    expect((await call(member, "GET", "/api/business-cards")).json()).toEqual([]);
    expect((await call(undefined, "GET", `/view/${card.slug}`)).statusCode).toBe(200);
  });

  it("deactivates the cards: their page says so and offers the organisation's, the card is kept", async () => {
    const { admin, org, orgId, member, card } = await memberWithCard();
    // Read first, so the deactivation must reach the cached page.
    expect((await call(undefined, "GET", `/view/${card.slug}`)).statusCode).toBe(200);
    const removed = await remove(admin, orgId, member.user.id, { deactivate: true });
    expect(removed.json()).toEqual({ message: "Member removed", transferred: 0, deactivated: 1 });
    const page = await call(undefined, "GET", `/view/${card.slug}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("This card is no longer active.");
    expect(page.body).toContain(`href="/o/${org.slug}"`);
    const json = await call(undefined, "GET", `/api/card/${card.slug}`);
    expect(json.statusCode).toBe(410);
    expect(json.json().message).toBe("This card is no longer active.");
    expect((await call(undefined, "GET", `/api/vcard/${card.id}`)).statusCode).toBe(410);
    const kept = (await call(member, "GET", `/api/business-cards/${card.id}`)).json();
    expect(kept).toMatchObject({ id: card.id, deactivatedAt: expect.any(String), listed: false });
  });

  it("transfers only to another member of the organisation", async () => {
    const { admin, orgId, member } = await memberWithCard();
    const outsider = await t.signedInUser(1, "outsider");
    for (const transferTo of [outsider.user.id, member.user.id]) {
      const refused = await remove(admin, orgId, member.user.id, { transferTo });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields).toEqual({
        transferTo: "Cards can only be transferred to another member of this organisation.",
      });
    }
    const both = await remove(admin, orgId, member.user.id, {
      transferTo: outsider.user.id,
      deactivate: true,
    });
    expect(both.statusCode).toBe(400);
  });

  it("is for owners and admins; an admin cannot remove an owner, and the last owner stays", async () => {
    const { root, admin, orgId, member } = await memberWithCard();
    const owner = await memberOf(orgId, root, "owner");
    const byMember = await remove(member, orgId, admin.user.id);
    expect(byMember.statusCode, byMember.body).toBe(403);
    expect(byMember.json().message).toBe(ORG_MANAGE_DENIAL);
    const ownerByAdmin = await remove(admin, orgId, owner.user.id);
    expect(ownerByAdmin.statusCode).toBe(403);
    expect(ownerByAdmin.json().message).toBe(ORG_OWNER_REMOVE_DENIAL);
    const last = await remove(owner, orgId, owner.user.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe("An organisation keeps at least one owner.");
    // Without cards of the organisation, nothing needs choosing.
    expect((await remove(owner, orgId, admin.user.id)).json()).toEqual({
      message: "Member removed",
      transferred: 0,
      deactivated: 0,
    });
    expect((await remove(owner, orgId, admin.user.id)).statusCode).toBe(404);
  });
});
