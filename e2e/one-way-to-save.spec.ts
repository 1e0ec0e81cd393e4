/**
 * One way to save across the full editor, so nobody loses an edit or wonders whether it went:
 * every change saves by itself, the typed ones a second after the last edit (the PWA settings'
 * rule, now every tab's), the chosen ones at once; 'Save Changes' saves now; one status line in
 * the header says where the changes are, as the quick editor's does. A field in error and a failed
 * save are said there, the failure toasted once and never retried in a loop. The second is counted
 * on the page's fake clock: with the clock standing still no autosave can fire, and moving it
 * proves when one does. At 1280 px and on a 375 px phone, light and dark.
 */
import type { Request } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { editorField, openEditorTab, openNewCardInEditor, saveStatus } from "./support/card-editor";
import { readCard } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { expectToast, toast } from "./support/toasts";
import { USERS } from "./support/users";

/** Level 4: unlimited cards (each test makes its own) and every tab. */
const OWNER = USERS.cardEditor;

/** Every save of the card the page sends from now on. */
function recordSaves(page: Page, id: number): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/api/business-cards/${id}` && request.method() === "PUT")
      sent.push(request);
  });
  return sent;
}

function cardSave(page: Page, id: number) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/business-cards/${id}` &&
      response.request().method() === "PUT",
  );
}

