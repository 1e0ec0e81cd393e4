/**
 * The user guide at /guide: its sections in order, the first
 * one open, one open at a time, operable from the keyboard; Developer Features at level 3
 * exactly; 'Go to Dashboard' and 'Create New Card'; accessibility in both themes. Every test
 * also runs on a phone. The guide only reads, so the fixture users that never change do.
 */

import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { type FixtureUser, USERS } from "./support/users";

const SECTIONS = [
  "Getting Started",
  "Creating a Business Card",
  "Customizing Your Card",
  "Sharing Your Card (QR, link, vCard)",
  "Understanding Analytics",
  "Mobile Optimization Tips",
  "Getting Support",
];
const DEVELOPER = "Developer Features";
/** What a level-3 user sees: Developer Features after Understanding Analytics. */
const SECTIONS_AT_LEVEL_3 = [...SECTIONS.slice(0, 5), DEVELOPER, ...SECTIONS.slice(5)];

async function openGuide(page: Page, user: FixtureUser): Promise<void> {
  await signIn(page, user);
  await page.goto("/guide");
  await expect(page.getByRole("heading", { name: "User Guide", level: 1 })).toBeVisible();
}

function sectionTitles(page: Page) {
  return page.getByRole("main").getByRole("heading", { level: 2 });
}

function trigger(page: Page, title: string) {
  return page.getByRole("main").getByRole("button", { name: title, exact: true });
}

/** The open sections' content: Radix renders a region only for an open section. */
function openPanels(page: Page) {
  return page.getByRole("main").getByRole("region");
}

/** Exactly `open` is expanded (or none), on the triggers and in what is shown. */
async function expectOnlyOpen(page: Page, titles: string[], open: string | undefined): Promise<void> {
  for (const title of titles) {
    await expect(trigger(page, title)).toHaveAttribute("aria-expanded", String(title === open));
  }
  if (open === undefined) {
    await expect(openPanels(page)).toHaveCount(0);
  } else {
    await expect(openPanels(page)).toHaveCount(1);
    await expect(openPanels(page)).toHaveAccessibleName(open);
  }
}

test.describe("on every device", { tag: "@phone" }, () => {
  test("a level-1 user: the sections in order, the first open, one open at a time", async ({ page }) => {
    await openGuide(page, USERS.basic);
    await expect(sectionTitles(page)).toHaveText(SECTIONS);
    await expect(trigger(page, DEVELOPER)).toHaveCount(0);
    await expectOnlyOpen(page, SECTIONS, "Getting Started");
    await expect(openPanels(page)).toContainText("digital business card");
    await expectNoSeriousA11yViolationsInBothThemes(page, "guide");

    await trigger(page, "Sharing Your Card (QR, link, vCard)").click();
    await expectOnlyOpen(page, SECTIONS, "Sharing Your Card (QR, link, vCard)");
    await expect(openPanels(page)).toContainText("Save Contact");

    await trigger(page, "Getting Support").click();
    await expectOnlyOpen(page, SECTIONS, "Getting Support");
    await expect(openPanels(page).getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account");

    // The open section closes again, leaving none open.
    await trigger(page, "Getting Support").click();
    await expectOnlyOpen(page, SECTIONS, undefined);
  });

  test("the sections open and close from the keyboard", async ({ page }) => {
    await openGuide(page, USERS.basic);
    const analytics = trigger(page, "Understanding Analytics");
    await analytics.focus();
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, SECTIONS, "Understanding Analytics");
    await expect(openPanels(page)).toContainText("Click-through rate");

    // The arrow keys move between the section titles.
    await page.keyboard.press("ArrowDown");
    const mobile = trigger(page, "Mobile Optimization Tips");
    await expect(mobile).toBeFocused();
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, SECTIONS, "Mobile Optimization Tips");

    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, SECTIONS, undefined);
    await expect(mobile).toBeFocused();
  });

  test("a level-3 user also has Developer Features", async ({ page }) => {
    await openGuide(page, USERS.cardEnterprise);
    await expect(sectionTitles(page)).toHaveText(SECTIONS_AT_LEVEL_3);
    await trigger(page, DEVELOPER).click();
    await expectOnlyOpen(page, SECTIONS_AT_LEVEL_3, DEVELOPER);
    await expect(openPanels(page)).toContainText(
      "Your Developer account unlocks the card editor's Advanced tab.",
    );
  });

  test("a level-4 user has no Developer Features", async ({ page }) => {
    await openGuide(page, USERS.editor);
    await expect(sectionTitles(page)).toHaveText(SECTIONS);
    await expect(trigger(page, DEVELOPER)).toHaveCount(0);
  });

  test("'Go to Dashboard' and 'Create New Card' lead to the dashboard", async ({ page }) => {
    await openGuide(page, USERS.basic);
    const toDashboard = page.getByRole("link", { name: "Go to Dashboard" });
    await expect(toDashboard).toHaveAttribute("href", "/dashboard");
    await toDashboard.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    await page.goto("/guide");
    await page.getByRole("main").getByRole("button", { name: "Create New Card" }).click();
    await expectToast(page, "Redirecting to dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });
});
