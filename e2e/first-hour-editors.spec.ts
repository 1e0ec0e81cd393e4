/**
 * The editors in a new user's first hour, at 1280 px and on a 375 px phone, light
 * and dark: the full editor's guide never covers the form (checked by geometry on every tab);
 * the quick editor's sticky header keeps 'Saved' in sight after the lowest field, opens and
 * shares the card and covers nothing at the end of the page; a toast never sits over the field
 * being edited nor over that bar; and someone else's card sends the quick editor back to the
 * dashboard with the denial, as the full editor does: nobody edits a card that is not theirs.
 */
import type { Locator } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type CardSeed, createCard } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast, toast } from "./support/toasts";
import { USERS } from "./support/users";

/** Level 4: unlimited cards (each test makes its own) and the Advanced tab. */
const EDITOR = USERS.cardEditor;
/** Level 4: unlimited cards, for the quick editor. */
const QUICK = USERS.quickEditor;
/** Level 1, never changed: may not edit another user's card. */
const BASIC = USERS.basic;

/** A card with something in every tab, so each tab shows its lists as well as its forms. */
const FULL_CARD: CardSeed = {
  name: "Flora First-Hour",
  title: "Landscape Architect",
  company: "Green Lines",
  email: "flora@example.com",
  phone: "+1 555 0142",
  address: "1 Garden Row, Springfield",
  socialLinks: { linkedin: "https://linkedin.com/in/flora" },
  customButtons: [{ text: "Book a visit", url: "https://example.com/book", backgroundColor: "#d9bd90" }],
};

interface Covered {
  control: string;
  block: string;
  by: string;
}

/**
 * Every visible control and text of `scope` (inputs, text areas, buttons, links, labels,
 * paragraphs) outside `exclude`, scrolled to the middle and then to the bottom edge of the
 * screen: the element the browser finds at its centre must be the control or inside it.
 * Answers the ones covered, and by what.
 */
