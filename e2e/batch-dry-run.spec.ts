/**
 * The batch-upload preview asks the server before the upload, so no row is promised that will
 * fail: the rows valid in the file go to POST /api/users/bulk/check, a dry run of the upload's own
 * checks, and a row whose username or email is already in use shows as invalid with the server's
 * message while 'Upload Valid Users' waits for the answer. A failed check keeps the upload off,
 * with Retry. Every name a test makes starts with its project's initial, so the projects never
 * collide.
 */
import type { Locator } from "@playwright/test";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { csvFile } from "./support/spreadsheets";
import { USERS } from "./support/users";

const ADMINISTRATOR = USERS.usersAdmin;
const BATCH_HEADER = ["username", "fullName", "email", "accessLevel", "cardSlug", "password"];
const CHECK_URL = "**/api/users/bulk/check";

function projectTag(): string {
  return test.info().project.name.slice(0, 1);
}

async function openUsers(page: Page): Promise<void> {
  await page.goto("/users");
  await expect(page.getByRole("heading", { name: "User Management", level: 1 })).toBeVisible();
}

/** A toast, also while a dialog hides the rest of the page from assistive technology. */
function toastBehindDialog(page: Page, title: string, description: string): Locator {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ hasText: description })
    .last();
}

function invalidStatus(dialog: Locator, line: number): Locator {
  return dialog.getByRole("button", { name: new RegExp(`^Invalid \\(line ${line}\\)`) });
}

/** A file of one new user, one with a taken username and one with a taken email. */
function fileWithTakenNames(name: string) {
  const tag = projectTag();
  const fresh = `${tag}-dry-${name}`;
  return {
    fresh,
    file: csvFile(`dry-run-${tag}-${name}.csv`, [
      BATCH_HEADER,
      [fresh, "Fresh Person", `${fresh}@cardfolio.test`, "1", "", "secret-123"],
      [USERS.basic.username, "Tess Taken", `${tag}-dry-${name}-t@cardfolio.test`, "1", "", "secret-123"],
      [`${tag}-dry-${name}-e`, "Eve Email", USERS.basic.email, "1", "", "secret-123"],
    ]),
  };
}

test("the preview marks a taken username and email as invalid before the upload", async ({ page }) => {
  const { fresh, file } = fileWithTakenNames("taken");
  await signIn(page, ADMINISTRATOR);
  await openUsers(page);

  // The dry run is held until the checking state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let checks = 0;
  await page.route(CHECK_URL, async (route) => {
    checks++;
    await held;
    await route.continue();
  });
  await page.locator("[data-batch-input]").setInputFiles(file);
  const dialog = page.getByRole("dialog", { name: "Batch Upload Preview" });
  await expect(dialog).toBeVisible();
  const upload = dialog.getByRole("button", { name: "Upload Valid Users" });

  await test.step("while the server checks: a status, and no upload yet", async () => {
    await expect(dialog.getByRole("status")).toHaveText("Checking with the server…");
    await expect(upload).toBeDisabled();
  });

  await test.step("the server's answer marks the taken rows invalid with its messages", async () => {
    release();
    await expect(dialog.getByRole("status")).toHaveCount(0);
    await expect(dialog).toHaveAccessibleDescription(`${file.name} · 3 users found, 1 valid, 2 invalid`);
    await expect(invalidStatus(dialog, 3)).toHaveAccessibleName(
      "Invalid (line 3): That username is already taken.",
    );
    await expect(invalidStatus(dialog, 4)).toHaveAccessibleName(
      "Invalid (line 4): That email is already in use.",
    );
    await invalidStatus(dialog, 3).focus();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toContainText("Line 3");
    await expect(tooltip).toContainText("That username is already taken.");
    await page.keyboard.press("Escape");
    await expect(upload).toBeEnabled();
    expect(checks).toBe(1);
  });

  await test.step("only the remaining valid row is uploaded", async () => {
    await upload.click();
    const results = page.getByRole("dialog", { name: "Upload Results" });
    await expect(results.getByRole("status").filter({ hasText: "1 created" })).toHaveText(
      "1 created, 0 not created.",
    );
    await expect(results.getByRole("table", { name: "Upload results" })).toContainText(fresh);
  });
});

test("a failed check keeps the upload off, shows the server's message and can be retried", async ({
  page,
}) => {
  const { file } = fileWithTakenNames("retry");
  const message = "The server is busy. Try again in a moment.";
  await signIn(page, ADMINISTRATOR);
  await openUsers(page);
  await page.route(
    CHECK_URL,
    (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message }) }),
    { times: 1 },
  );
  await page.locator("[data-batch-input]").setInputFiles(file);
  const dialog = page.getByRole("dialog", { name: "Batch Upload Preview" });
  const upload = dialog.getByRole("button", { name: "Upload Valid Users" });

  await expect(toastBehindDialog(page, "Error", message)).toBeVisible();
  const failed = dialog.getByRole("alert").filter({ hasText: message });
  await expect(failed).toBeVisible();
  await expect(upload).toBeDisabled();

  await failed.getByRole("button", { name: "Retry" }).click();
  await expect(failed).toHaveCount(0);
  await expect(dialog).toHaveAccessibleDescription(`${file.name} · 3 users found, 1 valid, 2 invalid`);
  await expect(upload).toBeEnabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
