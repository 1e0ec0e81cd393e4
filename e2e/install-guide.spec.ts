/**
 * The install guide: the 'Install as an App' dialog opens by itself 2 s
 * after the first dashboard visit with a card, 'Got it' remembers it, the floating 'Install
 * Guide' button reopens it; iOS, Android and Desktop tabs, the default from the device; the dashboard's
 * PWA Settings tab; and the app's own install prompt, offered as 'Install App'
 * only while the browser offers it. Time is the page's fake clock, so nothing waits on a sleep.
 */

import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { createCard, listCards } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { INSTALL_GUIDE_SEEN_KEY, signIn } from "./support/sign-in";
import { USERS } from "./support/users";

// Has a card (the guide opens by itself only then); the guide only reads the dashboard.
const USER = USERS.installOwner;
const IPHONE_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

function guideDialog(page: Page) {
  return page.getByRole("dialog", { name: "Install as an App" });
}

function launcher(page: Page) {
  return page.getByRole("button", { name: "Install Guide" });
}

const seenFlag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), INSTALL_GUIDE_SEEN_KEY);

/**
 * Hands the page what Chromium hands it when the app is installable: a `beforeinstallprompt`
 * event whose prompt() the test counts and whose choice is `outcome`.
 */
async function offerInstallation(page: Page, outcome: "accepted" | "dismissed" = "accepted") {
  await page.evaluate((outcome) => {
    const scope = window as unknown as { promptCalls?: number };
    scope.promptCalls ??= 0;
    const event = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        scope.promptCalls = (scope.promptCalls ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome, platform: "web" }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

/**
 * A first visit to the dashboard with the page's clock standing still from the moment it
 * opens: signed in (the data the app loads needs running timers), the seen flag removed, the
 * clock paused, then the dashboard entered the way its sidebar link does (the router follows
 * the address without a reload, so the paused clock stays in charge).
 */
async function firstDashboardVisit(page: Page) {
  await signIn(page, USER);
  if ((await listCards(page)).length === 0) await createCard(page, { name: USER.fullName });
  // Installed for the next page load, after signing in, whose toast needs no fake clock.
  await page.clock.install();
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate((key) => localStorage.removeItem(key), INSTALL_GUIDE_SEEN_KEY);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.evaluate(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: "install-guide", idx: index + 1 }, "", "/dashboard");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  // The 2 s are counted from the moment the user's cards are shown, which on a busy machine may
  // come after the heading. The data client hands answers over on the page's clock: it moves a
  // millisecond at a time until the cards are there, and the test counts the 2 s from then.
  const editCard = page.getByRole("link", { name: "Edit Card" }).first();
  await expect(async () => {
    await page.clock.runFor(1);
    await expect(editCard).toBeVisible({ timeout: 100 });
  }).toPass();
  expect(await seenFlag(page)).toBeNull();
}

test("@phone the first dashboard visit opens the guide after 2 s; 'Got it' remembers it; the button reopens it", async ({
  page,
}) => {
  // Time stands still until the test moves it: the 2 s are counted on the page's clock.
  await firstDashboardVisit(page);

  await test.step("not before 2 seconds, then by itself", async () => {
    await page.clock.runFor(1900);
    await expect(guideDialog(page)).toHaveCount(0);
    await expect(launcher(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(guideDialog(page)).toBeVisible();
  });
  await page.clock.resume();

  const dialog = guideDialog(page);
  await test.step("iOS, Android and Desktop tabs, Desktop on this (Linux) browser, three steps each", async () => {
    const desktop = dialog.getByRole("tab", { name: "Desktop" });
    const android = dialog.getByRole("tab", { name: "Android" });
    const ios = dialog.getByRole("tab", { name: "iOS" });
    await expect(dialog.getByRole("tab")).toHaveText(["iOS", "Android", "Desktop"]);
    await expect(desktop).toHaveAttribute("aria-selected", "true");
    const steps = dialog.getByRole("tabpanel").getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("Click the install button in the address bar");
    await expect(steps.nth(2)).toContainText("Click 'Install'");
    // The keyboard moves between the tabs.
    await desktop.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(android).toBeFocused();
    await expect(android).toHaveAttribute("aria-selected", "true");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("Tap the menu button (⋮)");
    await expect(steps.nth(1)).toContainText("Tap 'Install app' or 'Add to Home screen'");
    await expect(steps.nth(2)).toContainText("Tap 'Install'");
    await page.keyboard.press("ArrowLeft");
    await expect(ios).toBeFocused();
    await expect(ios).toHaveAttribute("aria-selected", "true");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("Tap the Share button");
    await expect(steps.nth(1)).toContainText("Tap 'Add to Home Screen'");
    await expect(steps.nth(2)).toContainText("Tap 'Add'");
    // No offer from the browser: no 'Install App'.
    await expect(dialog.getByRole("button", { name: "Install App" })).toHaveCount(0);
    await expectNoSeriousA11yViolationsInBothThemes(page, "install guide dialog");
  });

  await test.step("'Got it' closes it and stores the seen flag; the floating button appears", async () => {
    await dialog.getByRole("button", { name: "Got it" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await seenFlag(page)).toBe("true");
    await expect(launcher(page)).toBeVisible();
  });

  await test.step("a reload does not open it again", async () => {
    await page.reload();
    await expect(launcher(page)).toBeVisible();
    // Well past the delay on the page's clock.
    await page.clock.runFor(5000);
    await expect(guideDialog(page)).toHaveCount(0);
  });

  await test.step("the floating button is keyboard reachable, reopens it and gets the focus back", async () => {
    const button = launcher(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(guideDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(guideDialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await expect(guideDialog(page)).toBeVisible();
    await guideDialog(page).getByRole("button", { name: "Got it" }).click();
    await expect(guideDialog(page)).toHaveCount(0);
  });

  await test.step("at the bottom of the page the button covers no other control", async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const fab = (await launcher(page).boundingBox())!;
    const controls = page
      .getByRole("main")
      .locator("a, button, input, select, textarea, [role='tab']")
      .filter({ hasNotText: "Install Guide" });
    for (const control of await controls.all()) {
      if (!(await control.isVisible())) continue;
      const box = await control.boundingBox();
      if (!box) continue;
      const overlaps =
        box.x < fab.x + fab.width &&
        fab.x < box.x + box.width &&
        box.y < fab.y + fab.height &&
        fab.y < box.y + box.height;
      expect(overlaps, `the Install Guide button covers ${await control.textContent()}`).toBe(false);
    }
    await expectNoSeriousA11yViolationsInBothThemes(page, "dashboard with the Install Guide button");
  });
});

test("@phone the PWA Settings tab shows the guide with the device's tab first", async ({ page }) => {
  await signIn(page, USER);
  await page.getByRole("tab", { name: "PWA Settings" }).click();
  const panel = page.getByRole("tabpanel", { name: "PWA Settings" });
  await expect(panel.getByRole("heading", { name: "Install as an App" })).toBeVisible();
  await expect(panel.getByRole("tab", { name: "Desktop" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("tabpanel", { name: "Desktop" }).getByRole("listitem")).toHaveCount(3);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectNoSeriousA11yViolationsInBothThemes(page, "PWA Settings tab");
});

test.describe("on an iPhone", () => {
  test.use({ userAgent: IPHONE_AGENT });

  test("@phone the guide starts on the iOS tab", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/dashboard?tab=pwa");
    const panel = page.getByRole("tabpanel", { name: "PWA Settings" });
    await expect(panel.getByRole("tab", { name: "iOS" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("tabpanel", { name: "iOS" }).getByRole("listitem").first()).toContainText(
      "Tap the Share button",
    );
    await launcher(page).click();
    await expect(guideDialog(page).getByRole("tab", { name: "iOS" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});

test("'Install App' shows only while the browser offers installation, and prompts once", async ({ page }) => {
  await signIn(page, USER);
  await page.goto("/dashboard?tab=pwa");
  const panel = page.getByRole("tabpanel", { name: "PWA Settings" });
  await expect(panel.getByRole("heading", { name: "Install as an App" })).toBeVisible();
  const install = panel.getByRole("button", { name: "Install App" });
  await expect(install).toHaveCount(0);

  await offerInstallation(page, "dismissed");
  await expect(install).toBeVisible();
  await install.click();
  await expect.poll(() => page.evaluate(() => (window as { promptCalls?: number }).promptCalls)).toBe(1);
  // The offer is spent; the browser makes a new one later.
  await expect(install).toHaveCount(0);

  await offerInstallation(page);
  await expect(install).toBeVisible();
  // The dialog offers it too.
  await launcher(page).click();
  await expect(guideDialog(page).getByRole("button", { name: "Install App" })).toBeVisible();
  await guideDialog(page).getByRole("button", { name: "Got it" }).click();

  // Installed from the browser's own menu: the offer goes.
  await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
  await expect(install).toHaveCount(0);
});

test("an offer the browser makes before the dashboard's script runs is kept for it", async ({ page }) => {
  await signIn(page, USER);
  // The server writes the dashboard and its script starts after the first paint; here the app's
  // scripts are held back, as on a slow link, until the browser has made its offer.
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/dashboard?tab=pwa", { waitUntil: "domcontentloaded" });
  const panel = page.getByRole("tabpanel", { name: "PWA Settings" });
  await expect(panel.getByRole("heading", { name: "Install as an App" })).toBeVisible();
  await offerInstallation(page);
  const install = panel.getByRole("button", { name: "Install App" });
  // Only the app draws the button: none yet, as its scripts have not arrived.
  await expect(install).toHaveCount(0);

  releaseScripts();
  await expect(install).toBeVisible();
  await install.click();
  await expect.poll(() => page.evaluate(() => (window as { promptCalls?: number }).promptCalls)).toBe(1);
});

test("inside the installed app the guide neither opens by itself nor offers 'Install App'", async ({
  page,
}) => {
  // The page runs in standalone display mode, as the installed app does.
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes("display-mode: standalone")
        ? ({
            ...real(query),
            matches: true,
            media: query,
            addEventListener() {},
            removeEventListener() {},
          } as MediaQueryList)
        : real(query);
  });
  await firstDashboardVisit(page);
  await page.clock.runFor(5000);
  await expect(guideDialog(page)).toHaveCount(0);
  await page.clock.resume();

  await page.getByRole("tab", { name: "PWA Settings" }).click();
  await offerInstallation(page);
  const panel = page.getByRole("tabpanel", { name: "PWA Settings" });
  await expect(panel.getByRole("heading", { name: "Install as an App" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Install App" })).toHaveCount(0);
});
