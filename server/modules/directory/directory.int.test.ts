/**
 * GET /o/{slug}: an organisation's listed, active cards of its members, by name, searchable by
 * name and team, a page at a time; server-written with no script; fresh after a card change; an
 * unknown organisation answers 404, odd query values fall back to the defaults.
 */
import { describe, expect, it } from "vitest";
import { DIRECTORY_PAGE_SIZE } from "../../../core/directory";
import type { SignedInUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { orgTestKit } from "../organizations/org-test-kit";

const t = testAppPerFile();
const { call, newOrganization, memberOf } = orgTestKit(t);

/** An organisation with a team, and a helper making a listed card for a new member. */
async function directory() {
  const { admin, org } = await newOrganization("dir");
  const team = (
    await call(admin, "POST", `/api/organizations/${org.id}/teams`, { name: "Sales" })
  ).json() as {
    id: number;
  };
  const template = { name: "Staff", fields: { company: "Acme Ltd" }, locked: ["company"] };
  const { id: templateId } = (
    await call(admin, "POST", `/api/organizations/${org.id}/templates`, template)
  ).json();
  async function person(name: string, options: { listed?: boolean; team?: boolean; title?: string } = {}) {
    const member: SignedInUser = await memberOf(org.id, admin, "member");
    if (options.team) {
      await call(admin, "PATCH", `/api/organizations/${org.id}/members/${member.user.id}`, {
        teamId: team.id,
      });
    }
    const card = await call(member, "POST", "/api/business-cards", {
      name,
      title: options.title ?? "Engineer",
      templateId,
      listed: options.listed ?? true,
    });
    expect(card.statusCode).toBe(201);
    return { member, card: card.json() as { id: number; slug: string } };
  }
  return { admin, org, team, templateId, person };
}

const page = (slug: string, query = "") => call(undefined, "GET", `/o/${slug}${query}`);

describe("the organisation directory", () => {
  it("lists the listed cards of its members by name, with the template's company, and no script", async () => {
    const { org, person } = await directory();
    await person("Zoe Zed", { team: true });
    await person("Adam Ant");
    await person("Hidden Hal", { listed: false });
    const answer = await page(org.slug);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/html");
    const html = answer.body;
    expect(html).toContain(`<h1>${org.name}</h1>`);
    expect(html).toContain("2 people");
    expect(html.indexOf("Adam Ant")).toBeLessThan(html.indexOf("Zoe Zed"));
    expect(html).not.toContain("Hidden Hal");
    expect(html).toContain("Engineer · Acme Ltd");
    expect(html).toContain("Sales");
    expect(html).not.toContain("<script");
  });

  it("searches by name and by team with a plain GET form", async () => {
    const { org, team, person } = await directory();
    await person("Maria Lopez", { team: true });
    await person("Mario Rossi");
    await person("Ann Other", { title: "Mario's assistant" });
    const byName = (await page(org.slug, "?q=mari")).body;
    expect(byName).toContain("3 people found");
    const byTeam = (await page(org.slug, `?q=mari&team=${team.id}`)).body;
    expect(byTeam).toContain("1 person found");
    expect(byTeam).toContain("Maria Lopez");
    expect(byTeam).not.toContain("Mario Rossi");
    // A % is a character like any other, not a wildcard.
    expect((await page(org.slug, "?q=%25")).body).toContain("Nobody matches this search.");
  });

  it("shows a card change at once, and leaves out deactivated cards", async () => {
    const { admin, org, person } = await directory();
    const { member, card } = await person("Before Name");
    expect((await page(org.slug)).body).toContain("Before Name");
    await call(member, "PUT", `/api/business-cards/${card.id}`, { name: "After Name" });
    expect((await page(org.slug)).body).toContain("After Name");
    await call(admin, "DELETE", `/api/organizations/${org.id}/members/${member.user.id}`, {
      deactivate: true,
    });
    expect((await page(org.slug)).body).not.toContain("After Name");
  });

  it("pages by " + DIRECTORY_PAGE_SIZE, async () => {
    const { org, person } = await directory();
    for (let i = 0; i < DIRECTORY_PAGE_SIZE + 1; i++) await person(`Person ${String(i).padStart(2, "0")}`);
    const first = (await page(org.slug)).body;
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain(`href="/o/${org.slug}?page=2"`);
    const second = (await page(org.slug, "?page=2")).body;
    expect(second).toContain(`Person ${DIRECTORY_PAGE_SIZE}`);
    expect(second).not.toContain("Person 00");
  }, 30_000);

  it("answers an unknown organisation with 404, and odd query values with the first page", async () => {
    const missing = await page("no-such-organisation");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Organisation Not Found");
    expect((await page("x".repeat(100))).statusCode).toBe(404);
    const { org, person } = await directory();
    await person("Only One");
    for (const query of [
      "?page=-3",
      "?page=abc",
      "?team=99999999999",
      `?q=${"a".repeat(1000)}`,
      "?page=1e9",
    ]) {
      const answer = await page(org.slug, query);
      expect(answer.statusCode, query).toBe(200);
    }
  });
});
