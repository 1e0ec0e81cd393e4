/**
 * The dashboard as the server writes it (decision 029): a phone on a slow link (400 kbit/s,
 * 400 ms) is shown the dashboard itself, with the user's card and figures, while the app's
 * scripts are still held back; once they arrive the page is taken over as it is (the same
 * elements, no console error) and works. No timing is asserted (npm run bench -- lighthouse
 * measures speed): what is held back is the script, and the page is checked while it is.
 */
import type { Page, TestInfo } from "@playwright/test";
import { createCard } from "./support/cards";
import {
  expect,
  expectNoSeriousA11yViolationsInBothThemes,
  INSTALL_GUIDE_SEEN_KEY,
  signIn,
  test,
} from "./support/fixtures";
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
