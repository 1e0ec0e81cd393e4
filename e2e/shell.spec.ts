/**
 * The signed-in frame and the app-wide pieces: access levels, the sidebar, the not-found
 * page, connectivity toasts and the theme.
 */

import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

function sidebar(page: Page) {
  return page.getByRole("complementary", { name: "Sidebar" });
}

test.describe("on every device", { tag: "@phone" }, () => {
  test("a level-1 user at /users sees Access Denied with a way home", async ({ page }) => {
    await signIn(page, USERS.basic);
    await page.goto("/users");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    // /users has its own denial text, which says it needs an administrator.
    await expect(
      page.getByText(
        "You do not have permission to view this page. This page requires admin privileges. Please contact your administrator.",
      ),
    ).toBeVisible();
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await expectNoSeriousA11yViolationsInBothThemes(page, "access denied");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has moved.")).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
    await expectNoSeriousA11yViolationsInBothThemes(page, "not found");
  });

  test("losing and regaining the connection is announced", async ({ page, context }) => {
    await page.goto("/auth");
    // The page is written by the server and its script starts after the first paint; the button
    // is enabled once the script has taken the page over, and so listens for the connection.
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
    await context.setOffline(true);
    await expectToast(page, "You're offline", "Some features may be limited");
    await context.setOffline(false);
    await expectToast(page, "Back online", "Your internet connection has been restored");
  });
});

test("a level-4 user has User Management in the sidebar", async ({ page }) => {
  await signIn(page, USERS.editor);
  const link = sidebar(page).getByRole("link", { name: "User Management" });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole("heading", { name: "User Management", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "user management");
});

test("a level-1 user has no User Management link", async ({ page }) => {
  await signIn(page, USERS.basic);
  const nav = sidebar(page).getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Account" })).toBeVisible();
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Leads", "Account", "User Guide"]);
  await expect(nav.getByRole("link", { name: "User Management" })).toHaveCount(0);
});

test("the collapsed sidebar is remembered across a reload", async ({ page }) => {
  await signIn(page, USERS.basic);
  const aside = sidebar(page);
  await expect(aside.getByText(USERS.basic.fullName)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "dashboard, sidebar open");

  await aside.getByRole("button", { name: "Collapse sidebar" }).click();
  const expand = aside.getByRole("button", { name: "Expand sidebar" });
  await expect(expand).toHaveAttribute("aria-expanded", "false");
  await expect(aside.getByText(USERS.basic.fullName)).toBeHidden();
  // The links keep their names as labels when only the icons show.
  await expect(aside.getByRole("link", { name: "Account" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("sidebarCollapsed"))).toBe("true");
  await expectNoSeriousA11yViolationsInBothThemes(page, "dashboard, sidebar collapsed");

  await page.reload();
  await expect(aside.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await expect(aside.getByText(USERS.basic.fullName)).toBeHidden();

  await aside.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(aside.getByRole("button", { name: "Collapse sidebar" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(aside.getByText(USERS.basic.fullName)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("sidebarCollapsed"))).toBe("false");
  await page.reload();
  await expect(aside.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
});

test("the theme switch sets the dark class and survives a reload", async ({ page }) => {
  await signIn(page, USERS.basic);
  const html = page.locator("html");
  const chooseTheme = async (name: "Light" | "Dark" | "System") => {
    await sidebar(page)
      .getByRole("button", { name: /Change theme/ })
      .click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("menuitemradio", { name }).click();
    await expect(menu).toBeHidden();
  };
  const storedTheme = () => page.evaluate(() => localStorage.getItem("cardfolio-theme"));

  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).toHaveClass(/\blight\b/);

  await sidebar(page).getByRole("button", { name: "Theme: system. Change theme" }).click();
  await expect(page.getByRole("menuitemradio", { name: "System" })).toHaveAttribute("aria-checked", "true");
  await expectNoSeriousA11yViolations(page, "theme menu open");
  await page.keyboard.press("Escape");

  await chooseTheme("Dark");
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await storedTheme()).toBe("dark");
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(sidebar(page).getByRole("button", { name: "Theme: dark. Change theme" })).toBeVisible();

  await chooseTheme("Light");
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await storedTheme()).toBe("light");
  // An explicit choice wins over the system's preference, also after a reload.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(sidebar(page).getByRole("button", { name: "Theme: light. Change theme" })).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);

  await chooseTheme("System");
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await storedTheme()).toBe("system");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test("on a phone the sidebar opens as a drawer from 'Open menu'", { tag: "@phone-only" }, async ({
  page,
}) => {
  await signIn(page, USERS.basic);
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(USERS.basic.fullName)).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "phone drawer");

  await drawer.getByRole("link", { name: "Account" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
});
