/**
 * Adding people to an organisation from a spreadsheet (decision 032): an owner who manages users
 * (level 4) picks a CSV with template and team columns on the organisation's Members tab, with the
 * keyboard; the dry run shows the template and team each row will use, as the organisation spells
 * them, and refuses a team it does not have; the upload shows its progress, and the people appear
 * among the members in their teams, their cards made from the template. The screens pass the
 * accessibility scan in both themes, on the desktop and the phone. Every name a test makes starts
 * with its project's initial, so the projects never collide.
 */
import type { Browser, Locator } from "@playwright/test";
import type { UserListItem } from "../core/schemas/users";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { post, uniqueTag } from "./support/api-made";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { csvFile } from "./support/spreadsheets";
import { USERS } from "./support/users";

const ADMINISTRATOR = USERS.orgsAdmin;
const COMPANY = "Acme Batch Ltd";
const HEADER = ["username", "fullName", "email", "accessLevel", "cardSlug", "password", "template", "team"];
const MASKED_PASSWORD = "••••••••Password hidden";

/**
 * Through the API as the level-5 administrator: an organisation with the teams Sales and Support,
 * a template locking the company, and an owner at level 4 (who may batch-upload), with a password.
 */
async function organizationWithOwner(page: Page, tag: string) {
  const org = await post<{ id: number; name: string }>(page, "/api/organizations", {
    name: `Batch ${tag}`,
    slug: `batch-${tag}`,
  });
  const teams: Record<string, number> = {};
  for (const name of ["Sales", "Support"]) {
    teams[name] = (await post<{ id: number }>(page, `/api/organizations/${org.id}/teams`, { name })).id;
  }
  await post(page, `/api/organizations/${org.id}/templates`, {
    name: "Sales card",
    fields: { company: COMPANY },
    locked: ["company"],
  });
  const owner = {
    username: `${tag}-own`,
    password: `${tag}-owner-secret`,
  };
  const created = await post<UserListItem>(page, "/api/users", {
    ...owner,
    fullName: "Olga Owner",
    email: `${tag}-own@cardfolio.test`,
    accessLevel: 4,
    cardSlug: "",
  });
  await post(page, `/api/organizations/${org.id}/members`, { userId: created.id, role: "owner" });
  return { org, teams, owner };
}

