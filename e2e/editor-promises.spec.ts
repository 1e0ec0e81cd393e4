/**
 * Promises of the card editors, at 1280 px and on a 375 px phone, light and dark: every tab of
 * the full editor is on screen and reached by the arrow keys; Tab reaches the editor's tabs
 * before the preview's links; the editor guide's progress counts the steps done on the card;
 * the preview loads a video link only once it is complete and typing has paused; the quick
 * editor's 'Saved' is in its header, spoken politely; and the Design tab's hint names the
 * profile picture's shape the theme really draws.
 */
import type { ThemeValue } from "../core/themes";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { EDITOR_TABS, editorField, openEditorTab, openNewCardInEditor } from "./support/card-editor";
import { createCard } from "./support/cards";
import { editorPreview, showEditorPreview } from "./support/editor-preview";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

/** Level 4: unlimited cards (each test makes its own) and the Advanced tab. */
const EDITOR = USERS.cardEditor;
/** Level 4: unlimited cards, for the quick editor. */
const QUICK = USERS.quickEditor;

/** Whether the element is wholly inside the window and not clipped by a scrolling parent. */
function whollyShown(page: Page, name: string) {
  return page.getByRole("tab", { name, exact: true }).evaluate((tab) => {
    const box = tab.getBoundingClientRect();
    if (box.width < 1 || box.left < 0 || box.right > window.innerWidth) return false;
    for (let parent = tab.parentElement; parent; parent = parent.parentElement) {
      const outer = parent.getBoundingClientRect();
      const { overflowX } = getComputedStyle(parent);
      if (overflowX !== "visible" && (box.left < outer.left - 0.5 || box.right > outer.right + 0.5))
        return false;
    }
    return true;
  });
}

