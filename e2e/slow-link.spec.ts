/**
 * The landing and sign-in pages on a phone's slow link (400 kbit/s, 400 ms, as the review measured
 * it): their documents hold the page itself (decision 027), so it is shown, readable and its links
 * followable while its script is still on its way; once the script has arrived the same page
 * works, nothing drawn twice. No timing is asserted here (npm run bench -- lighthouse measures
 * speed): what is held back is the script, and the page is checked while it is.
 */

import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { expect, test } from "./support/fixtures";
import { signInAlert, submitLogin } from "./support/sign-in";
import { holdScripts, throttle } from "./support/slow-link";

test.describe("on a slow link", { tag: "@phone" }, () => {
  test("the sign-in page is shown before its script, then signs in as before", async ({ page }) => {
    await throttle(page);
    const release = await holdScripts(page);
    await page.goto("/auth", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(page.getByText("Sign in to manage your business cards.")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Username")).toBeVisible();
    // Until the script has taken the page over, the form cannot be sent (by the browser itself,
    // the password in the address).
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeDisabled();
    const heading = await page.getByRole("heading", { name: "Welcome" }).elementHandle();

    release();
    // Taken over as it is: the heading is the same element once the script has run.
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
    await submitLogin(page, "nobody-here", "not-the-password");
    await expect(signInAlert(page)).toContainText("Invalid username or password");
    expect(await heading!.evaluate((element) => element.isConnected)).toBe(true);
    await expectNoSeriousA11yViolationsInBothThemes(page, "sign-in on a slow link");
  });

  test("the landing page is shown and its links work before its script", async ({ page }) => {
    await throttle(page);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await expect(
      page.getByRole("heading", { name: "Your business card, reimagined for a digital world", level: 1 }),
    ).toBeVisible();
    await expect(page.locator("section#pricing")).toContainText("Professional");
    // 'Get Started' is a plain link to the sign-in page's own document.
    await page.getByRole("main").getByRole("link", { name: "Get Started" }).first().click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    release();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  });
});