/** A page of its own for `user`, with the project's address and screen (the runner's defaults). */
async function signedInPage(browser: Browser, user: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

function dataRows(table: Locator): Locator {
  return table.getByRole("row").filter({ has: table.page().getByRole("cell") });
}

test("an owner adds people from a spreadsheet with templates and teams, sees them in the dry run, and finds them among the members", {
  tag: "@phone",
}, async ({ page, browser }) => {
  test.slow();
  const tag = uniqueTag("ob");
  await signIn(page, ADMINISTRATOR);
  const { org, teams, owner } = await organizationWithOwner(page, tag);
  const people = {
    ana: { username: `${tag}-ana`, fullName: "Ana Template" },
    ben: { username: `${tag}-ben`, fullName: "Ben Support" },
    cat: { username: `${tag}-cat`, fullName: "Cat Unknown" },
  };
  const row = (person: { username: string; fullName: string }, template: string, team: string) => [
    person.username,
    person.fullName,
    `${person.username}@cardfolio.test`,
    "1",
    "",
    `${person.username}-secret`,
    template,
    team,
  ];
  // Capitals as a person types them: the organisation's own spelling is what the dry run shows.
  const file = csvFile(`org-batch-${tag}.csv`, [
    HEADER,
    row(people.ana, "sales CARD", "sales"),
    row(people.ben, "", "Support"),
    row(people.cat, "Sales card", "Ops"),
  ]);

  const ownerPage = await signedInPage(browser, owner);
  try {
    await ownerPage.goto(`/organizations/${org.id}`);
    await expect(ownerPage.getByRole("heading", { name: org.name, level: 1 })).toBeVisible();
    await expect(ownerPage.getByRole("heading", { name: "Add people from a spreadsheet" })).toBeVisible();

    const dialog = ownerPage.getByRole("dialog", { name: "Batch Upload Preview" });
    await test.step("the file is picked with the keyboard", async () => {
      const picker = ownerPage.getByRole("button", { name: "Choose a spreadsheet" });
      await picker.focus();
      const choosing = ownerPage.waitForEvent("filechooser");
      await ownerPage.keyboard.press("Enter");
      await (await choosing).setFiles(file);
      await expect(dialog).toBeVisible({ timeout: 15_000 });
    });

    await test.step("the dry run shows each row's template and team, and refuses a team the organisation lacks", async () => {
      await expect(dialog).toHaveAccessibleDescription(`${file.name} · 3 users found, 2 valid, 1 invalid`);
      const table = dialog.getByRole("table", { name: "Users in the file" });
      await expect(table.getByRole("columnheader", { name: "Template" })).toBeVisible();
      await expect(table.getByRole("columnheader", { name: "Team" })).toBeVisible();
      const rows = dataRows(table);
      await expect(rows).toHaveCount(3);
      const cells = (person: { username: string; fullName: string }, level = "User (1)") => [
        person.username,
        person.fullName,
        `${person.username}@cardfolio.test`,
        level,
        "-",
        MASKED_PASSWORD,
      ];
      await expect(rows.nth(0).getByRole("cell")).toHaveText([
        "Valid",
        ...cells(people.ana),
        "Sales card",
        "Sales",
      ]);
      await expect(rows.nth(1).getByRole("cell")).toHaveText(["Valid", ...cells(people.ben), "-", "Support"]);
      await expect(rows.nth(2).getByRole("cell")).toHaveText(["", ...cells(people.cat), "Sales card", "Ops"]);
      await expect(dialog.getByRole("button", { name: /^Invalid \(line 4\)/ })).toHaveAccessibleName(
        'Invalid (line 4): No team named "Ops" in this organisation.',
      );
      await expect(
        dialog.getByText(`template and team (optional: names of ${org.name}'s templates and teams).`),
      ).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(ownerPage, "organisation batch preview");
    });

    await test.step("the upload shows its progress, then what happened to each row sent", async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await ownerPage.route(
        "**/api/users/bulk",
        async (route) => {
          await held;
          await route.continue();
        },
        { times: 1 },
      );
      await dialog.getByRole("button", { name: "Upload Valid Users" }).click();
      await expect(dialog.getByRole("progressbar", { name: "Sending 2 users..." })).toBeVisible();
      release();
      const results = ownerPage.getByRole("dialog", { name: "Upload Results" });
      await expect(results.getByRole("status").filter({ hasText: "created" })).toHaveText(
        "2 created, 0 not created.",
      );
      const resultRows = dataRows(results.getByRole("table", { name: "Upload results" }));
      await expect(resultRows).toHaveCount(2);
      await expect(resultRows.nth(0)).toContainText(people.ana.username);
      await expect(resultRows.nth(1)).toContainText(people.ben.username);
      await expectNoSeriousA11yViolationsInBothThemes(ownerPage, "organisation batch results");
      await results.getByRole("button", { name: "Show members" }).click();
      await expect(results).toBeHidden();
      await expect(ownerPage.getByRole("heading", { name: "Members", exact: true })).toBeFocused();
    });

    await test.step("the people are members in their teams, with the template's card", async () => {
      const members = ownerPage.getByRole("list", { name: "Members" });
      const teamOf = (person: { username: string; fullName: string }) =>
        members.locator(`[data-member="${person.username}"]`).getByLabel(`Team of ${person.fullName}`);
      await expect(teamOf(people.ana)).toHaveValue(String(teams.Sales));
      await expect(teamOf(people.ben)).toHaveValue(String(teams.Support));
      await expect(members.locator(`[data-member="${people.cat.username}"]`)).toHaveCount(0);
      await expect(ownerPage.getByText("/o/batch-")).toContainText("3 members");

      const found = await ownerPage.request.get(`/api/users?search=${people.ana.username}&page=1`);
      const anaId = ((await found.json()) as { users: UserListItem[] }).users[0]?.id;
      const cards = await ownerPage.request.get(`/api/business-cards/user/${anaId}`);
      expect(cards.status()).toBe(200);
      const [card] = (await cards.json()) as { company: string | null; template: { name: string } | null }[];
      expect(card?.company).toBe(COMPANY);
      expect(card?.template?.name).toBe("Sales card");
    });
  } finally {
    await ownerPage.context().close();
  }
});

test("a member of the organisation has no spreadsheet entry", async ({ page, browser }) => {
  const tag = uniqueTag("om");
  await signIn(page, ADMINISTRATOR);
  const { org } = await organizationWithOwner(page, tag);
  const member = { username: `${tag}-mem`, password: `${tag}-member-secret` };
  const created = await post<UserListItem>(page, "/api/users", {
    ...member,
    fullName: "Milo Member",
    email: `${tag}-mem@cardfolio.test`,
    accessLevel: 4,
    cardSlug: "",
  });
  await post(page, `/api/organizations/${org.id}/members`, { userId: created.id, role: "member" });

  const memberPage = await signedInPage(browser, member);
  try {
    await memberPage.goto(`/organizations/${org.id}`);
    await expect(memberPage.getByRole("list", { name: "Members" })).toContainText(member.username);
    await expect(memberPage.getByRole("heading", { name: "Add people from a spreadsheet" })).toHaveCount(0);
    await expect(memberPage.locator("[data-batch-input]")).toHaveCount(0);
  } finally {
    await memberPage.context().close();
  }
});
