/**
 * User management at /users (decision 004): the
 * table and its card links, creating, searching, editing and deleting a user, what a level-4
 * admin may not do, and the batch upload of a CSV and an XLSX file made in the test (preview,
 * template, per-row results). What the screen did is read back from the users API, the
 * public card page and a sign-in from a browser of the new user's own. The denial below
 * level 4 is in shell.spec.ts.
 * Every name a test makes starts with its project's initial, so the projects never collide.
 */

import { readFile } from "node:fs/promises";
import type { Browser, Locator } from "@playwright/test";
import type { UserListItem } from "../core/schemas/users";
import { readableSlugBase } from "../core/slug";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { csvFile, type SpreadsheetFile, XLSX_MIME_TYPE, xlsxFile } from "./support/spreadsheets";
import { expectToast, toast } from "./support/toasts";
import { ADMIN, type FixtureUser, USERS } from "./support/users";

/** Level 5: the administrator of these tests (not user 1). */
const ADMINISTRATOR = USERS.usersAdmin;
/** Level 4, without a card. */
const LEVEL_4 = USERS.usersEditor;

const LEVEL_OPTIONS = [
  "User (Level 1)",
  "Manager (Level 2)",
  "Developer (Level 3)",
  "Admin (Level 4)",
  "System Admin (Level 5)",
];
const BATCH_HEADER = ["username", "fullName", "email", "accessLevel", "cardSlug", "password"];
/** A password cell of the preview: dots for the eye, a fixed phrase for a screen reader. */
const MASKED_PASSWORD = "••••••••Password hidden";
/** A spreadsheet formula, which must stay text. */
const HYPERLINK = 'HYPERLINK("http://x","y")';
const NEW_TAB = " (opens in a new tab)";

interface TestUser extends FixtureUser {
  /** "" lets the server make one from the username. */
  cardSlug: string;
}

/** "d" (desktop) or "p" (phone). */
function projectTag(): string {
  return test.info().project.name.slice(0, 1);
}

/** A user for a test to create: `{tag}-{name}`, with a chosen slug when `withSlug`. */
function testUser(
  name: string,
  fullName: string,
  options: { accessLevel?: number; withSlug?: boolean } = {},
): TestUser {
  const username = `${projectTag()}-${name}`;
  return {
    username,
    password: `${username}-secret-7`,
    email: `${username}@cardfolio.test`,
    fullName,
    accessLevel: options.accessLevel ?? 1,
    cardSlug: options.withSlug ? `${username}-card` : "",
  };
}

/* ---- Through the API (the page's cookies: the signed-in administrator) ---- */

async function createUserThroughApi(page: Page, user: TestUser): Promise<UserListItem> {
  const response = await page.request.post("/api/users", { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UserListItem;
}

async function findUser(page: Page, username: string): Promise<UserListItem | undefined> {
  const response = await page.request.get(`/api/users?search=${encodeURIComponent(username)}&page=1`);
  expect(response.status()).toBe(200);
  const { users } = (await response.json()) as { users: UserListItem[] };
  return users.find((user) => user.username === username);
}

async function expectPublicCard(page: Page, slug: string, status = 200): Promise<void> {
  const response = await page.request.get(`/view/${slug}`);
  expect(response.status(), `GET /view/${slug}`).toBe(status);
}

/** Signs `user` in from a browser of their own, sharing nothing with the administrator's. */
async function expectCanSignIn(
  browser: Browser,
  user: Pick<FixtureUser, "username" | "password" | "fullName">,
) {
  const context = await browser.newContext({ baseURL: BASE_URL, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await signIn(page, user);
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toContainText(user.fullName);
  } finally {
    await context.close();
  }
}

/* ---- The screen ---- */

async function openUsers(page: Page): Promise<void> {
  await page.goto("/users");
  await expect(page.getByRole("heading", { name: "User Management", level: 1 })).toBeVisible();
  await expect(usersTable(page)).toBeVisible();
}

function usersTable(page: Page): Locator {
  return page.getByRole("table", { name: "Users" });
}

function searchBox(page: Page): Locator {
  return page.getByPlaceholder("Search users by username, name, or email...");
}

function userRow(page: Page, username: string): Locator {
  return usersTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: username, exact: true }) });
}

/** Types a search and waits for the server's count of matches. */
async function searchUsers(page: Page, term: string, found: number): Promise<void> {
  await searchBox(page).fill(term);
  await expect(
    page.getByText(`Found ${found} user(s) matching "${term.trim()}"`, { exact: true }),
  ).toBeVisible();
}

