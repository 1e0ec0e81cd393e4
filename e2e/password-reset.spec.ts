/**
 * A forgotten password: 'Forgot password?', the mailed link (read from the server log, as a
 * self-hoster without SMTP would), a new password, and the link being single-use, so a
 * leaked mail cannot be used again.
 */

import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { BASE_URL } from "./support/env";
import { expect, test } from "./support/fixtures";
import { countResetMails, readResetLink } from "./support/reset-mails";
import { signIn, signInAlert, submitLogin } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

const user = USERS.reset;
const NEW_PASSWORD = "brand-new-secret-7";

test("the reset panel checks the email and leads back to the login view", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "reset panel");

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page, "reset panel with error");

  await page.getByRole("button", { name: "Back to login" }).click();
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
});

test("a user resets the password through the mailed link, which works once", async ({ page }) => {
  const mailsBefore = countResetMails(user.email);

  await test.step("request the link", async () => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    // The panel switches back to the login view at once.
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expectToast(
      page,
      "Password reset initiated",
      "If your email is registered, you will receive a password reset link",
    );
  });

  const link = await readResetLink(user.email, mailsBefore);
  expect(link.startsWith(`${BASE_URL}/reset-password?token=`)).toBe(true);

  await test.step("choose a new password", async () => {
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "reset-password page");

    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(`${NEW_PASSWORD}-typo`);
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel("Confirm new password")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page, "reset-password mismatch");

    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expectToast(page, "Password reset", "Your password has been reset. You can now sign in.");
  });

  await test.step("the same link is refused the second time", async () => {
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("another-secret-8");
    await page.getByLabel("Confirm new password").fill("another-secret-8");
    await page.getByRole("button", { name: "Set New Password" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Password reset failed" });
    await expect(alert).toContainText("This reset link is invalid or has expired. Please request a new one.");
    await expect(alert.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/auth");
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expectNoSeriousA11yViolations(page, "reset-password link used");
  });

  await test.step("the old password no longer works, the new one does", async () => {
    await page.goto("/auth");
    await submitLogin(page, user.username, user.password);
    await expect(signInAlert(page)).toContainText("Invalid username or password");
    await signIn(page, { username: user.username, password: NEW_PASSWORD });
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });
});