test.describe("on every device", { tag: "@phone" }, () => {
  test("Basic Info, Buttons and Form save by themselves a second after the last edit, a theme at once; the header says so", async ({
    page,
  }) => {
    const card = await openNewCardInEditor(page, OWNER, { name: "Sam Saves" }, { clock: true });
    const sent = recordSaves(page, card.id);
    await expect(page.locator("[data-card-editor] header")).toContainText("Each change saves on its own.");

    await test.step("Basic Info: unsaved while typing, nothing sent before the second is up", async () => {
      await editorField(page, "Job Title").fill("Surveyor");
      await expect(saveStatus(page)).toHaveText("Unsaved changes");
      await page.clock.runFor(999);
      expect(sent).toHaveLength(0);
    });

    await test.step("then one save, without pressing anything, and 'Saved'", async () => {
      const saved = cardSave(page, card.id);
      await page.clock.runFor(1);
      expect((await saved).status()).toBe(200);
      await expect(saveStatus(page)).toHaveText("Saved");
      expect(sent).toHaveLength(1);
      expect((await readCard(page, card.id)).title).toBe("Surveyor");
      // No toast: a toast is the answer to pressing a button.
      await expect(toast(page, "Changes saved")).toHaveCount(0);
      await page.clock.runFor(3000);
      await expect(saveStatus(page)).toHaveText("");
    });

    await test.step("Buttons: an added button saves by itself too", async () => {
      await openEditorTab(page, "Buttons");
      await editorField(page, "Label").fill("Book Sam");
      await editorField(page, "URL").fill("https://example.com/sam");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(saveStatus(page)).toHaveText("Unsaved changes");
      const saved = cardSave(page, card.id);
      await page.clock.runFor(1000);
      expect((await saved).status()).toBe(200);
      await expect(saveStatus(page)).toHaveText("Saved");
      expect((await readCard(page, card.id)).customButtons).toEqual([
        expect.objectContaining({ text: "Book Sam", url: "https://example.com/sam" }),
      ]);
    });

    await test.step("Form: a changed thank-you message saves by itself too", async () => {
      await openEditorTab(page, "Form");
      await page.getByLabel("Thank-you message").fill("Thanks, Sam will call.");
      const saved = cardSave(page, card.id);
      await page.clock.runFor(1000);
      expect((await saved).status()).toBe(200);
      await expect(saveStatus(page)).toHaveText("Saved");
      const stored = await readCard(page, card.id);
      expect((stored.formConfig as { thankYouMessage?: string }).thankYouMessage).toBe(
        "Thanks, Sam will call.",
      );
    });

    await test.step("Design: a chosen theme saves at once, and says 'Saved' the same way", async () => {
      await page.clock.runFor(3000);
      await expect(saveStatus(page)).toHaveText("");
      await openEditorTab(page, "Design");
      await page.getByRole("button", { name: "Change Theme", exact: true }).click();
      const saved = cardSave(page, card.id);
      await page
        .getByRole("dialog", { name: "Choose a theme" })
        .getByRole("button", { name: "Tech / IT Professional" })
        .click();
      expect((await saved).status()).toBe(200);
      await expect(saveStatus(page)).toHaveText("Saved");
    });

    await page.clock.resume();
    await page.reload();
    await expect(editorField(page, "Job Title")).toHaveValue("Surveyor");
  });

  test("a field in error is not saved and says why, without taking the focus; the next edit saves", async ({
    page,
  }) => {
    const card = await openNewCardInEditor(
      page,
      OWNER,
      { name: "Eve Error", email: "eve@example.org" },
      { clock: true },
    );
    const sent = recordSaves(page, card.id);

    await editorField(page, "Email Address").fill("eve@");
    await page.clock.runFor(1000);
    await expect(saveStatus(page)).toHaveText("Not saved: correct the marked fields");
    await expect(editorField(page, "Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("tabpanel").getByText("Please enter a valid email")).toBeVisible();
    // Typing goes on where it was: no toast, no jump.
    await expect(editorField(page, "Email Address")).toBeFocused();
    await expect(toast(page, "Failed to save card")).toHaveCount(0);
    await page.clock.runFor(5000);
    expect(sent).toHaveLength(0);

    await page.keyboard.type("example.com");
    await expect(page.getByRole("tabpanel").getByText("Please enter a valid email")).toHaveCount(0);
    await expect(saveStatus(page)).toHaveText("Unsaved changes");
    const saved = cardSave(page, card.id);
    await page.clock.runFor(1000);
    expect((await saved).status()).toBe(200);
    await expect(saveStatus(page)).toHaveText("Saved");
    expect((await readCard(page, card.id)).email).toBe("eve@example.com");

    // The refused state stays until the next edit, so the clock can run on (axe waits on frames).
    await editorField(page, "Email Address").fill("eve@");
    await page.clock.runFor(1000);
    await expect(saveStatus(page)).toHaveText("Not saved: correct the marked fields");
    await page.clock.resume();
    await expectNoSeriousA11yViolationsInBothThemes(page, "a field in error, not saved");
  });
});

test("a failed save is told once, not retried in a loop, and 'Save Changes' tries again", async ({
  page,
}) => {
  const card = await openNewCardInEditor(page, OWNER, { name: "Fin Failure" }, { clock: true });
  const sent = recordSaves(page, card.id);
  await page.route(`**/api/business-cards/${card.id}`, (route) =>
    route.request().method() === "PUT" ? route.abort() : route.fallback(),
  );

  await editorField(page, "Company Name").fill("Fin & Co");
  await page.clock.runFor(1000);
  await expectToast(page, "Failed to save card");
  await expect(toast(page, "Failed to save card")).toHaveCount(1);
  await expect(saveStatus(page)).toHaveText("Not saved: 'Save Changes' tries again");
  await page.clock.runFor(5000);
  expect(sent).toHaveLength(1);

  await page.unroute(`**/api/business-cards/${card.id}`);
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expectToast(page, "Changes saved");
  await expect(saveStatus(page)).toHaveText("Saved");
  expect((await readCard(page, card.id)).company).toBe("Fin & Co");
});

test("'Save Changes' pressed while a save is on its way waits for it, then sends what is left", async ({
  page,
}) => {
  const card = await openNewCardInEditor(page, OWNER, { name: "Wes Waits" }, { clock: true });
  // The autosave's answer is held until the test lets it go.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let first = true;
  await page.route(`**/api/business-cards/${card.id}`, async (route) => {
    if (route.request().method() === "PUT" && first) {
      first = false;
      await held;
    }
    await route.fallback();
  });
  const sent = recordSaves(page, card.id);

  await editorField(page, "Job Title").fill("Waiter");
  await page.clock.runFor(1000);
  await expect(saveStatus(page)).toHaveText("Saving...");
  await editorField(page, "Company Name").fill("Wes Ltd");
  const saveChanges = page.getByRole("button", { name: "Save Changes" }).first();
  await saveChanges.click();
  await expect(page.getByRole("button", { name: "Saving..." }).first()).toBeFocused();
  expect(sent).toHaveLength(1);

  release();
  await expectToast(page, "Changes saved");
  expect(sent).toHaveLength(2);
  const stored = await readCard(page, card.id);
  expect([stored.title, stored.company]).toEqual(["Waiter", "Wes Ltd"]);
});
