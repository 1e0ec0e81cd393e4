/** Signing in at /auth: the form, its refusals and the toasts that say what happened. */

import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { expect, test } from "./support/fixtures";
import { signInAlert, submitLogin } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

const user = USERS.signIn;

test.describe("sign in", { tag: "@phone" }, () => {
  test("a signed-out visit to /dashboard goes to /auth, which offers only the Login tab", async ({
    page,
  }) => {
    const signupConfig = page.waitForResponse((response) => response.url().endsWith("/api/config/auth"));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    // Sign-up is off: once the server has said so, the Register tab must still be absent.
    expect(await (await signupConfig).json()).toEqual({ allowSignup: false });
    await expect(page.getByRole("tab")).toHaveText(["Login"]);
    await expect(page.getByRole("tab", { name: "Register" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Forgot password?" })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "sign-in");
  });

  test("an empty submit names both missing fields", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page, "sign-in with field errors");
  });

  test("wrong credentials are told once, by the 'Login failed' alert", async ({ page }) => {
    await page.goto("/auth");
    await submitLogin(page, user.username, "not-the-password");
    await expect(signInAlert(page)).toContainText("Invalid username or password");
    await expect(page.getByText("Invalid username or password")).toHaveCount(1);
    await expect(page).toHaveURL(/\/auth$/);
    await expectNoSeriousA11yViolationsInBothThemes(page, "sign-in failed");
  });

  test("the show/hide toggle switches the password field's type", async ({ page }) => {
    await page.goto("/auth");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-value");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(password).toHaveValue("secret-value");
    await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("good credentials land on the dashboard, and /auth then redirects there", async ({ page }) => {
    await page.goto("/auth");
    await submitLogin(page, user.username, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, "Login successful", `Welcome back, ${user.fullName}!`);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });
});