/** The cells after the username: Full Name, Email, Card URL Slug, Access Level, Actions. */
async function expectRowCells(row: Locator, cells: (string | RegExp)[]): Promise<void> {
  await expect(row.getByRole("cell")).toHaveText([...cells, ""]);
}

async function openCreateDialog(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Add New User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New User" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillNewUser(dialog: Locator, user: TestUser): Promise<void> {
  await dialog.getByLabel("Username").fill(user.username);
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Full Name").fill(user.fullName);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByLabel("Access Level").selectOption({ label: LEVEL_OPTIONS[user.accessLevel - 1] });
  await dialog.getByLabel("Card URL Slug").fill(user.cardSlug);
}

/**
 * A toast that shows while a modal dialog is open. The dialog hides the rest of the page from
 * assistive technology (aria-hidden, the notifications region too), while Radix announces the
 * toast through a live region of its own; so the visible toast is looked up with includeHidden.
 */
async function expectToastBehindDialog(page: Page, title: string, description: string): Promise<void> {
  const item = page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ hasText: description });
  await expect(item.last()).toBeVisible();
}

/** Submits the dialog and expects the server's refusal under the field and in a toast. */
async function expectRefused(dialog: Locator, field: string, message: string): Promise<void> {
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(dialog.getByLabel(field)).toHaveAttribute("aria-invalid", "true");
  await expectToastBehindDialog(dialog.page(), "Error", message);
}

/* ---- Batch upload ---- */

function batchInput(page: Page): Locator {
  return page.locator("[data-batch-input]");
}

function dataRows(table: Locator): Locator {
  return table.getByRole("row").filter({ has: table.page().getByRole("cell") });
}

async function expectTableRows(table: Locator, rows: (string | RegExp)[][]): Promise<void> {
  const found = dataRows(table);
  await expect(found).toHaveCount(rows.length);
  for (const [i, cells] of rows.entries()) await expect(found.nth(i).getByRole("cell")).toHaveText(cells);
}

/** Picks the file through 'Batch Upload' and waits for the preview and its count line. */
async function openBatchPreview(page: Page, file: SpreadsheetFile, counts: string): Promise<Locator> {
  await batchInput(page).setInputFiles(file);
  const dialog = page.getByRole("dialog", { name: "Batch Upload Preview" });
  // The spreadsheet reader loads on demand and the server checks the rows: on a loaded CI
  // machine that has taken longer than the default 5 s.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveAccessibleDescription(`${file.name} · ${counts}`);
  return dialog;
}

/** Signs the administrator in and opens the preview of `file` from the users screen. */
async function previewAsAdministrator(page: Page, file: SpreadsheetFile, counts: string): Promise<Locator> {
  await signIn(page, ADMINISTRATOR);
  await openUsers(page);
  return openBatchPreview(page, file, counts);
}

/** The preview's rows: Status, Username, Full Name, Email, Access Level, Card Slug, Password. */
function expectPreviewRows(dialog: Locator, rows: (string | RegExp)[][]) {
  return expectTableRows(dialog.getByRole("table", { name: "Users in the file" }), rows);
}

/** None of the passwords shows anywhere in the dialog. */
async function expectPasswordsHidden(dialog: Locator, passwords: string[]): Promise<void> {
  for (const password of passwords) await expect(dialog).not.toContainText(password);
}

function invalidStatus(dialog: Locator, line: number): Locator {
  return dialog.getByRole("button", { name: new RegExp(`^Invalid \\(line ${line}\\)`) });
}

async function expectTooltip(tooltip: Locator, lines: string[]): Promise<void> {
  await expect(tooltip).toBeVisible();
  for (const line of lines) await expect(tooltip).toContainText(line);
}

/**
 * 'Upload Valid Users', then the results view with its summary and the server's toast. The
 * request is held until the progress bar and the pending button have been seen.
 */
