/**
 * Organisations at /organizations (decision 032): a level-5 administrator makes one, adds its
 * teams and members, builds a card template with a locked company and makes a member's card from
 * it, which shows that company; removing a member asks what happens to their cards, then asks
 * again before anything is sent; the screens pass the accessibility scan in both themes on the
 * desktop and the phone. What the screens did is read back from the API and the public card page.
 * Every name a test makes starts with its project's initial, so the projects never collide.
 */
import type { UserListItem } from "../core/schemas/users";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { post, uniqueTag } from "./support/api-made";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast, toast } from "./support/toasts";
import { USERS } from "./support/users";

const ADMINISTRATOR = USERS.orgsAdmin;
const LOCKED_COMPANY = "Acme Cards Ltd";
const LOCKED_MESSAGE = "Company is locked by your organisation's template.";

/* ---- Through the API (the page's cookies: the signed-in administrator) ---- */

async function createUser(page: Page, username: string, fullName: string): Promise<UserListItem> {
  const response = await page.request.post("/api/users", {
    data: {
      username,
      fullName,
      email: `${username}@cardfolio.test`,
      password: `${username}-secret-7`,
      accessLevel: 1,
      cardSlug: "",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UserListItem;
}

/** An organisation with two members and a template locking the company, and a card of the first from it. */
async function organizationThroughApi(page: Page) {
  const tag = uniqueTag("api");
  const org = await post<{ id: number; name: string }>(page, "/api/organizations", {
    name: `Org ${tag}`,
    slug: `org-${tag}`,
  });
  const leaving = await createUser(page, `${tag}-leaving`, `Lea ${tag}`);
  const staying = await createUser(page, `${tag}-staying`, `Stan ${tag}`);
  for (const user of [leaving, staying]) {
    await post(page, `/api/organizations/${org.id}/members`, { userId: user.id, role: "member" });
  }
  const template = await post<{ id: number }>(page, `/api/organizations/${org.id}/templates`, {
    name: "Brand",
    fields: { company: LOCKED_COMPANY },
    locked: ["company"],
  });
  const card = await post<{ id: number }>(page, "/api/business-cards", {
    userId: leaving.id,
    templateId: template.id,
  });
  return { org, leaving, staying, card };
}

async function cardIdsOf(page: Page, userId: number): Promise<number[]> {
  const response = await page.request.get(`/api/business-cards/user/${userId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }[]).map((card) => card.id);
}

/* ---- Through the screen ---- */

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

function memberItem(page: Page, username: string) {
  return page.getByRole("list", { name: "Members" }).locator(`[data-member="${username}"]`);
}

test("a level-5 administrator makes an organisation, its team and members, a template with a locked company, and a member's card from it", async ({
  page,
}) => {
  test.slow();
  await signIn(page, ADMINISTRATOR);
  const tag = uniqueTag("flow");
  const jane = await createUser(page, `${tag}-jane`, "Jane Member");
  const omar = await createUser(page, `${tag}-omar`, "Omar Admin");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Organisations" }).click();
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByRole("heading", { name: "Organisations", level: 1 })).toBeVisible();

  // The address follows the name until it is typed in itself.
  const orgName = `Acme ${tag}`;
  await page.getByLabel("Organisation name").fill(orgName);
  await expect(page.getByLabel("Address")).toHaveValue(`acme-${tag}`);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/organizations\/\d+$/);
  await expect(page.getByRole("heading", { name: orgName, level: 1 })).toBeVisible();

  await openTab(page, "Teams");
  await page.getByLabel("New team name").fill("Sales");
  await page.getByRole("button", { name: "Add team" }).click();
  await expectToast(page, "Success", "Team Sales added");
  await page.getByRole("button", { name: "Rename Sales" }).click();
  await page.getByLabel("New name for Sales").fill("Field sales");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("list", { name: "Teams" })).toHaveText(/Field sales/);

  await openTab(page, "Members");
  await expect(page.getByText("This organisation has no members yet.")).toBeVisible();
  await page.getByLabel("User id").fill(String(jane.id));
  await page.getByLabel("Team", { exact: true }).selectOption({ label: "Field sales" });
  await page.getByRole("button", { name: "Add member" }).click();
  await expectToast(page, "Success", "Jane Member added");
  // Out of the way of the search results below it, as a person would wave it off.
  await toast(page, "Success")
    .filter({ hasText: "Jane Member added" })
    .getByRole("button", { name: "Dismiss" })
    .click();
  // An administrator finds the person instead of knowing their id.
  await page.getByLabel("Find a person").fill(omar.username);
  await page
    .getByRole("list", { name: "People found" })
    .getByRole("button", { name: `Choose ${omar.username}` })
    .click();
  await expect(page.getByLabel("User id")).toHaveValue(String(omar.id));
  await page.getByLabel("Role", { exact: true }).selectOption({ label: "Admin" });
  await page.getByRole("button", { name: "Add member" }).click();
  await expectToast(page, "Success", "Omar Admin added");
  await expect(memberItem(page, jane.username).getByLabel("Team of Jane Member")).toHaveValue(/\d+/);
  await expect(memberItem(page, omar.username).getByLabel("Role of Omar Admin")).toHaveValue("admin");
  // A role changed in place is saved at once.
  await memberItem(page, omar.username).getByLabel("Role of Omar Admin").selectOption("member");
  await expectToast(page, "Success", "Omar Admin: role changed to Member");
  // Someone already in it is refused in the server's words.
  await page.getByLabel("User id").fill(String(jane.id));
  await page.getByRole("button", { name: "Add member" }).click();
  await expectToast(page, "Error", "This user is already a member of the organisation.");

  await openTab(page, "Templates");
  await page.getByRole("button", { name: "New template" }).click();
  const dialog = page.getByRole("dialog", { name: "New template" });
  await dialog.getByLabel("Template name").fill("Sales card");
  await dialog.getByLabel("Theme", { exact: true }).selectOption("corporate");
  // A card always has a theme: it may be locked, never hidden.
  await expect(dialog.getByRole("radiogroup", { name: "Theme policy" }).getByLabel("Hidden")).toBeDisabled();
  await dialog.getByLabel("Company", { exact: true }).fill(LOCKED_COMPANY);
  await dialog.getByRole("radiogroup", { name: "Company policy" }).getByLabel("Locked").check();
  await dialog.getByRole("radiogroup", { name: "Video policy" }).getByLabel("Hidden").check();
  await dialog.getByRole("button", { name: "Add link" }).click();
  await dialog.getByLabel("Platform 1").fill("linkedin");
  await dialog.getByLabel("Address 1").fill("https://www.linkedin.com/company/acme");
  await dialog.getByRole("button", { name: "Add button" }).click();
  await dialog.getByLabel("Button text 1").fill("Book a call");
  await dialog.getByLabel("Button address 1").fill("https://acme.test/book");
  await dialog.getByRole("button", { name: "Create template" }).click();
  await expect(dialog).toHaveCount(0);
  const templates = page.getByRole("list", { name: "Templates" });
  await expect(templates).toContainText("Sales card");
  await expect(templates).toContainText("Locked: Company");
  await expect(templates).toContainText("Hidden: Video");

  await openTab(page, "Make a card");
  await page.getByLabel("Member", { exact: true }).selectOption({ label: `Jane Member (${jane.username})` });
  await page.getByLabel("Template", { exact: true }).selectOption({ label: "Sales card" });
  await page.getByRole("button", { name: "Make card" }).click();
  const made = page.getByRole("status").filter({ hasText: "Card made for Jane Member" });
  await expect(made).toBeVisible();
  const editorLink = made.getByRole("link", { name: "Open it in the card editor" });
  const cardId = Number((await editorLink.getAttribute("href"))?.match(/^\/card-editor\/(\d+)$/)?.[1]);
  expect(cardId).toBeGreaterThan(0);
  const slug = (await made.textContent())?.match(/\/view\/([^\s.]+)/)?.[1];
  expect(slug).toBeTruthy();

  // The card is Jane's, from the template, and the company is the template's and stays so.
  expect(await cardIdsOf(page, jane.id)).toContain(cardId);
  const changed = await page.request.put(`/api/business-cards/${cardId}`, { data: { company: "Other Ltd" } });
  expect(changed.status()).toBe(422);
  expect(((await changed.json()) as { message: string }).message).toBe(LOCKED_MESSAGE);
  await editorLink.click();
  await expect(page).toHaveURL(new RegExp(`/card-editor/${cardId}$`));
  await expect(page.getByLabel("Company Name")).toHaveValue(LOCKED_COMPANY);
  await page.goto(`/view/${slug}`);
  await expect(page.getByText(LOCKED_COMPANY).first()).toBeVisible();
});

test("removing a member asks what happens to their cards, then asks again before anything is sent", async ({
  page,
}) => {
  await signIn(page, ADMINISTRATOR);
  const { org, leaving, staying, card } = await organizationThroughApi(page);
  let removals = 0;
  page.on("request", (request) => {
    if (request.method() === "DELETE" && request.url().includes("/members/")) removals++;
  });
  await page.goto(`/organizations/${org.id}`);
  const leavingName = leaving.fullName ?? leaving.username;
  const stayingName = staying.fullName ?? staying.username;

  // Cancelled at the first step: nothing is sent.
  await memberItem(page, leaving.username)
    .getByRole("button", { name: `Remove ${leavingName}` })
    .click();
  let dialog = page.getByRole("dialog", { name: `Remove ${leavingName}` });
  await expect(dialog.getByRole("radio", { name: "Transfer to another member" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Deactivate" })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  // The second step names the choice; Back returns to it; still nothing sent.
  await memberItem(page, leaving.username)
    .getByRole("button", { name: `Remove ${leavingName}` })
    .click();
  dialog = page.getByRole("dialog", { name: `Remove ${leavingName}` });
  await dialog
    .getByLabel("Member who takes the cards")
    .selectOption({ label: `${stayingName} (${staying.username})` });
  await dialog.getByRole("button", { name: "Continue" }).click();
  const confirm = page.getByRole("dialog", { name: `Remove ${leavingName}?` });
  await expect(confirm).toContainText("Nothing is deleted.");
  await expect(confirm).toContainText(`Their cards of the organisation go to ${stayingName}.`);
  await confirm.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByRole("radio", { name: "Transfer to another member" })).toBeChecked();
  expect(removals).toBe(0);

  await dialog.getByRole("button", { name: "Continue" }).click();
  await confirm.getByRole("button", { name: "Remove member" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `${leavingName} removed: 1 card transferred.` }),
  ).toBeVisible();
  expect(removals).toBe(1);
  await expect(memberItem(page, leaving.username)).toHaveCount(0);
  expect(await cardIdsOf(page, staying.id)).toContain(card.id);
  expect(await cardIdsOf(page, leaving.id)).not.toContain(card.id);

  // The last member has no one to hand cards to: only Deactivate is offered.
  await memberItem(page, staying.username)
    .getByRole("button", { name: `Remove ${stayingName}` })
    .click();
  dialog = page.getByRole("dialog", { name: `Remove ${stayingName}` });
  await expect(dialog.getByRole("radio", { name: "Transfer to another member" })).toBeDisabled();
  await expect(dialog.getByRole("radio", { name: "Deactivate" })).toBeChecked();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("dialog", { name: `Remove ${stayingName}?` })
    .getByRole("button", { name: "Remove member" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: `${stayingName} removed: 1 card deactivated.` }),
  ).toBeVisible();
  await expect(page.getByText("This organisation has no members yet.")).toBeVisible();
});

test("the members come a page at a time: 'Load more' brings the rest", async ({ page }) => {
  test.slow();
  await signIn(page, ADMINISTRATOR);
  const tag = uniqueTag("pages");
  const org = await post<{ id: number }>(page, "/api/organizations", {
    name: `Paged ${tag}`,
    slug: `paged-${tag}`,
  });
  // One more than a page of the screen's (25).
  const usernames: string[] = [];
  for (let index = 0; index < 26; index++) {
    const user = await createUser(page, `${tag}-${String(index).padStart(2, "0")}`, `Member ${index}`);
    await post(page, `/api/organizations/${org.id}/members`, { userId: user.id, role: "member" });
    usernames.push(user.username);
  }
  await page.goto(`/organizations/${org.id}`);
  const items = page.getByRole("list", { name: "Members" }).getByRole("listitem");
  await expect(items).toHaveCount(25);
  await expect(memberItem(page, usernames.at(-1) ?? "")).toHaveCount(0);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(items).toHaveCount(26);
  await expect(memberItem(page, usernames.at(-1) ?? "")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("a member finds their organisation in the menu and reads it; someone in none has no such entry", async ({
  page,
  browser,
}) => {
  await signIn(page, ADMINISTRATOR);
  const { org, leaving } = await organizationThroughApi(page);
  const context = await browser.newContext();
  const member = await context.newPage();
  try {
    await signIn(member, { username: leaving.username, password: `${leaving.username}-secret-7` });
    await member
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Organisations" })
      .click();
    await member.getByRole("link", { name: new RegExp(org.name) }).click();
    await expect(member.getByRole("heading", { name: org.name, level: 1 })).toBeVisible();
    await expect(member.getByText("You are member")).toBeVisible();
    // Reading only: nothing to add, change or remove, and no tabs of the managers'.
    await expect(member.getByRole("list", { name: "Members" })).toContainText(leaving.username);
    await expect(member.getByRole("heading", { name: "Add a member" })).toHaveCount(0);
    await expect(member.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    await expect(member.getByRole("tab", { name: "Make a card" })).toHaveCount(0);
    await openTab(member, "Templates");
    await expect(member.getByRole("list", { name: "Templates" })).toContainText("Locked: Company");
    await expect(member.getByRole("button", { name: "New template" })).toHaveCount(0);
  } finally {
    await context.close();
  }

  // Someone in no organisation, below level 5: the menu has no entry once the list has answered.
  const outsider = await browser.newPage();
  try {
    const answered = outsider.waitForResponse((response) => response.url().endsWith("/api/organizations"));
    await signIn(outsider, USERS.basic);
    await answered;
    await expect(
      outsider.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }),
    ).toBeVisible();
    await expect(
      outsider.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Organisations" }),
    ).toHaveCount(0);
  } finally {
    await outsider.close();
  }
});

test("the organisation screens pass the accessibility scan in both themes", { tag: "@phone" }, async ({
  page,
}) => {
  await signIn(page, ADMINISTRATOR);
  const { org } = await organizationThroughApi(page);
  await page.goto("/organizations");
  await expect(page.getByRole("link", { name: new RegExp(org.name) })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "list");

  await page.goto(`/organizations/${org.id}`);
  await expect(page.getByRole("list", { name: "Members" })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "members");

  await openTab(page, "Templates");
  await page.getByRole("button", { name: "Edit Brand" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Brand" });
  await expect(dialog.getByLabel("Company", { exact: true })).toHaveValue(LOCKED_COMPANY);
  await expect(dialog.getByRole("radiogroup", { name: "Company policy" }).getByLabel("Locked")).toBeChecked();
  await expectNoSeriousA11yViolationsInBothThemes(page, "template dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await openTab(page, "Make a card");
  await expectNoSeriousA11yViolationsInBothThemes(page, "make a card");
});
