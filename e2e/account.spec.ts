/**
 * Account settings at /account: the level name, the Profile and Security tabs, signing
 * out and deleting the account, each change confirmed by a toast and refused with the
 * server's message.
 */

import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { expect, type Page, test } from "./support/fixtures";
import { signIn, signInAlert, submitLogin } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { ADMIN, USERS } from "./support/users";

function sidebar(page: Page) {
  return page.getByRole("complementary", { name: "Sidebar" });
}

async function openAccount(page: Page) {
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account Settings", level: 1 })).toBeVisible();
}

async function openSecurityTab(page: Page) {
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
}

async function fillPasswordForm(page: Page, current: string, next: string, confirm: string) {
  await page.getByLabel("Current password").fill(current);
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Confirm password", { exact: true }).fill(confirm);
  await page.getByRole("button", { name: "Update Password" }).click();
}

test("the header names the level; both tabs pass the accessibility check", async ({ page }) => {
  await signIn(page, USERS.basic);
  await openAccount(page);
  await expect(page.getByText("Basic account", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Username")).toHaveValue(USERS.basic.username);
  await expect(page.getByLabel("Full name")).toHaveValue(USERS.basic.fullName);
  await expect(page.getByLabel("Email")).toHaveValue(USERS.basic.email);
  await expectNoSeriousA11yViolationsInBothThemes(page, "account profile");

  await openSecurityTab(page);
  await expect(page.getByLabel("Current password")).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "account security");
});

test("profile: validation messages, then a change that persists and shows in the sidebar", async ({
  page,
}) => {
  const user = USERS.profile;
  await signIn(page, user);
  await openAccount(page);
  await expect(sidebar(page)).toContainText(user.fullName);

  await test.step("invalid values are named", async () => {
    await page.getByLabel("Username").fill("ab");
    await page.getByLabel("Full name").fill("");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "profile with errors");

    await page.getByLabel("Username").fill("a-username-far-too-long");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Username must be less than 20 characters")).toBeVisible();
  });

  const changed = { fullName: "Pat Renamed", email: "pat.renamed@cardfolio.test", phone: "+1 555 0100" };

  await test.step("a valid change is saved", async () => {
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Full name").fill(changed.fullName);
    await page.getByLabel("Email").fill(changed.email);
    await page.getByLabel("Phone (optional)").fill(changed.phone);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Profile updated");
    await expect(sidebar(page)).toContainText(changed.fullName);
    await expect(sidebar(page)).toContainText(changed.email);
  });

  await test.step("it is still there after a reload", async () => {
    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue(changed.fullName);
    await expect(page.getByLabel("Email")).toHaveValue(changed.email);
    await expect(page.getByLabel("Phone (optional)")).toHaveValue(changed.phone);
    await expect(page.getByLabel("Username")).toHaveValue(user.username);
    await expect(sidebar(page)).toContainText(changed.fullName);
    await expect(sidebar(page)).toContainText(changed.email);
  });
});

test("security: password rules, a successful change, and signing out", async ({ page }) => {
  const user = USERS.password;
  const newPassword = "fresh-secret-9";
  await signIn(page, user);
  await openAccount(page);
  await openSecurityTab(page);

  await test.step("a wrong current password is refused by the server", async () => {
    await fillPasswordForm(page, "wrong-current-1", newPassword, newPassword);
    await expect(page.getByRole("main").getByText("Current password is incorrect")).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await expectToast(page, "Password update failed", "Current password is incorrect");
  });

  await test.step("a short new password", async () => {
    await fillPasswordForm(page, user.password, "abc", "abc");
    await expect(page.getByText("New password must be at least 6 characters")).toBeVisible();
  });

  await test.step("a confirmation that does not match", async () => {
    await fillPasswordForm(page, user.password, newPassword, `${newPassword}x`);
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel("Confirm password", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoSeriousA11yViolations(page, "security with errors");
  });

  await test.step("a valid change", async () => {
    await fillPasswordForm(page, user.password, newPassword, newPassword);
    await expectToast(page, "Password updated", "Your password has been successfully updated");
    await expect(page.getByLabel("Current password")).toHaveValue("");
    await expect(page.getByLabel("New password", { exact: true })).toHaveValue("");
  });

  await test.step("sign out closes the protected pages", async () => {
    await sidebar(page).getByRole("button", { name: "Sign out" }).click();
    await expectToast(page, "Logged out", "You've been successfully logged out");
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step("the old password fails, the new one works", async () => {
    await submitLogin(page, user.username, user.password);
    await expect(signInAlert(page)).toContainText("Invalid username or password");
    await signIn(page, { username: user.username, password: newPassword });
  });
});

test("delete account asks for the password, then the account is gone", async ({ page }) => {
  const user = USERS.deleter;
  await signIn(page, user);
  await openAccount(page);
  await openSecurityTab(page);

  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "delete-account dialog");

  await test.step("the password is required and checked", async () => {
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(dialog.getByText("Password is required")).toBeVisible();
    await dialog.getByLabel("Password", { exact: true }).fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Password is incorrect" })).toBeVisible();
  });

  await test.step("the right password deletes the account", async () => {
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, "Account deleted");
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step("the user cannot sign in any more", async () => {
    await submitLogin(page, user.username, user.password);
    await expect(signInAlert(page)).toContainText("Invalid username or password");
  });
});

test("the first administrator sees 'Admin account' and cannot delete it", async ({ page }) => {
  await signIn(page, ADMIN);
  await openAccount(page);
  await expect(page.getByText("Admin account", { exact: true })).toBeVisible();
  await openSecurityTab(page);

  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(dialog.getByRole("alert")).toContainText("The first administrator account cannot be deleted.");
  await expectNoSeriousA11yViolations(page, "delete-account refused");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByText("Admin account", { exact: true })).toBeVisible();
});