async function uploadValidUsers(page: Page, summary: string, toastText: string): Promise<Locator> {
  const preview = page.getByRole("dialog", { name: "Batch Upload Preview" });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    "**/api/users/bulk",
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await preview.getByRole("button", { name: "Upload Valid Users" }).click();
  await expect(preview.getByRole("progressbar", { name: /^Sending \d+ users?\.\.\.$/ })).toBeVisible();
  await expect(preview.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  release();
  const results = page.getByRole("dialog", { name: "Upload Results" });
  await expect(results.getByRole("status").filter({ hasText: summary })).toHaveText(summary);
  await expectToastBehindDialog(page, "Success", toastText);
  return results;
}

/** The results' rows: Line, Username, Result. */
function expectResultRows(results: Locator, rows: (string | RegExp)[][]) {
  return expectTableRows(results.getByRole("table", { name: "Upload results" }), rows);
}

async function closeResults(results: Locator): Promise<void> {
  // The footer's Close (the corner × has the same name and comes after it).
  await results.getByRole("button", { name: "Close" }).first().click();
  await expect(results).toBeHidden();
}

/** A file refused before any preview: an error toast (dismissed again) and no dialog. */
async function expectRefusedFile(page: Page, file: SpreadsheetFile, message: string): Promise<void> {
  await batchInput(page).setInputFiles(file);
  const refusal = toast(page, "Error").filter({ hasText: message });
  await expect(refusal).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await refusal.getByRole("button", { name: "Dismiss" }).click();
  await expect(refusal).toHaveCount(0);
}

function createdResult(slug: string | RegExp): RegExp {
  const source = typeof slug === "string" ? slug : slug.source;
  return new RegExp(`^Created \\(card /view/${source}\\)$`);
}

/**
 * Uploads a preview whose valid rows are `one` (with its own slug, line 2) and `two` (without,
 * line 3), and checks both were created with their cards; the results dialog is left open.
 */
async function uploadPairCreated(page: Page, one: TestUser, two: TestUser): Promise<Locator> {
  const results = await uploadValidUsers(
    page,
    "2 created, 0 not created.",
    "Users uploaded successfully: 2 created.",
  );
  await expectResultRows(results, [
    ["2", one.username, createdResult(one.cardSlug)],
    ["3", two.username, createdResult(generatedSlug(two.fullName))],
  ]);
  return results;
}

/** The slug the server makes for a card without one: the full name, readable (decision 011). */
function generatedSlug(fullName: string): RegExp {
  return new RegExp(`${readableSlugBase(fullName)}(?:-\\d+)?`);
}

/**
 * The two users a batch test imported, found by their common prefix: `chosen` with the card
 * slug from the file, `generated` with one the server made from its full name.
 */
async function expectImportedPair(
  page: Page,
  prefix: string,
  chosen: { user: TestUser; level: string },
  generated: TestUser,
): Promise<void> {
  await searchUsers(page, prefix, 2);
  await expectRowCells(userRow(page, chosen.user.username), [
    chosen.user.fullName,
    chosen.user.email,
    `${chosen.user.cardSlug}${NEW_TAB}`,
    chosen.level,
  ]);
  await expectRowCells(userRow(page, generated.username), [
    generated.fullName,
    generated.email,
    generatedSlug(generated.fullName),
    "User",
  ]);
}

/* ---- The tests ---- */

test("the table: its columns, card links in a new tab, '-' without a card, who cannot be deleted", {
  tag: "@phone",
}, async ({ page, context }) => {
  const withCard = testUser("tbl", "Tabitha Table", { withSlug: true });
  await signIn(page, ADMINISTRATOR);
  await createUserThroughApi(page, withCard);
  await openUsers(page);
  await expect(usersTable(page).getByRole("columnheader")).toHaveText([
    "Username",
    "Full Name",
    "Email",
    "Card URL Slug",
    "Access Level",
    "Actions",
  ]);
  await expectNoSeriousA11yViolationsInBothThemes(page, "users table");
  // The table scrolls inside its card: the page itself is never wider than the screen.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await test.step("user 1 can be edited but not deleted", async () => {
    // The oldest users come first: user 1 is on the first page.
    const first = userRow(page, ADMIN.username);
    await expect(first.getByRole("button", { name: `Edit ${ADMIN.username}` })).toBeEnabled();
    const remove = first.getByRole("button", { name: `Delete ${ADMIN.username}` });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute("title", "The first administrator account cannot be deleted.");
  });

  await test.step("the administrator's own row cannot be deleted here either", async () => {
    await searchUsers(page, ADMINISTRATOR.username, 1);
    const remove = userRow(page, ADMINISTRATOR.username).getByRole("button", {
      name: `Delete ${ADMINISTRATOR.username}`,
    });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute(
      "title",
      "You cannot delete your own account here. Use Account settings to delete it.",
    );
  });

  await test.step("a user without a card shows '-' and can be edited and deleted", async () => {
    await searchUsers(page, LEVEL_4.username, 1);
    const row = userRow(page, LEVEL_4.username);
    await expectRowCells(row, [LEVEL_4.fullName, LEVEL_4.email, "-", "Admin"]);
    await expect(row.getByRole("link")).toHaveCount(0);
    await expect(row.getByRole("button", { name: `Edit ${LEVEL_4.username}` })).toBeEnabled();
    await expect(row.getByRole("button", { name: `Delete ${LEVEL_4.username}` })).toBeEnabled();
  });

  await test.step("a card's slug opens its public page in a new tab", async () => {
    await searchUsers(page, withCard.username, 1);
    const link = userRow(page, withCard.username).getByRole("link", {
      name: `${withCard.cardSlug}${NEW_TAB}`,
    });
    await expect(link).toHaveAttribute("href", `/view/${withCard.cardSlug}`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const opening = context.waitForEvent("page");
    await link.click();
    const tab = await opening;
    await expect(tab).toHaveURL(`${BASE_URL}/view/${withCard.cardSlug}`);
    await expect(tab.getByRole("heading", { level: 1, name: withCard.fullName })).toBeVisible();
    await tab.close();
    await expect(page).toHaveURL(/\/users$/);
  });
});

