/**
 * GET /api/organizations/{orgId}/analytics (and its CSV export): the organisation's cards' views,
 * clicks, saves, form answers and leads in the range, in all, by team and by member; for its
 * owners and admins only; events before the range and other organisations' cards are not counted.
 */
import { describe, expect, it } from "vitest";
import { ORG_MANAGE_DENIAL } from "../../../core/policy";
import { salesbotConversations } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { analyticsTestKit, DAY_MS } from "../analytics/analytics-test-kit";
import { orgTestKit } from "../organizations/org-test-kit";

const t = testAppPerFile();
const { call, newOrganization, memberOf } = orgTestKit(t);
const events = analyticsTestKit(() => t);

async function organisationWithCards() {
  const { admin, org } = await newOrganization("stats");
  const team = (await call(admin, "POST", `/api/organizations/${org.id}/teams`, { name: "Sales" })).json();
  const template = { name: "Staff", fields: { company: "Acme" } };
  const { id: templateId } = (
    await call(admin, "POST", `/api/organizations/${org.id}/templates`, template)
  ).json();
  const cardOf = async (teamId?: number) => {
    const member = await memberOf(org.id, admin, "member");
    if (teamId)
      await call(admin, "PATCH", `/api/organizations/${org.id}/members/${member.user.id}`, { teamId });
    const card = (await call(member, "POST", "/api/business-cards", { name: "Counted", templateId })).json();
    return { member, cardId: card.id as number };
  };
  return { admin, org, team, seller: await cardOf(team.id), loner: await cardOf() };
}

describe("organisation analytics", () => {
  it("sums the range's events by team and by member, leads being form answers and conversations with contact", async () => {
    const { admin, org, team, seller, loner } = await organisationWithCards();
    const now = new Date();
    const old = new Date(now.getTime() - 400 * DAY_MS);
    await events.views(seller.cardId, [{ at: now }, { at: now }, { at: old }]);
    await events.clicks(seller.cardId, [{ at: now, linkType: "website", linkId: "website" }]);
    await events.saves(loner.cardId, [{ at: now }]);
    await events.submissions(loner.cardId, [{ at: now, formData: { name: "Visitor" } }]);
    await t.db.insert(salesbotConversations).values([
      { cardId: seller.cardId, sessionId: "with-contact", visitorEmail: "v@example.test" },
      { cardId: seller.cardId, sessionId: "no-contact" },
    ]);
    // Another organisation's card is not counted.
    const other = await organisationWithCards();
    await events.views(other.seller.cardId, [{ at: now }]);

    const answer = await call(
      admin,
      "GET",
      `/api/organizations/${org.id}/analytics?range=daily&tz=Europe/Berlin`,
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.totals).toEqual({ cards: 2, views: 2, clicks: 1, saves: 1, submissions: 1, leads: 2 });
    expect(body.byTeam).toEqual([
      { teamId: team.id, team: "Sales", cards: 1, views: 2, clicks: 1, saves: 0, submissions: 0, leads: 1 },
      { teamId: null, team: null, cards: 1, views: 0, clicks: 0, saves: 1, submissions: 1, leads: 1 },
    ]);
    expect(body.byMember.map((member: { userId: number }) => member.userId)).toEqual([
      seller.member.user.id,
      loner.member.user.id,
    ]);
    // The yearly range reaches back to the first event.
    const yearly = (await call(admin, "GET", `/api/organizations/${org.id}/analytics?range=yearly`)).json();
    expect(yearly.totals.views).toBe(3);
  });

  it("exports the figures by member as CSV", async () => {
    const { admin, org, seller } = await organisationWithCards();
    await events.views(seller.cardId, [{ at: new Date() }]);
    const file = await call(admin, "GET", `/api/organizations/${org.id}/analytics/export?range=monthly`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("text/csv");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="${org.slug}-analytics-monthly.csv"`,
    );
    const lines = file.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Member","Username","Team","Cards","Views","Clicks","Saves","Form submissions","Leads"',
    );
    expect(lines.at(-1)).toBe('"All members","","","2","1","0","0","0","0"');
  });

  it("is for the organisation's owners and admins: a member gets 403, a bad time zone 400", async () => {
    const { admin, org, seller } = await organisationWithCards();
    const refused = await call(seller.member, "GET", `/api/organizations/${org.id}/analytics`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ORG_MANAGE_DENIAL);
    expect(
      (await call(seller.member, "GET", `/api/organizations/${org.id}/analytics/export`)).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, "GET", `/api/organizations/${org.id}/analytics?tz=Mars/Olympus`)).statusCode,
    ).toBe(400);
    expect((await call(undefined, "GET", `/api/organizations/${org.id}/analytics`)).statusCode).toBe(401);
  });
});
