/**
 * Signing in through the real form at /auth, as a person does, and what the form says when it
 * refuses.
 */
import { INSTALL_GUIDE_SEEN_KEY } from "../../core/install-platform";
import { expect, type Locator, type Page } from "./fixtures";
import { toast } from "./toasts";
import type { FixtureUser } from "./users";

/** The web app's local-storage key of the install guide's seen flag: set, the guide never opens by itself. */
export { INSTALL_GUIDE_SEEN_KEY };

/**
 * Signs in through /auth, waits for the dashboard and dismisses the 'Login successful'
 * toast, so every test starts from the same screen whatever the timing (on a phone the
 * toast covers the bottom of the screen).
 *
 * The install guide opens by itself as a modal 2 s after a first dashboard visit: it is marked
 * seen first, so it never covers the screen a test is working on (the install guide's own spec
 * removes the flag again). Set here rather than per context, so contexts a spec opens itself
 * get it too.
 */
export async function signIn(page: Page, user: Pick<FixtureUser, "username" | "password">): Promise<void> {
  await page.goto("/auth");
  await page.evaluate((key) => localStorage.setItem(key, "true"), INSTALL_GUIDE_SEEN_KEY);
  await submitLogin(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const welcome = toast(page, "Login successful");
  await welcome.getByRole("button", { name: "Dismiss" }).click();
  await expect(welcome).toHaveCount(0);
}

/** Fills and submits the login form without expecting success. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The alert the sign-in form shows after a refused attempt. */
export function signInAlert(page: Page): Locator {
  return page.getByRole("alert").filter({ hasText: "Login failed" });
}