test("Add New User: the fields, the slug's hint, the levels, the password toggle and the validation messages", async ({
  page,
}) => {
  await signIn(page, ADMINISTRATOR);
  await openUsers(page);
  const dialog = await openCreateDialog(page);

  await test.step("empty fields, the slug's hint and every level", async () => {
    for (const label of ["Username", "Email", "Full Name", "Card URL Slug"]) {
      await expect(dialog.getByLabel(label)).toHaveValue("");
    }
    await expect(dialog.getByLabel("Card URL Slug")).toHaveAccessibleDescription(
      "Leave blank to auto-generate from the full name",
    );
    const level = dialog.getByLabel("Access Level");
    await expect(level.getByRole("option")).toHaveText(LEVEL_OPTIONS);
    await expect(level).toHaveValue("1");
  });

  await test.step("the password can be shown and hidden", async () => {
    const password = dialog.getByLabel("Password", { exact: true });
    await password.fill("visible-secret-1");
    await expect(password).toHaveAttribute("type", "password");
    await dialog.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(password).toHaveValue("visible-secret-1");
    await dialog.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expectNoSeriousA11yViolationsInBothThemes(page, "create-user dialog");
  });

  await test.step("invalid values get their validation messages and nothing is sent", async () => {
    await fillNewUser(dialog, {
      username: "ab",
      email: "not-an-email",
      fullName: "N",
      password: "12345",
      accessLevel: 1,
      cardSlug: "ab",
    });
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/users")) sent.push(request.url());
    });
    await dialog.getByRole("button", { name: "Create User" }).click();
    for (const message of [
      "Username must be at least 3 characters",
      "Please enter a valid email",
      "Full name must be at least 2 characters",
      "Password must be at least 6 characters",
      "Slug must be at least 3 characters",
    ]) {
      await expect(dialog.getByRole("alert").filter({ hasText: message })).toBeVisible();
    }
    await expect(dialog.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    // The form checks before sending: the messages are up, and nothing went to the server.
    expect(sent).toEqual([]);
  });
});

