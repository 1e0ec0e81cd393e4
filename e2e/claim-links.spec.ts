/**
 * Claim links (decision 032), with no mail server (the end-to-end server has none): an
 * organisation's owner invites someone without an account from the Members tab, copies the link
 * shown once, and the person opens it in a browser of their own, sets a password and lands signed
 * in on the dashboard with the card made for them from the template; the link then works no
 * more. The screens pass the accessibility scan in both themes, on the desktop and the phone.
 * Every name a test makes starts with its project's initial, so the projects never collide.
 */
import type { UserListItem } from "../core/schemas/users";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { INSTALL_GUIDE_SEEN_KEY, signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

const COMPANY = "Claimed Cards Ltd";
const GONE = "This link has expired or has already been used.";

/** "d" (desktop) or "p" (phone), and a few letters more: names made by one test never meet another's. */
function uniqueTag(name: string): string {
  return `${test.info().project.name.slice(0, 1)}-${name}-${Math.random().toString(36).slice(2, 6)}`;
}

async function post<T>(page: Page, url: string, data: object): Promise<T> {
  const response = await page.request.post(url, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** An organisation, its owner (an account with a password) and a template locking the company. */
async function organizationWithOwner(page: Page) {
  const tag = uniqueTag("cl");
  const org = await post<{ id: number; name: string }>(page, "/api/organizations", {
    name: `Claims ${tag}`,
    slug: `claims-${tag}`,
  });
  const owner = { username: `${tag}-own`, password: `${tag}-owner-secret` };
  const made = await post<UserListItem>(page, "/api/users", {
    username: owner.username,
    fullName: "Olga Owner",
    email: `${owner.username}@cardfolio.test`,
    password: owner.password,
    accessLevel: 1,
    cardSlug: "",
  });
  await post(page, `/api/organizations/${org.id}/members`, { userId: made.id, role: "owner" });
  await post(page, `/api/organizations/${org.id}/templates`, {
    name: "Brand",
    fields: { company: COMPANY },
    locked: ["company"],
  });
  return { org, owner, tag };
}

test("an owner invites someone without an account, who opens the copied link, sets a password and lands on the dashboard with their card @phone", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, USERS.orgsAdmin);
  const { org, owner, tag } = await organizationWithOwner(page);

  // The owner, in a browser of their own, with the clipboard allowed.
  const ownerContext = await browser.newContext({
    ...contextOptions(test.info().project.use),
    baseURL: BASE_URL,
  });
  await ownerContext.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner);
  await ownerPage.goto(`/organizations/${org.id}`);
  await expect(ownerPage.getByRole("heading", { name: org.name, level: 1 })).toBeVisible();

  await ownerPage.getByRole("button", { name: "Invite someone", exact: true }).click();
  const form = ownerPage.getByRole("form", { name: "Invite someone without an account" });
  await expect(form.getByLabel("Username")).toBeFocused();
  const username = `${tag}-new`;
  const fullName = `Nina ${tag}`;
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Full name").fill(fullName);
  await form.getByLabel("Email").fill(`${username}@people.test`);
  await form.getByLabel("Card template").selectOption({ label: "Brand" });
  await form.getByRole("button", { name: "Invite" }).click();

  const notice = ownerPage.getByText(`Send this link to ${fullName}`).locator("..");
  await expect(notice).toContainText("It is shown only this once.");
  const shown = (await notice.getByTestId("claim-url").textContent()) ?? "";
  expect(shown).toMatch(new RegExp(`^${BASE_URL}/claim/[A-Za-z0-9_-]{43}$`));
  await notice.getByRole("button", { name: "Copy" }).click();
  await expect(notice.getByRole("status")).toHaveText("Link copied to the clipboard.");
  const copied = await ownerPage.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  // The new member is in the list, not claimed yet, with a way to a new link.
  const item = ownerPage.getByRole("list", { name: "Members" }).locator(`[data-member="${username}"]`);
  await expect(item).toContainText("Has not claimed their account yet.");
  await expect(item.getByRole("button", { name: `New claim link for ${fullName}` })).toBeEnabled();
  await expectNoSeriousA11yViolationsInBothThemes(ownerPage, "members with an invitation");

  // The person, in a fresh browser: no session, nothing of the owner's.
  const personContext = await browser.newContext({
    ...contextOptions(test.info().project.use),
    baseURL: BASE_URL,
  });
  const personPage = await personContext.newPage();
  await personPage.goto(copied);
  await expect(personPage.getByRole("heading", { name: "Set your password", level: 1 })).toBeVisible();
  await expect(personPage.getByText(`${org.name} made you an account and a business card.`)).toBeVisible();
  await expect(personPage.getByLabel("Username")).toHaveValue(username);
  await expectNoSeriousA11yViolationsInBothThemes(personPage, "claim page");
  await personPage.evaluate((key) => localStorage.setItem(key, "true"), INSTALL_GUIDE_SEEN_KEY);

  // The confirmation must match before anything is sent.
  await personPage.getByLabel("Password", { exact: true }).fill("nina-secret-1");
  await personPage.getByLabel("Confirm password").fill("nina-secret-2");
  await personPage.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(personPage.getByText("Passwords don't match")).toBeVisible();
  await personPage.getByLabel("Confirm password").fill("nina-secret-1");
  await personPage.getByRole("button", { name: "Set password and sign in" }).click();

  await expect(personPage).toHaveURL(/\/dashboard$/);
  await expectToast(personPage, `Welcome, ${fullName}!`, "Your password is set.");
  const featured = personPage.getByRole("region", { name: fullName });
  await expect(featured.getByRole("heading", { name: fullName, level: 2 })).toBeVisible();
  await expect(featured.getByText(COMPANY).first()).toBeVisible();
  const mine = await personPage.request.get("/api/business-cards");
  expect(((await mine.json()) as { company: string }[]).map((card) => card.company)).toEqual([COMPANY]);

  // Used up: the link now says so, in the owner's browser too; the member has claimed.
  await ownerPage.goto(copied);
  await expect(ownerPage.getByText(GONE)).toBeVisible();
  await ownerPage.goto(`/organizations/${org.id}`);
  await expect(
    ownerPage.getByRole("list", { name: "Members" }).locator(`[data-member="${username}"]`),
  ).not.toContainText("Has not claimed");

  await personContext.close();
  await ownerContext.close();
});

/** The project's viewport and phone settings, for the contexts a test opens itself. */
function contextOptions(use: Record<string, unknown>) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = use as {
    viewport?: { width: number; height: number };
    deviceScaleFactor?: number;
    isMobile?: boolean;
    hasTouch?: boolean;
  };
  return { viewport, deviceScaleFactor, isMobile, hasTouch, serviceWorkers: "block" as const };
}
