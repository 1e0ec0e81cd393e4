/**
 * The public landing page at /, its pricing and its ratings included, on the
 * desktop and on a 375 px phone, signed out and signed in.
 */

import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

/** The top navigation: the header's on a desktop, the drawer's (opened here) on a phone. */
async function openNavigation(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  return drawer.getByRole("navigation", { name: "Main" });
}

/** Distance of an element's top from the top of the viewport, in CSS pixels. */
function topOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));
}

test.describe("landing page", { tag: "@phone" }, () => {
  test("shows its sections in order with their content", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("heading", { level: 1 });
    await expect(hero).toHaveCount(1);
    await expect(hero).toBeVisible();

    const features = page.locator("section#features");
    const themes = page.locator("section#themes");
    const pricing = page.locator("section#pricing");
    const testimonials = page.locator("section#testimonials");

    await test.step("the sections follow the specified order", async () => {
      const tops: number[] = [];
      for (const part of [hero, features, themes, pricing, testimonials]) {
        const box = await part.boundingBox();
        expect(box).not.toBeNull();
        tops.push(box!.y);
      }
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      expect(new Set(tops).size).toBe(tops.length);
    });

    await test.step("nine features", async () => {
      await expect(features.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(features.getByRole("listitem")).toHaveCount(9);
      await expect(features.getByRole("heading", { level: 3 })).toHaveCount(9);
    });

    await test.step("three sample themes", async () => {
      await expect(themes.getByRole("button", { name: "Use Theme" })).toHaveCount(3);
      await expect(themes.getByRole("img", { name: /Card preview/ })).toHaveCount(3);
      await expect(themes.getByRole("link", { name: "View all themes" })).toBeVisible();
    });

    await test.step("three prices", async () => {
      const plans = pricing.getByRole("article");
      await expect(plans).toHaveCount(3);
      await expect(plans.nth(0)).toContainText("$5");
      await expect(plans.nth(1)).toContainText("$12");
      await expect(plans.nth(1)).toContainText("POPULAR");
      await expect(plans.nth(2)).toContainText("$29");
      await expect(plans.nth(2).getByRole("link", { name: "Contact Sales" })).toBeVisible();
      await expect(pricing.getByText("POPULAR", { exact: true })).toHaveCount(1);
    });

    await test.step("three testimonials with star ratings", async () => {
      await expect(testimonials.getByRole("figure")).toHaveCount(3);
      await expect(testimonials.getByRole("img", { name: /^Rated \d(\.5)? out of 5$/ })).toHaveCount(3);
    });

    await expectNoSeriousA11yViolationsInBothThemes(page, "landing, signed out");
  });

  test("signed out, the navigation offers Login and Get Started, and 'Use Theme' asks to sign up", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    const nav = await openNavigation(page, isMobile);
    await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
    await expect(nav.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/auth?tab=register",
    );
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    if (isMobile) await page.getByRole("button", { name: "Close menu" }).click();

    await page.locator("section#themes").getByRole("button", { name: "Use Theme" }).first().click();
    await expectToast(
      page,
      "Sign up required",
      "Create an account to use this theme for your business card.",
    );
  });

  test("'Get Started' opens the Register tab when sign-up is open, else the Login tab", async ({
    page,
    isMobile,
  }) => {
    // Sign-up is off on the test server.
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Get Started" }).first().click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Register" })).toHaveCount(0);

    await page.route("**/api/config/auth", (route) => route.fulfill({ json: { allowSignup: true } }));
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Get Started" }).first().click();
    await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();

    // 'Login' still opens the Login tab.
    await page.goto("/");
    await (await openNavigation(page, isMobile)).getByRole("link", { name: "Login" }).click();
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  });

  test("the navigation anchors scroll to their sections", async ({ page, isMobile }) => {
    await page.goto("/");
    for (const { name, id } of [
      { name: "Pricing", id: "pricing" },
      { name: "Features", id: "features" },
      { name: "Themes", id: "themes" },
    ]) {
      const nav = await openNavigation(page, isMobile);
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      // Scrolled so the section starts just below the sticky header (64 px high).
      await expect
        .poll(() => topOf(page, `section#${id}`), { message: `${name} at the top` })
        .toBeGreaterThan(-2);
      await expect
        .poll(() => topOf(page, `section#${id}`), { message: `${name} at the top` })
        .toBeLessThan(80);
      await expect(page.locator(`section#${id}`).getByRole("heading", { level: 2 })).toBeInViewport();
      if (isMobile) {
        // The drawer closes and the keyboard focus moves to the section.
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
        await expect(page.locator(`section#${id}`)).toBeFocused();
      }
    }
  });

  test("signed in, the navigation offers Dashboard and My Cards, and 'Use Theme' selects", async ({
    page,
    isMobile,
  }) => {
    await signIn(page, USERS.basic);
    await page.goto("/");
    const nav = await openNavigation(page, isMobile);
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "My Cards" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Get Started" })).toHaveCount(0);
    if (isMobile) await page.getByRole("button", { name: "Close menu" }).click();
    await expectNoSeriousA11yViolations(page, "landing, signed in");

    const themes = page.locator("section#themes");
    const firstTheme = themes
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Use Theme" }) });
    const themeName = (await firstTheme.first().getByRole("heading", { level: 3 }).textContent())?.trim();
    expect(themeName).toBeTruthy();
    await firstTheme.first().getByRole("button", { name: "Use Theme" }).click();
    await expectToast(
      page,
      "Theme selected",
      `${themeName} theme has been selected. Go to your dashboard to apply it.`,
    );

    await page.getByRole("link", { name: "Go to Dashboard" }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test("on a 375 px phone the page does not scroll sideways and the menu is a drawer", {
  tag: "@phone-only",
}, async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.innerWidth)).toBe(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  const nav = drawer.getByRole("navigation", { name: "Main" });
  for (const name of ["Features", "Themes", "Pricing", "Login", "Get Started"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const box = await drawer.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolationsInBothThemes(page, "landing drawer");

  await drawer.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});
