/**
 * The dashboard as the server writes it (decision 029): a phone on a slow link (400 kbit/s,
 * 400 ms) is shown the dashboard itself, with the user's card and figures, while the app's
 * scripts are still held back; once they arrive the page is taken over as it is (the same
 * elements, no console error) and works. No timing is asserted (npm run bench -- lighthouse
 * measures speed): what is held back is the script, and the page is checked while it is.
 */
import type { Page, TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { createCard } from "./support/cards";
import { expect, test } from "./support/fixtures";
import { INSTALL_GUIDE_SEEN_KEY, signIn } from "./support/sign-in";
import { holdScripts, throttle } from "./support/slow-link";
import { USERS } from "./support/users";

/** The app's scripts: the build's and the one that starts them on a written page. */
const APP_SCRIPTS = ["**/assets/*.js", "**/start-after-paint.js"];

const ownerFor = (info: TestInfo) =>
  info.project.name === "phone" ? USERS.writtenPhoneOwner : USERS.writtenOwner;
const CARD_NAME = (info: TestInfo) => `${ownerFor(info).fullName} Card`;

/** Console errors and uncaught exceptions: a page taken over badly says so there. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Clicks until the script has taken the page over and the click does what it says. */
async function openTab(page: Page, name: string, shows: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.getByRole("tab", { name }).click();
    await shows();
  }).toPass({ timeout: 30_000 });
}

test.describe("the dashboard the server writes", { tag: "@phone" }, () => {
  test.beforeEach(async ({ page }, info) => {
    await signIn(page, ownerFor(info));
    const existing = (await (await page.request.get("/api/business-cards")).json()) as unknown[];
    if (existing.length === 0)
      await createCard(page, { name: CARD_NAME(info), title: "Head of Written Pages" });
    await page.evaluate((key) => localStorage.setItem(key, "true"), INSTALL_GUIDE_SEEN_KEY);
  });

  test("is shown with the user's card and figures before any script, then taken over as it is", async ({
    page,
  }, info) => {
    const errors = collectErrors(page);
    await throttle(page);
    const release = await holdScripts(page, APP_SCRIPTS);
    await page.goto("/dashboard", { waitUntil: "commit" });

    const heading = page.getByRole("heading", { name: "Dashboard", level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByRole("heading", { name: CARD_NAME(info), level: 2 })).toBeVisible();
    await expect(page.getByText("Head of Written Pages").first()).toBeVisible();
    await expect(page.getByRole("tab", { name: "My Cards" })).toHaveAttribute("aria-selected", "true");
    const totalCards = page
      .getByRole("main")
      .locator("dl > div")
      .filter({ has: page.getByText("Total Cards", { exact: true }) })
      .getByRole("definition");
    await expect(totalCards).toHaveText("1");
    // A plain link before the script: the card's page opens from the written dashboard.
    await expect(page.getByRole("link", { name: /^View/ }).first()).toHaveAttribute("href", /^\/view\//);
    const written = await heading.elementHandle();

    release();
    await openTab(page, "Create Card", async () => {
      await expect(page.getByRole("tabpanel", { name: "Create Card" }).getByLabel("Job Title")).toBeVisible({
        timeout: 2_000,
      });
    });
    // Taken over, not drawn anew: the written heading is the one on the screen.
    expect(await written!.evaluate((element) => element.isConnected)).toBe(true);
    await page.getByRole("tab", { name: "My Cards" }).click();
    await expect(page.getByRole("heading", { name: CARD_NAME(info), level: 2 })).toBeVisible();
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolationsInBothThemes(page, "the written dashboard");
  });

  test("opens on the tab its address names, written, then working once taken over", async ({ page }) => {
    const errors = collectErrors(page);
    const release = await holdScripts(page, APP_SCRIPTS);
    await page.goto("/dashboard?tab=create", { waitUntil: "commit" });
    const panel = page.getByRole("tabpanel", { name: "Create Card" });
    await expect(panel.getByLabel("Job Title")).toBeVisible();
    // Until the script has taken the page over, the form cannot be sent (by the browser itself,
    // a GET with the fields in the address).
    await expect(panel.getByRole("button", { name: "Create Card" })).toBeDisabled();

    release();
    // The form's own rule runs once taken over: an address that is no email is refused in words.
    await expect(async () => {
      await panel.getByLabel("Email", { exact: true }).fill("not-an-email");
      await panel.getByRole("button", { name: "Create Card" }).click();
      await expect(panel.getByText("Please enter a valid email")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  test("a tab pressed before the script has taken the page over opens once it has", async ({ page }) => {
    const errors = collectErrors(page);
    // The build's scripts only: /start-after-paint.js, which keeps the press, runs as the page loads.
    const release = await holdScripts(page);
    await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
    const analytics = page.getByRole("tab", { name: "Analytics" });
    await analytics.click();
    // A written button has no handler yet: nothing happens until the script is here.
    await expect(page.getByRole("tab", { name: "My Cards" })).toHaveAttribute("aria-selected", "true");

    release();
    // Pressed again by the app once the page is its own, with no second press from the user.
    await expect(analytics).toHaveAttribute("aria-selected", "true", { timeout: 30_000 });
    await expect(page.getByRole("tabpanel", { name: "Analytics" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("is taken over with its answers: the cards are read again only when the dashboard opens again", async ({
    page,
  }) => {
    // Away first, so that nothing the page before asked (it signed in, made the card) is counted.
    await page.goto("about:blank");
    const reads: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path === "/api/business-cards" || path === "/api/dashboard/summary") reads.push(path);
    });
    await page.goto("/dashboard");
    // Taken over once a tab answers; the server read the cards for this load a moment ago.
    await openTab(page, "Analytics", async () => {
      await expect(page.getByRole("tabpanel", { name: "Analytics" })).toBeVisible({ timeout: 2_000 });
    });
    expect(reads).toEqual([]);

    // Opened again within the app, the dashboard reads its cards afresh: the figures are never stale.
    await page
      .getByRole("tabpanel", { name: "Analytics" })
      .getByRole("link", { name: /View Analytics/ })
      .click();
    await expect(page).toHaveURL(/\/analytics\/\d+$/);
    // Shown, not only addressed: until its code is here the dashboard stays on the screen.
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("tab", { name: "My Cards" })).toBeVisible();
    await expect
      .poll(() => reads)
      .toEqual(expect.arrayContaining(["/api/business-cards", "/api/dashboard/summary"]));
  });

  test("sends the code of the tab it opens on, and not of the others", async ({ page }) => {
    const preloads = async (url: string) => {
      const body = await (await page.request.get(url)).text();
      const scripts = /id="page-scripts">([^<]*)<\/script>/.exec(body);
      expect(scripts, `${url} is written`).not.toBeNull();
      return (JSON.parse(scripts![1]!) as { preloads: string[] }).preloads;
    };
    const createCardTab = expect.stringMatching(/\/assets\/create-card-tab-[\w-]+\.js$/);
    expect(await preloads("/dashboard")).not.toContainEqual(createCardTab);
    expect(await preloads("/dashboard?tab=create")).toContainEqual(createCardTab);
  });

  test("signed out, the same address leads to sign-in, with nothing of anyone's in the page", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.request.get("/dashboard");
    expect(await response.text()).not.toContain("page-answers");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
    await context.close();
  });
});