async function coveredControls(scope: Locator, exclude: string): Promise<Covered[]> {
  return scope.evaluate((root, excluded) => {
    const name = (element: Element) => {
      const label = element.getAttribute("aria-label") ?? element.textContent ?? "";
      const id = element.id ? `#${element.id}` : "";
      return `${element.tagName.toLowerCase()}${id} "${label.trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    };
    const covering = (element: Element) => {
      const landmark = element.closest("[data-editor-guide], [data-toast-avoid], [role='region'], header");
      return `${name(element)}${landmark ? ` in ${name(landmark)}` : ""}`;
    };
    const covered: { control: string; block: string; by: string }[] = [];
    const controls = root.querySelectorAll("input, textarea, select, button, a[href], label, p, h3");
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (control.closest(excluded)) continue;
      if (box.width <= 1 || box.height <= 1) continue; // Hidden, or visually hidden (sr-only).
      if (getComputedStyle(control).visibility !== "visible") continue;
      // A disabled button takes no pointer events, so the hit test would look through it.
      const style = (control as HTMLElement).style;
      const pointerEvents = style.pointerEvents;
      style.pointerEvents = "auto";
      for (const block of ["center", "end"] as const) {
        control.scrollIntoView({ block, inline: "nearest", behavior: "instant" });
        const { left, top, width, height } = control.getBoundingClientRect();
        const hit = document.elementFromPoint(left + width / 2, top + height / 2);
        if (!hit || !(control === hit || control.contains(hit))) {
          covered.push({ control: name(control), block, by: hit ? covering(hit) : "nothing (off screen)" });
        }
      }
      style.pointerEvents = pointerEvents;
    }
    return covered;
  }, exclude);
}

/** The card previews: pictures of the card, not the form (and sticky beside it on a desktop). */
const PREVIEWS = "[aria-labelledby='card-editor-preview-heading'], [aria-label='Card preview']";

function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether two elements overlap on the screen now (false while either is missing). */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  return first !== null && second !== null && intersects(first, second);
}

const focusedElement = (page: Page) => page.locator("*:focus");

test.describe("first hour in the editors", { tag: "@phone" }, () => {
  test("the full editor's guide covers no control of the form on any tab", async ({ page }) => {
    await signIn(page, EDITOR);
    const card = await createCard(page, FULL_CARD);
    await page.goto(`/card-editor/${card.id}`);
    await expect(page.getByRole("heading", { name: "Card Editor", level: 1 })).toBeVisible();

    const guide = page.getByRole("region", { name: "Editor guide" });
    const form = page.locator("[data-card-editor]");
    // Folded and unfolded: neither may sit over the form.
    for (const unfolded of [false, true]) {
      if (unfolded) {
        await guide.getByRole("button", { name: "Show editor guide" }).click();
        await expect(guide.getByRole("listitem")).toHaveCount(5);
      }
      for (const tab of ["Basic Info", "Design", "Gallery", "Social", "Buttons", "Advanced"]) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("tabpanel")).toBeVisible();
        // The whole editor but the guide itself: header, tabs, fields and the Save buttons below.
        const covered = await coveredControls(form, PREVIEWS);
        const byGuide = covered.filter((item) => item.by.includes("Editor guide"));
        expect(byGuide, `${tab} (guide ${unfolded ? "unfolded" : "folded"})`).toEqual([]);
        expect(covered, `${tab} (guide ${unfolded ? "unfolded" : "folded"})`).toEqual([]);
      }
    }

    // A toast while the guide is open lands beside the form, not over the guide's buttons.
    await page.getByRole("tab", { name: "Basic Info" }).click();
    await page.getByRole("button", { name: "Save Changes" }).first().click();
    await expectToast(page, "Changes saved");
    const saved = toast(page, "Changes saved");
    for (const button of await guide.getByRole("button").all()) {
      if (!(await button.isVisible())) continue;
      expect(await overlap(saved, button), await button.innerText()).toBe(false);
    }

    await page.getByRole("tab", { name: "Buttons" }).click();
    await expectNoSeriousA11yViolationsInBothThemes(page, "full editor with the guide unfolded");
  });

  test("the quick editor's header keeps Saved in sight after the lowest field; its bars cover nothing", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // This browser's share sheet, where it has one, is not what this test is about: copy the link.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await signIn(page, QUICK);
    const card = await createCard(page, { name: "Quinn Sticky", title: "Gardener" });
    await page.goto(`/mobile-editor/${card.id}`);
    await expect(page.getByRole("heading", { name: "Quick Editor", level: 1 })).toBeVisible();

    const main = page.getByRole("main");
    const saved = page.getByRole("status").filter({ hasText: "Saved" });
    const viewCard = main.getByRole("link", { name: /^View my card/ });
    const share = main.getByRole("button", { name: "Share", exact: true });
    const bar = page.locator("[data-toast-avoid]:not(header)");
    await expect(viewCard).toHaveAttribute("href", `/view/${card.slug}`);
    await expect(viewCard).toHaveAttribute("target", "_blank");
    await expect(viewCard).toBeInViewport();
    await expect(share).toBeInViewport();

    // The lowest field of the page: a custom platform, added from the button at the very end.
    const addCustom = main.getByRole("button", { name: "Add Custom Platform" });
    await addCustom.scrollIntoViewIfNeeded();
    await addCustom.click();
    const dialog = page.getByRole("dialog", { name: "Add a custom platform" });
    await dialog.getByLabel("Platform name").fill("Garden Blog");
    await dialog.getByLabel("Platform URL").fill("https://blog.example.com/quinn");
    await dialog.getByRole("button", { name: "Add Platform" }).click();
    await expect(dialog).toBeHidden();
    await expect(saved).toBeVisible();
    await expect(saved).toBeInViewport();
    await expect(addCustom).toBeInViewport();

    // At the end of the page the bar rests below the last section; while scrolling, the page
    // keeps focused and scrolled-to controls above it (scroll padding).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await overlap(bar, addCustom)).toBe(false);
    const covered = await coveredControls(main, `${PREVIEWS}, [data-toast-avoid]`);
    expect(covered).toEqual([]);

    // The lowest field of the Details list, saved from its dialog: 'Saved' again, in sight.
    await expect(saved).toHaveCount(0, { timeout: 6_000 });
    const video = main.getByRole("button", { name: /^Video URL/ });
    await video.click();
    const videoDialog = page.getByRole("dialog", { name: "Edit Video URL" });
    await videoDialog.getByLabel("Video URL").fill("https://video.example.com/quinn");
    await videoDialog.getByRole("button", { name: "Save" }).click();
    await expect(videoDialog).toBeHidden();
    await expect(saved).toBeInViewport();
    await expectNoSeriousA11yViolationsInBothThemes(page, "quick editor with Saved in the header");

    // Share without a share sheet copies the link and says so, above the bar.
    await share.click();
    await expectToast(page, "Link copied", `/view/${card.slug}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^https?://[^/]+/view/${card.slug}$`),
    );
    expect(await overlap(toast(page, "Link copied"), bar)).toBe(false);

    // 'View my card' opens the public page.
    const [publicPage] = await Promise.all([context.waitForEvent("page"), viewCard.click()]);
    await expect(publicPage).toHaveURL(new RegExp(`/view/${card.slug}$`));
    await expect(publicPage.getByRole("heading", { name: "Quinn Sticky" })).toBeVisible();
    await publicPage.close();
  });

  test("Share uses the system share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, "share", {
        value: async (data: ShareData) => void shared.push(data),
        configurable: true,
      });
    });
    await signIn(page, QUICK);
    const card = await createCard(page, { name: "Quinn Shares" });
    await page.goto(`/mobile-editor/${card.id}`);
    await page.getByRole("main").getByRole("button", { name: "Share", exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: "Quinn Shares", url: expect.stringMatching(new RegExp(`/view/${card.slug}$`)) }]);
    await expect(toast(page, "Link copied")).toHaveCount(0);
  });

  test("a toast never covers the quick editor's field being edited, nor its bar", async ({ page }) => {
    await signIn(page, QUICK);
    const card = await createCard(page, { name: "Quinn Toasts" });
    await page.goto(`/mobile-editor/${card.id}`);
    const main = page.getByRole("main");
    const bar = page.locator("[data-toast-avoid]:not(header)");

    // Every save of About is refused, so each try toasts while the text area keeps the focus.
    await page.route(`**/api/business-cards/${card.id}`, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({
              message: "About is not allowed",
              fields: { about: "About is not allowed" },
            }),
          })
        : route.fallback(),
    );
    await main.getByRole("button", { name: /^About/ }).click();
    const about = main.getByLabel("About", { exact: true });
    await expect(about).toBeFocused();
    await about.fill("Plants, paths and patience.");

    // The text area low on the screen, then high: the toasts take the other side each time.
    for (const block of ["end", "start"] as const) {
      await about.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
      await main.getByRole("button", { name: "Save About" }).click();
      await expect(about).toBeFocused();
      const refused = toast(page, "Failed to save changes").first();
      await expect(refused).toBeVisible();
      await expect
        .poll(() => overlap(refused, focusedElement(page)), { message: `about at ${block}` })
        .toBe(false);
      expect(await overlap(refused, bar)).toBe(false);
      // Dismissed one at a time, the newest first found again each turn: a list taken once goes
      // stale as toasts leave (or a late one arrives).
      const refusedToasts = toast(page, "Failed to save changes");
      await expect(async () => {
        if ((await refusedToasts.count()) > 0) {
          await refusedToasts.first().getByRole("button", { name: "Dismiss" }).click({ timeout: 1_000 });
        }
        await expect(refusedToasts).toHaveCount(0, { timeout: 500 });
      }).toPass({ timeout: 15_000 });
    }
    await expectNoSeriousA11yViolationsInBothThemes(page, "quick editor with About open");
  });

  test("a toast never covers the full editor's field in error", async ({ page }) => {
    // A refused 'Save Changes' takes the focus to the field in error, low on the screen.
    await signIn(page, EDITOR);
    const full = await createCard(page, { name: "Flora Toasts" });
    await page.goto(`/card-editor/${full.id}`);
    const email = page.getByRole("tabpanel").getByLabel("Email Address", { exact: true });
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Save Changes" }).last().click();
    await expect(email).toBeFocused();
    const failed = toast(page, "Failed to save card");
    await expect(failed).toBeVisible();
    // Low on the screen, where the toasts used to stack (the stack follows the scroll).
    await email.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await expect(email).toBeFocused();
    await expect.poll(() => overlap(failed, email)).toBe(false);
    await expectNoSeriousA11yViolationsInBothThemes(page, "full editor with a toast");
  });

  test("someone else's card in the quick editor goes back to the dashboard with the denial", async ({
    page,
    browser,
  }) => {
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, QUICK);
    const foreign = await createCard(ownerPage, { name: "Not Yours Either" });
    await ownerContext.close();

    await signIn(page, BASIC);
    await page.goto(`/mobile-editor/${foreign.id}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, "Access denied: You don't have permission to edit this card");
    await expect(page.getByRole("heading", { name: "Error loading card" })).toHaveCount(0);
  });
});