test("Add New User creates a user who can sign in; a taken username or slug is refused", async ({
  page,
  browser,
}) => {
  const user = testUser("new", "Nina Newcomer", { accessLevel: 2, withSlug: true });
  await signIn(page, ADMINISTRATOR);
  await openUsers(page);

  await test.step("a valid user is created and listed", async () => {
    const dialog = await openCreateDialog(page);
    await fillNewUser(dialog, user);
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expectToast(page, "Success", "User created successfully");
    await expect(dialog).toBeHidden();
    await searchUsers(page, user.username, 1);
    await expectRowCells(userRow(page, user.username), [
      user.fullName,
      user.email,
      `${user.cardSlug}${NEW_TAB}`,
      "Manager",
    ]);
  });

  await test.step("a taken username, then a taken card slug, are refused with a clear message", async () => {
    const dialog = await openCreateDialog(page);
    const other = testUser("other", "Olga Other");
    await fillNewUser(dialog, { ...user, email: other.email });
    await expectRefused(dialog, "Username", "That username is already taken.");
    await dialog.getByLabel("Username").fill(other.username);
    await expectRefused(dialog, "Card URL Slug", "That card URL is already taken. Please choose another.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await findUser(page, other.username)).toBeUndefined();
  });

  await test.step("the server has the user, the card page answers, and the user signs in", async () => {
    expect(await findUser(page, user.username)).toMatchObject({
      fullName: user.fullName,
      email: user.email,
      accessLevel: 2,
      cardSlug: user.cardSlug,
    });
    await expectPublicCard(page, user.cardSlug);
    await expectCanSignIn(browser, user);
  });
});

test("search: the count of matches, any case, and a term that matches nobody", async ({ page }) => {
  const tag = projectTag();
  const ann = testUser("srch-ann", `Annabel Zephyr-${tag.toUpperCase()}`);
  const bob = testUser("srch-bob", `Bob Zephyr-${tag.toUpperCase()}`);
  await signIn(page, ADMINISTRATOR);
  await createUserThroughApi(page, ann);
  await createUserThroughApi(page, bob);
  await openUsers(page);

  await test.step("upper case finds the lower-case usernames", async () => {
    await searchUsers(page, `${tag}-SRCH-`.toUpperCase(), 2);
    await expect(usersTable(page).getByRole("rowheader")).toHaveText([ann.username, bob.username]);
  });

  await test.step("lower case finds a full name written in capitals", async () => {
    await searchUsers(page, ann.fullName.toLowerCase(), 1);
    await expect(usersTable(page).getByRole("rowheader")).toHaveText([ann.username]);
    await expectRowCells(userRow(page, ann.username), [
      ann.fullName,
      ann.email,
      generatedSlug(ann.fullName),
      "User",
    ]);
  });

  await test.step("the email is searched too", async () => {
    await searchUsers(page, bob.email.toUpperCase(), 1);
    await expect(usersTable(page).getByRole("rowheader")).toHaveText([bob.username]);
  });

  await test.step("a term that matches nobody", async () => {
    const nobody = `${tag}-nobody-zz`;
    await searchUsers(page, nobody, 0);
    await expect(page.getByText(`No users found matching "${nobody}"`, { exact: true })).toBeVisible();
    await expect(usersTable(page)).toHaveCount(0);
  });

  await test.step("clearing the search lists everyone again", async () => {
    await searchBox(page).fill("");
    await expect(userRow(page, ADMIN.username)).toBeVisible();
    await expect(page.getByText(/^Found \d+ user\(s\) matching/)).toHaveCount(0);
  });
});

test("Edit: the slug prefilled from the first card, name and slug changed, a blank password kept", async ({
  page,
  browser,
}) => {
  const user = testUser("edit", "Eddie Before", { withSlug: true });
  const changed = { fullName: "Eddie After", cardSlug: `${user.username}-renamed` };
  await signIn(page, ADMINISTRATOR);
  await createUserThroughApi(page, user);
  await openUsers(page);
  await searchUsers(page, user.username, 1);
  const row = userRow(page, user.username);
  await row.getByRole("button", { name: `Edit ${user.username}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });

  await test.step("the dialog holds the user's values and the card's slug", async () => {
    await expect(dialog.getByLabel("Username")).toHaveValue(user.username);
    await expect(dialog.getByLabel("Email")).toHaveValue(user.email);
    await expect(dialog.getByLabel("Full Name")).toHaveValue(user.fullName);
    await expect(dialog.getByLabel("Access Level")).toHaveValue("1");
    const slug = dialog.getByLabel("Card URL Slug");
    await expect(slug).toHaveValue(user.cardSlug);
    await expect(slug).toHaveAccessibleDescription("Custom URL for the user's business card");
    await expect(dialog.getByLabel("Password (leave blank to keep current)")).toHaveValue("");
  });

  await test.step("a new full name and slug are saved and listed", async () => {
    await dialog.getByLabel("Full Name").fill(changed.fullName);
    await dialog.getByLabel("Card URL Slug").fill(changed.cardSlug);
    await dialog.getByRole("button", { name: "Update User" }).click();
    await expectToast(page, "Success", "User updated successfully");
    await expect(dialog).toBeHidden();
    await expectRowCells(row, [changed.fullName, user.email, `${changed.cardSlug}${NEW_TAB}`, "User"]);
    await expect(row.getByRole("link")).toHaveAttribute("href", `/view/${changed.cardSlug}`);
  });

  await test.step("the server has the change, the new card address answers, the old password works", async () => {
    expect(await findUser(page, user.username)).toMatchObject({
      fullName: changed.fullName,
      cardSlug: changed.cardSlug,
    });
    await expectPublicCard(page, changed.cardSlug);
    await expectCanSignIn(browser, { ...user, fullName: changed.fullName });
  });
});

test("Delete asks first; then the user and their card are gone", async ({ page }) => {
  const user = testUser("del", "Della Gone", { withSlug: true });
  await signIn(page, ADMINISTRATOR);
  await createUserThroughApi(page, user);
  await openUsers(page);
  await searchUsers(page, user.username, 1);
  const row = userRow(page, user.username);
  const remove = row.getByRole("button", { name: `Delete ${user.username}` });
  const confirm = page.getByRole("alertdialog", { name: "Delete User" });

  await test.step("Cancel keeps the user", async () => {
    await remove.click();
    await expect(confirm).toContainText("Are you sure you want to delete this user?");
    await expect(confirm).toContainText(user.username);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
  });

  await test.step("Delete removes the user", async () => {
    await remove.click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Success", "User deleted successfully");
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(`No users found matching "${user.username}"`, { exact: true })).toBeVisible();
    expect(await findUser(page, user.username)).toBeUndefined();
    await expectPublicCard(page, user.cardSlug, 404);
  });
});

test("a level-4 admin manages only the levels below: no level 4 or 5 to give, no level-4 or level-5 user to edit or delete", async ({
  page,
}) => {
  const user = testUser("lvl4", "Leo Levelfour", { accessLevel: 3 });
  await signIn(page, LEVEL_4);
  await openUsers(page);

  await test.step("Edit and Delete are disabled on level-5 rows", async () => {
    const first = userRow(page, ADMIN.username);
    await expect(first.getByRole("button", { name: `Edit ${ADMIN.username}` })).toBeDisabled();
    await expect(first.getByRole("button", { name: `Delete ${ADMIN.username}` })).toBeDisabled();

    await searchUsers(page, ADMINISTRATOR.username, 1);
    const row = userRow(page, ADMINISTRATOR.username);
    const edit = row.getByRole("button", { name: `Edit ${ADMINISTRATOR.username}` });
    const remove = row.getByRole("button", { name: `Delete ${ADMINISTRATOR.username}` });
    await expect(edit).toBeDisabled();
    await expect(edit).toHaveAttribute(
      "title",
      "You cannot change a user whose access level is above your own.",
    );
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute(
      "title",
      "You cannot delete a user whose access level is above your own.",
    );
  });

  await test.step("Edit and Delete are disabled on another level-4 row (decision 006)", async () => {
    await searchUsers(page, USERS.editor.username, 1);
    const row = userRow(page, USERS.editor.username);
    const edit = row.getByRole("button", { name: `Edit ${USERS.editor.username}` });
    const remove = row.getByRole("button", { name: `Delete ${USERS.editor.username}` });
    await expect(edit).toBeDisabled();
    await expect(edit).toHaveAttribute("title", "You cannot change another user at your own access level.");
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute("title", "You cannot delete another user at your own access level.");
    const peer = await findUser(page, USERS.editor.username);
    const reset = await page.request.patch(`/api/users/${peer!.id}`, { data: { password: "taken-over-1" } });
    expect(reset.status()).toBe(403);
    expect((await page.request.delete(`/api/users/${peer!.id}`)).status()).toBe(403);
  });

  await test.step("the server refuses the same", async () => {
    const target = await findUser(page, ADMINISTRATOR.username);
    // The unchanged name: even a wrongly accepted request would change nothing.
    const edit = await page.request.patch(`/api/users/${target!.id}`, {
      data: { fullName: ADMINISTRATOR.fullName },
    });
    expect(edit.status()).toBe(403);
    expect(await edit.json()).toMatchObject({
      message: "You cannot change a user whose access level is above your own.",
    });
    const create = await page.request.post("/api/users", { data: { ...user, accessLevel: 5 } });
    expect(create.status()).toBe(403);
    expect(await create.json()).toMatchObject({
      message: "You cannot give a user an access level above your own.",
    });
    const peer = await page.request.post("/api/users", { data: { ...user, accessLevel: 4 } });
    expect(peer.status()).toBe(403);
    expect(await peer.json()).toMatchObject({ message: "You can only give access levels below your own." });
  });

  await test.step("the Access Level select stops at Developer (Level 3), the highest it may give", async () => {
    const dialog = await openCreateDialog(page);
    await expect(dialog.getByLabel("Access Level").getByRole("option")).toHaveText(LEVEL_OPTIONS.slice(0, 3));

    await fillNewUser(dialog, user);
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expectToast(page, "Success", "User created successfully");
    await expect(dialog).toBeHidden();
  });

  await test.step("a blank slug was made from the full name", async () => {
    await searchUsers(page, user.username, 1);
    const row = userRow(page, user.username);
    await expectRowCells(row, [
      user.fullName,
      user.email,
      new RegExp(`^${generatedSlug(user.fullName).source}`),
      "Developer",
    ]);
    await expect(row.getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`^/view/${generatedSlug(user.fullName).source}$`),
    );
  });
});

test("batch upload of a CSV: preview, template, masked passwords, then per-row results", async ({
  page,
  browser,
}) => {
  const tag = projectTag();
  const one = testUser("bc-one", "Casey One", { accessLevel: 2, withSlug: true });
  const two = testUser("bc-two", `=${HYPERLINK}`);
  const short = {
    username: "ab",
    fullName: "Al Short",
    email: "not-an-email",
    password: `${tag}-short-pass`,
  };
  const repeat = { username: one.username, fullName: "Dee Duplicate", password: `${tag}-repeat-pass` };
  const taken = { username: USERS.basic.username, fullName: "Tess Taken", password: `${tag}-taken-pass` };
  const file = csvFile(`users-${tag}.csv`, [
    BATCH_HEADER,
    [one.username, one.fullName, one.email, "2", one.cardSlug, one.password],
    [two.username, two.fullName, two.email, "", "", two.password],
    [short.username, short.fullName, short.email, "1", "", short.password],
    [repeat.username, repeat.fullName, `${tag}-repeat@cardfolio.test`, "1", "", repeat.password],
    [taken.username, taken.fullName, `${tag}-taken@cardfolio.test`, "1", "", taken.password],
  ]);
  // The taken username is found by the server's dry run, before the upload.
  const dialog = await previewAsAdministrator(page, file, "5 users found, 2 valid, 3 invalid");

  await test.step("every row with its status; the formula stays text; passwords are masked", async () => {
    await expectPreviewRows(dialog, [
      ["Valid", one.username, one.fullName, one.email, "Manager (2)", one.cardSlug, MASKED_PASSWORD],
      ["Valid", two.username, two.fullName, two.email, "User (1)", "-", MASKED_PASSWORD],
      ["", short.username, short.fullName, short.email, "User (1)", "-", MASKED_PASSWORD],
      [
        "",
        repeat.username,
        repeat.fullName,
        `${tag}-repeat@cardfolio.test`,
        "User (1)",
        "-",
        MASKED_PASSWORD,
      ],
      ["", taken.username, taken.fullName, `${tag}-taken@cardfolio.test`, "User (1)", "-", MASKED_PASSWORD],
    ]);
    await expect(dialog.getByRole("link")).toHaveCount(0);
    await expectPasswordsHidden(
      dialog,
      [one, two, short, repeat, taken].map((row) => row.password),
    );
    await expectNoSeriousA11yViolationsInBothThemes(page, "batch preview");
  });

  await test.step("an invalid row names its errors, in a tooltip on hover and on focus", async () => {
    const lineFour = invalidStatus(dialog, 4);
    await expect(lineFour).toHaveAccessibleName(
      "Invalid (line 4): Username must be at least 3 characters, Invalid email format",
    );
    await lineFour.hover();
    const tooltip = page.getByRole("tooltip");
    await expectTooltip(tooltip, [
      "Line 4",
      "Username must be at least 3 characters",
      "Invalid email format",
    ]);
    // Escape closes the tooltip and leaves the dialog open.
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
    await expect(dialog).toBeVisible();

    const lineFive = invalidStatus(dialog, 5);
    await expect(lineFive).toHaveAccessibleName(
      "Invalid (line 5): Username appears more than once in the file",
    );
    await lineFive.focus();
    await expectTooltip(tooltip, ["Line 5", "Username appears more than once in the file"]);

    // Taken on the server: its message, before anything is uploaded.
    const lineSix = invalidStatus(dialog, 6);
    await expect(lineSix).toHaveAccessibleName("Invalid (line 6): That username is already taken.");
    await lineSix.focus();
    await expectTooltip(tooltip, ["Line 6", "That username is already taken."]);
  });

  await test.step("'Download CSV Template' saves the template", async () => {
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download CSV Template" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("user_upload_template.csv");
    const text = await readFile(await download.path(), "utf8");
    expect(text.split(/\r?\n/)[0]).toBe(BATCH_HEADER.join(","));
  });

  await test.step("the valid rows are sent; the results say what happened to each", async () => {
    const results = await uploadPairCreated(page, one, two);
    await expectNoSeriousA11yViolationsInBothThemes(page, "batch results");
    await closeResults(results);
  });

  await test.step("the new users are listed, the formula as text, and one signs in", async () => {
    await expectImportedPair(page, `${tag}-bc-`, { user: one, level: "Manager" }, two);
    expect((await findUser(page, two.username))?.fullName).toBe(two.fullName);
    await expectCanSignIn(browser, one);
  });
});

test("batch upload of an XLSX with the alternate headers and a formula cell", async ({ page, browser }) => {
  const tag = projectTag();
  const one = testUser("bx-one", "Xavier Sheet", { accessLevel: 3, withSlug: true });
  const two = testUser("bx-two", `=${HYPERLINK}`);
  const bad = testUser("bx-bad", "Bad Row");
  const file = await xlsxFile(`users-${tag}.xlsx`, [
    ["username", "full_name", "email", "access_level", "card_slug", "password"],
    [one.username, one.fullName, one.email, 3, one.cardSlug, one.password],
    [two.username, { formula: HYPERLINK }, two.email, 1, "", two.password],
    [bad.username, bad.fullName, "nope", 1, "", "12345"],
  ]);
  const dialog = await previewAsAdministrator(page, file, "3 users found, 2 valid, 1 invalid");

  await test.step("the preview reads the workbook", async () => {
    await expectPreviewRows(dialog, [
      ["Valid", one.username, one.fullName, one.email, "Developer (3)", one.cardSlug, MASKED_PASSWORD],
      ["Valid", two.username, two.fullName, two.email, "User (1)", "-", MASKED_PASSWORD],
      ["", bad.username, bad.fullName, "nope", "User (1)", "-", MASKED_PASSWORD],
    ]);
    await expect(invalidStatus(dialog, 4)).toHaveAccessibleName(
      "Invalid (line 4): Invalid email format, Password must be at least 6 characters",
    );
    await expectPasswordsHidden(dialog, [one.password, two.password, "12345"]);
  });

  await test.step("upload and results", async () => {
    const results = await uploadPairCreated(page, one, two);
    await closeResults(results);
  });

  await test.step("the new users are listed with their levels, and one signs in", async () => {
    await expectImportedPair(page, `${tag}-bx-`, { user: one, level: "Developer" }, two);
    expect(await findUser(page, one.username)).toMatchObject({ accessLevel: 3, cardSlug: one.cardSlug });
    await expectCanSignIn(browser, two);
  });
});

test("batch upload refuses a file it cannot read as users, before any preview", async ({ page }) => {
  const tag = projectTag();
  const needsHeader =
    "The file needs a header row naming its columns: username, fullName, email, accessLevel, cardSlug, password.";
  await signIn(page, ADMINISTRATOR);
  await openUsers(page);

  await test.step("an empty file", async () => {
    await expectRefusedFile(page, csvFile("empty.csv", []), needsHeader);
  });

  await test.step("a file without a header row", async () => {
    const row = [`${tag}-nohead`, "Noah Head", `${tag}-nohead@cardfolio.test`, "1", "", "secret-123"];
    await expectRefusedFile(page, csvFile("no-header.csv", [row]), needsHeader);
  });

  await test.step("a file missing required columns", async () => {
    const file = csvFile("missing-columns.csv", [
      ["username", "email"],
      [`${tag}-partial`, `${tag}-partial@cardfolio.test`],
    ]);
    await expectRefusedFile(
      page,
      file,
      "Missing required columns: fullName, password. The header row needs username, fullName, email, accessLevel, cardSlug, password.",
    );
  });

  await test.step("a workbook that is not one", async () => {
    const file = { name: "broken.xlsx", mimeType: XLSX_MIME_TYPE, buffer: Buffer.from("not a workbook") };
    await expectRefusedFile(
      page,
      file,
      "This file could not be read as a spreadsheet. Save it as .xlsx or CSV and upload it again.",
    );
  });

  await test.step("a file with no valid row opens the preview with nothing to upload", async () => {
    const file = csvFile("all-invalid.csv", [BATCH_HEADER, ["x", "Y", "nope", "9", "", "1"]]);
    const dialog = await openBatchPreview(page, file, "1 user found, 0 valid, 1 invalid");
    await expectToastBehindDialog(page, "Warning", "No valid users to upload");
    await expect(dialog.getByRole("button", { name: "Upload Valid Users" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});