test.describe("editor promises", { tag: "@phone" }, () => {
  test("every editor tab is on screen and the arrow keys walk through all of them", async ({ page }) => {
    await openNewCardInEditor(page, EDITOR, { name: "Tara Tabs" });
    const tabs = page.getByRole("tablist", { name: "Editor sections" }).getByRole("tab");
    await expect(tabs).toHaveText(EDITOR_TABS);
    for (const name of EDITOR_TABS) expect(await whollyShown(page, name), name).toBe(true);

    await page.getByRole("tab", { name: "Basic Info" }).focus();
    for (const name of EDITOR_TABS.slice(1)) {
      await page.keyboard.press("ArrowRight");
      const tab = page.getByRole("tab", { name, exact: true });
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(tab).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole("tabpanel")).toContainText("CSS");
    await expectNoSeriousA11yViolationsInBothThemes(page, "editor on its last tab");
  });

  test("Tab reaches the editor's tabs and fields before the preview's links", async ({ page }) => {
    await openNewCardInEditor(page, EDITOR, { name: "Kim Keys" });
    await showEditorPreview(page);
    const previewSection = "[aria-labelledby='card-editor-preview-heading']";
    // In the page's order, the fields come before the preview.
    const order = await page.evaluate((section) => {
      const tablist = document.querySelector("[role='tablist']");
      const shareLink = document.querySelector(`${section} a[href]`);
      return (
        tablist !== null &&
        shareLink !== null &&
        (tablist.compareDocumentPosition(shareLink) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
      );
    }, previewSection);
    expect(order).toBe(true);
    // No positive tabindex reorders it.
    expect(await page.locator("[tabindex]:not([tabindex='0']):not([tabindex^='-'])").count()).toBe(0);

    // Tab from the page's title (clicking it starts the keyboard's walk there).
    await page.getByRole("heading", { name: "Card Editor", level: 1 }).click();
    const visited: string[] = [];
    for (let press = 0; press < 80; press += 1) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate((section) => {
        const active = document.activeElement;
        if (!active) return "none";
        if (active.getAttribute("role") === "tab") return "tab";
        return active.closest(section) ? "preview" : "other";
      }, previewSection);
      visited.push(where);
      if (where === "tab") break;
    }
    expect(visited.at(-1)).toBe("tab");
    expect(visited).not.toContain("preview");
    // From the tab, Tab goes on into the form of the open tab, still before the preview.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel").locator(":focus")).toHaveCount(1);
  });

  test("the guide's progress counts the steps done on the card", async ({ page }) => {
    const card = await openNewCardInEditor(page, EDITOR, { name: "Gus Guide" });
    const guide = page.getByRole("region", { name: "Editor guide" });
    const progress = guide.getByRole("progressbar", { name: "Editor guide progress" });
    await expect(guide).toContainText("0% complete");
    await expect(progress).toHaveAttribute("aria-valuenow", "0");

    // Basic info: a way to reach Gus, saved.
    await editorField(page, "Email Address").fill("gus@example.com");
    await page.getByRole("button", { name: "Save Changes" }).first().click();
    await expectToast(page, "Changes saved");
    await expect(guide).toContainText("20% complete");

    // Design: a theme chosen (saved at once).
    await openEditorTab(page, "Design");
    await page.getByRole("button", { name: "Change Theme", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Choose a theme" })
      .getByRole("button", { name: "Health and Wellness" })
      .click();
    await expect(guide).toContainText("40% complete");

    // Social: a link added (saved at once).
    await openEditorTab(page, "Social");
    await editorField(page, "Platform").selectOption({ label: "LinkedIn" });
    await editorField(page, "URL").fill("https://www.linkedin.com/in/gus");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(guide).toContainText("60% complete");

    // Buttons: a custom button added and saved.
    await openEditorTab(page, "Buttons");
    await editorField(page, "Label").fill("Book Gus");
    await editorField(page, "URL").fill("https://example.com/gus");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("button", { name: "Save Changes" }).first().click();
    await expectToast(page, "Changes saved");
    await expect(guide).toContainText("80% complete");

    // The step left is marked by hand; the ones done on the card have nothing to undo.
    await guide.getByRole("button", { name: "Show editor guide" }).click();
    await expect(guide.getByRole("button", { name: /^Undo/ })).toHaveCount(0);
    await expect(guide.getByText("On your card")).toHaveCount(4);
    await guide.getByRole("button", { name: "Mark complete: Build your gallery" }).click();
    await expect(guide).toContainText("100% complete");
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(guide).toContainText("All done. Your card is ready to share.");
    await expectNoSeriousA11yViolationsInBothThemes(page, "guide with every step done");

    // It is the card that counts: a reload keeps 100 %.
    await page.goto(`/card-editor/${card.id}`);
    await expect(guide).toContainText("100% complete");
  });

  test("the preview loads a video link only once it is complete and typing has paused", async ({ page }) => {
    // Typed key by key with pauses: more than the usual time on a busy machine.
    test.slow();
    await openNewCardInEditor(page, EDITOR, { name: "Vic Video" });
    // Every address outside the app is answered here, and noted, once the editor is open.
    const outside: string[] = [];
    await page.route(
      (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
      (route) => {
        outside.push(route.request().url());
        return route.fulfill({ status: 204 });
      },
    );
    await showEditorPreview(page);
    const video = editorField(page, "Video URL");

    await video.pressSequentially("https://cdn.example.com/clip.mp4", { delay: 40 });
    await expect(editorPreview(page).locator("video")).toHaveAttribute(
      "src",
      "https://cdn.example.com/clip.mp4",
    );
    await page.waitForTimeout(800);
    expect(new Set(outside)).toEqual(new Set(["https://cdn.example.com/clip.mp4"]));

    // A YouTube link half typed is not embedded, not even after a pause.
    outside.length = 0;
    await video.fill("");
    await video.pressSequentially("https://youtu.be/dQw4w9", { delay: 40 });
    await page.waitForTimeout(800);
    await expect(editorPreview(page).locator("iframe, video")).toHaveCount(0);
    await video.pressSequentially("WgXcQ", { delay: 40 });
    const frame = editorPreview(page).locator("iframe");
    await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    await page.waitForTimeout(800);
    const fetched = outside.filter(
      (url) => !url.startsWith("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"),
    );
    expect(fetched).toEqual([]);
    expect(outside.length).toBeGreaterThan(0);
  });

  test("the quick editor's 'Saved' is in its header, spoken politely", async ({ page }) => {
    await signIn(page, QUICK);
    const card = await createCard(page, { name: "Quin Header" });
    await page.goto(`/mobile-editor/${card.id}`);
    const header = page
      .locator("header")
      .filter({ has: page.getByRole("heading", { name: "Quick Editor" }) });
    const status = header.getByRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toHaveText("");

    await page
      .getByRole("main")
      .getByRole("button", { name: /^Full Name/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Full Name" });
    await dialog.getByLabel("Full Name").fill("Quin Headed");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText("Saved");
    await expect(status).toBeInViewport();
    // Only one 'Saved' on the page: the header's.
    await expect(page.getByText("Saved", { exact: true })).toHaveCount(1);
    await expectNoSeriousA11yViolationsInBothThemes(page, "quick editor with Saved in its header");
    await expect(status).toHaveText("", { timeout: 6_000 });
  });

  test("the Design tab names the profile picture's shape the theme draws", async ({ page }) => {
    const shapes: { theme: ThemeValue; hint: string; radius: string }[] = [
      { theme: "minimalist", hint: "Shown round with this theme.", radius: "50%" },
      { theme: "corporate", hint: "Shown square with this theme.", radius: "0px" },
      { theme: "tech", hint: "Shown square with rounded corners with this theme.", radius: "12px" },
    ];
    await signIn(page, EDITOR);
    for (const { theme, hint, radius } of shapes) {
      const card = await createCard(page, { name: `Shay ${theme}`, theme });
      await page.goto(`/card-editor/${card.id}`);
      await openEditorTab(page, "Design");
      const panel = page.getByRole("region", { name: /^Profile picture$/i });
      await expect(panel).toContainText(hint);
      await showEditorPreview(page);
      await expect(editorPreview(page).locator(".cv-avatar")).toHaveCSS("border-top-left-radius", radius);
    }
    await expectNoSeriousA11yViolationsInBothThemes(page, "Design tab");
  });
});
