/**
 * The full card editor at /card-editor/{id}:
 * Basic Info with validation and saving, the theme picker, social links, custom buttons,
 * Reset, the unsaved-changes warning, slug and Advanced permissions by level, load errors,
 * the editor guide and an accessibility check of every tab. Every test makes its own card.
 */

import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import {
  EDITOR_TABS,
  editorField,
  openCardEditor,
  openEditorTab,
  openNewCardInEditor,
} from "./support/card-editor";
import { type BusinessCard, type CardSeed, createCard, listCards, readCard } from "./support/cards";
import { editorPreview, showEditorPreview } from "./support/editor-preview";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

/** Level 4: unlimited cards, so every test (in both projects) can create its own. */
const EDITOR = USERS.cardEditor;
/** Level 1: one card at most; its tests run in the desktop project only. */
const BASIC = USERS.cardBasic;
/** Level 3: sees the Advanced tab. */
const ENTERPRISE = USERS.cardEnterprise;

/** A level-1 user may own one card: reuse it if an earlier run of the test made it. */
async function ownCard(page: Page, seed: CardSeed): Promise<BusinessCard> {
  const [card] = await listCards(page);
  return card ?? createCard(page, seed);
}

const saveButton = (page: Page) => page.getByRole("button", { name: "Save Changes" }).first();

function cardPut(page: Page, id: number) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/business-cards/${id}`) && response.request().method() === "PUT",
  );
}

test.describe("on every device", { tag: "@phone" }, () => {
  test("Basic Info edits show in the preview, save, and a reload shows them", async ({ page }) => {
    const card = await openNewCardInEditor(
      page,
      EDITOR,
      { name: "Ada Draft", email: "ada@example.com" },
      { clock: true },
    );
    await expect(editorField(page, "Full Name")).toHaveValue("Ada Draft");

    await editorField(page, "Full Name").fill("Ada Lovelace");
    await editorField(page, "Job Title").fill("Analyst");
    await editorField(page, "Company Name").fill("Engines Ltd");
    await editorField(page, "Phone Number").fill("+44 20 7946 0000");
    await editorField(page, "Address").fill("12 Example Street, London");
    await editorField(page, "Website").fill("ada.example.com");
    await editorField(page, "Video URL").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await editorField(page, "About").fill("Writes the first programs.");
    await expect(page.getByText("26/500 characters")).toBeVisible();
    await expect(page.getByText("Unsaved changes")).toBeVisible();

    await showEditorPreview(page);
    await expect(editorPreview(page).getByRole("heading", { name: "Ada Lovelace" })).toBeVisible();
    await expect(editorPreview(page)).toContainText("Writes the first programs.");

    const saved = cardPut(page, card.id);
    await saveButton(page).click();
    expect((await saved).status()).toBe(200);
    await expectToast(page, "Changes saved");
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);

    // A stopped clock would hold the reloaded page's own timers too.
    await page.clock.resume();
    await page.reload();
    await expect(editorField(page, "Full Name")).toHaveValue("Ada Lovelace");
    await expect(editorField(page, "Job Title")).toHaveValue("Analyst");
    await expect(editorField(page, "Website")).toHaveValue("https://ada.example.com");
    await expect(editorField(page, "About")).toHaveValue("Writes the first programs.");
    const stored = await readCard(page, card.id);
    expect(stored.website).toBe("https://ada.example.com");
    expect(stored.customizations.website).toBe("https://ada.example.com");
  });

  test("every tab passes the accessibility check in light and dark", async ({ page }) => {
    // Six tabs, each checked twice, and the theme dialog.
    test.slow();
    await openNewCardInEditor(page, EDITOR, {
      name: "Axe Tester",
      phone: "+1 555 0100",
      email: "axe@example.com",
    });
    await expectNoSeriousA11yViolationsInBothThemes(page, "basic info");
    for (const tab of ["Design", "Gallery", "Social", "Buttons", "Advanced"]) {
      await openEditorTab(page, tab);
      await expectNoSeriousA11yViolationsInBothThemes(page, tab);
    }
    await openEditorTab(page, "Design");
    await page.getByRole("button", { name: "Change Theme", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Choose a theme" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "theme picker");
  });
});

test("messages appear on their fields: client validation and the server's slug conflict", async ({
  page,
}) => {
  const card = await openNewCardInEditor(page, EDITOR, { name: "Val Idation" });
  const other = await createCard(page, { name: "Other Card" });

  await editorField(page, "Email Address").fill("not-an-email");
  await editorField(page, "Video URL").fill("ftp://example.com/video");
  await saveButton(page).click();
  await expectToast(page, "Failed to save card");
  await expect(editorField(page, "Email Address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Video URL must be a web address (http:// or https://)")).toBeVisible();

  await editorField(page, "Email Address").fill("val@example.com");
  await expect(page.getByText("Please enter a valid email")).toHaveCount(0);
  await editorField(page, "Video URL").fill("");

  // A level-4 user may change the slug; one already taken is refused on the field.
  await editorField(page, "Card URL Slug").fill(other.slug);
  const refused = cardPut(page, card.id);
  await saveButton(page).click();
  expect((await refused).status()).toBe(409);
  await expectToast(page, "Failed to save card");
  await expect(editorField(page, "Card URL Slug")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page, "fields with messages");

  await editorField(page, "Card URL Slug").fill(`${card.slug}-new`);
  await saveButton(page).click();
  await expectToast(page, "Changes saved");
  expect((await readCard(page, card.id)).slug).toBe(`${card.slug}-new`);
  await expect(page.getByRole("link", { name: new RegExp(`/view/${card.slug}-new$`) })).toBeVisible();
});

test("the theme picker lists every theme, changes the preview and persists", async ({ page }) => {
  const card = await openNewCardInEditor(page, EDITOR, { name: "Theo Theme", theme: "minimalist" });
  await expect(editorPreview(page)).toHaveAttribute("data-theme", "minimalist");

  await openEditorTab(page, "Design");
  await expect(page.getByTestId("current-theme")).toHaveText("Minimalist Sophistication");
  await page.getByRole("button", { name: "Change Theme", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a theme" });
  const themes = dialog.getByRole("list", { name: "Themes" }).getByRole("button");
  await expect(themes).toHaveCount(9);
  await expect(dialog.getByRole("button", { name: /Minimalist Sophistication/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const saved = cardPut(page, card.id);
  await dialog.getByRole("button", { name: "Tech / IT Professional" }).click();
  await expect(dialog).toBeHidden();
  await expect(editorPreview(page)).toHaveAttribute("data-theme", "tech");
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(editorPreview(page)).toHaveAttribute("data-theme", "tech");
  await openEditorTab(page, "Design");
  await expect(page.getByTestId("current-theme")).toHaveText("Tech / IT Professional");
  expect((await readCard(page, card.id)).theme).toBe("tech");
});

test("a refused theme or social link save is reported and nothing changes", async ({ page }) => {
  const card = await openNewCardInEditor(page, EDITOR, { name: "Fay Failure", theme: "education" });
  await page.route(`**/api/business-cards/${card.id}`, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, json: { message: "The server could not save this." } })
      : route.fallback(),
  );

  await openEditorTab(page, "Design");
  await page.getByRole("button", { name: "Change Theme", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Choose a theme" })
    .getByRole("button", { name: "Health and Wellness" })
    .click();
  await expectToast(page, "Failed to update theme", "The server could not save this.");
  await expect(editorPreview(page)).toHaveAttribute("data-theme", "education");

  await openEditorTab(page, "Social");
  await editorField(page, "Platform").selectOption({ label: "YouTube" });
  await editorField(page, "URL").fill("https://youtube.com/@fay");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expectToast(page, "Failed to save social link", "The server could not save this.");
  await expect(page.getByText("No social links yet.")).toBeVisible();
  // The form keeps what was typed, to try again.
  await expect(editorField(page, "URL")).toHaveValue("https://youtube.com/@fay");
});

test("a handle typed for a platform is saved as its profile address; one no platform can read is refused", async ({
  page,
}) => {
  const card = await openNewCardInEditor(page, EDITOR, { name: "Hana Handle" });
  await openEditorTab(page, "Social");
  const add = page.getByRole("button", { name: "Add", exact: true });
  await editorField(page, "Platform").selectOption({ label: "Instagram" });
  await editorField(page, "URL").fill("@hana.handle");
  await add.click();
  const list = page.getByRole("region", { name: "Your social links" }).getByRole("listitem");
  await expect(list.filter({ hasText: "Instagram" })).toContainText("https://www.instagram.com/hana.handle");
  expect((await readCard(page, card.id)).socialLinks).toEqual({
    instagram: "https://www.instagram.com/hana.handle",
  });

  await editorField(page, "Platform").selectOption({ label: "Other" });
  await editorField(page, "Platform name").fill("Mastodon");
  await editorField(page, "URL").fill("@hana");
  await add.click();
  await expect(
    page.getByRole("tabpanel").getByText("Social links must start with http://, https://, mailto: or tel:"),
  ).toBeVisible();
  expect(Object.keys((await readCard(page, card.id)).socialLinks)).toEqual(["instagram"]);
});

test("social links: add, a custom platform, copy, and a confirmed remove", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const card = await openNewCardInEditor(page, EDITOR, { name: "Sol Social" });
  await openEditorTab(page, "Social");
  await expect(page.getByText("No social links yet.")).toBeVisible();

  const add = page.getByRole("button", { name: "Add", exact: true });
  await expect(add).toBeDisabled();
  await editorField(page, "Platform").selectOption({ label: "LinkedIn" });
  await expect(add).toBeDisabled();
  await editorField(page, "URL").fill("linkedin.com/in/sol");
  await expect(add).toBeEnabled();
  await add.click();
  const list = page.getByRole("region", { name: "Your social links" }).getByRole("listitem");
  await expect(list.filter({ hasText: "LinkedIn" })).toContainText("https://linkedin.com/in/sol");
  await expect(editorPreview(page).getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
    "href",
    "https://linkedin.com/in/sol",
  );

  await editorField(page, "Platform").selectOption({ label: "Other" });
  await editorField(page, "URL").fill("https://blog.example.com");
  await add.click();
  await expect(page.getByText("Platform name is required")).toBeVisible();
  await editorField(page, "Platform name").fill("My Blog");
  await add.click();
  await expect(list.filter({ hasText: "Myblog" })).toBeVisible();
  expect((await readCard(page, card.id)).socialLinks).toEqual({
    linkedin: "https://linkedin.com/in/sol",
    myblog: "https://blog.example.com",
  });

  await page.getByRole("button", { name: "Copy LinkedIn link" }).click();
  await expectToast(page, "Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("https://linkedin.com/in/sol");

  await page.getByRole("button", { name: "Remove LinkedIn link" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove LinkedIn link?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(list.filter({ hasText: "LinkedIn" })).toBeVisible();
  await page.getByRole("button", { name: "Remove LinkedIn link" }).click();
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(list.filter({ hasText: "LinkedIn" })).toHaveCount(0);

  await page.reload();
  await openEditorTab(page, "Social");
  await expect(list).toHaveCount(1);
  await expect(list).toContainText("Myblog");
});

test("buttons: automatic ones from Basic Info, then a custom button is added, saved and removed", async ({
  page,
}) => {
  const card = await openNewCardInEditor(page, EDITOR, { name: "Bo Buttons", phone: "+1 555 0101" });
  await openEditorTab(page, "Buttons");
  const automatic = page.getByRole("region", { name: "Automatic buttons" });
  await expect(automatic.getByRole("listitem").filter({ hasText: "Call" })).toContainText("+1 555 0101");
  await expect(automatic.getByRole("listitem").filter({ hasText: "Email" })).toContainText(
    "Add an email address in Basic Info",
  );

  const add = page.getByRole("button", { name: "Add", exact: true });
  await expect(add).toBeDisabled();
  await expect(editorField(page, "Colour")).toHaveValue("#d9bd90");
  await editorField(page, "Label").fill("Book a call");
  await expect(add).toBeDisabled();
  await editorField(page, "URL").fill("ftp://example.com");
  await add.click();
  await expect(page.getByText("Button URL must start with http://, https://, mailto: or tel:")).toBeVisible();
  await editorField(page, "URL").fill("https://cal.example.com/bo");
  await editorField(page, "Colour").fill("#1e3a8a");
  await add.click();

  const custom = page.getByRole("region", { name: "Custom buttons" }).getByRole("listitem");
  await expect(custom).toHaveCount(1);
  await expect(custom).toContainText("Book a call");
  await showEditorPreview(page);
  await expect(editorPreview(page).getByRole("link", { name: "Book a call" })).toHaveAttribute(
    "href",
    "https://cal.example.com/bo",
  );

  await saveButton(page).click();
  await expectToast(page, "Changes saved");
  expect((await readCard(page, card.id)).customButtons).toEqual([
    { text: "Book a call", url: "https://cal.example.com/bo", backgroundColor: "#1e3a8a" },
  ]);

  await page.reload();
  await openEditorTab(page, "Buttons");
  await page.getByRole("button", { name: "Remove button Book a call" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(custom).toHaveCount(0);
  await saveButton(page).click();
  await expectToast(page, "Changes saved");
  expect((await readCard(page, card.id)).customButtons).toEqual([]);
});

test("Reset asks first, then discards unsaved edits", async ({ page }) => {
  await openNewCardInEditor(page, EDITOR, { name: "Rae Reset" }, { clock: true });
  await editorField(page, "Full Name").fill("Someone Else");
  await page.getByRole("button", { name: "Reset" }).first().click();
  const confirm = page.getByRole("alertdialog", { name: "Reset your changes?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(editorField(page, "Full Name")).toHaveValue("Someone Else");

  await page.getByRole("button", { name: "Reset" }).first().click();
  await confirm.getByRole("button", { name: "Reset" }).click();
  await expect(editorField(page, "Full Name")).toHaveValue("Rae Reset");
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
});

test("leaving with unsaved changes asks first", async ({ page }) => {
  await openNewCardInEditor(page, EDITOR, { name: "Lee Leave" }, { clock: true });
  await editorField(page, "Job Title").fill("Unsaved title");
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Dashboard" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/card-editor\/\d+$/);
  await expect(editorField(page, "Job Title")).toHaveValue("Unsaved title");

  // Closing the tab asks through the browser's own prompt; dismissing it keeps the page.
  const prompt = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await expect(editorField(page, "Job Title")).toHaveValue("Unsaved title");

  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Dashboard" }).click();
  await confirm.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the editor guide counts completed steps and can be hidden for good", async ({ page }) => {
  await openNewCardInEditor(page, EDITOR, { name: "Gil Guide" });
  const guide = page.getByRole("region", { name: "Editor guide" });
  await expect(guide).toContainText("0% complete");
  // Folded at first, so that it covers nothing of the form.
  await expect(guide.getByRole("button", { name: /^Mark complete/ })).toHaveCount(0);
  await guide.getByRole("button", { name: "Show editor guide" }).click();
  await guide.getByRole("button", { name: "Mark complete: Add your basic info" }).click();
  await expect(guide).toContainText("20% complete");
  await guide.getByRole("button", { name: "Go to Design" }).click();
  await expect(page.getByRole("tab", { name: "Design" })).toHaveAttribute("aria-selected", "true");

  await page.reload();
  await expect(guide).toContainText("20% complete");
  await guide.getByRole("button", { name: "Hide editor guide" }).click();
  await expect(guide.getByRole("button", { name: /^Mark complete/ })).toHaveCount(0);
  await guide.getByRole("button", { name: "Show editor guide" }).click();
  await guide.getByRole("button", { name: "Don't show again" }).click();
  await expect(guide).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Card Editor", level: 1 })).toBeVisible();
  await expect(guide).toHaveCount(0);
});

test("a level-1 user: the slug is read-only with the reason, and there is no Advanced tab", async ({
  page,
}) => {
  await signIn(page, BASIC);
  const card = await ownCard(page, { name: "Bea Level One" });
  await openCardEditor(page, card.id);

  const slug = editorField(page, "Card URL Slug");
  await expect(slug).toHaveAttribute("readonly", "");
  await expect(slug).toHaveValue(card.slug);
  await expect(
    page.getByText("Level 1 users cannot edit the card URL slug. Please contact your administrator."),
  ).toBeVisible();
  await slug.focus();
  await page.keyboard.type("x");
  await expectToast(page, "Permission Denied");
  await expect(slug).toHaveValue(card.slug);

  // The Form tab is there to say why the form builder is not (e2e/visitor-form.spec.ts).
  await expect(page.getByRole("tab")).toHaveText(EDITOR_TABS.filter((tab) => tab !== "Advanced"));

  // The unchanged slug goes back with the whole card, which a level-1 user may save.
  await editorField(page, "Job Title").fill("Level one title");
  await saveButton(page).click();
  await expectToast(page, "Changes saved");
});

test("a level-3 user has the Advanced tab with the documented classes", async ({ page }) => {
  await signIn(page, ENTERPRISE);
  const card = await ownCard(page, { name: "Erin Enterprise" });
  await openCardEditor(page, card.id);
  await expect(page.getByRole("tab")).toHaveText(EDITOR_TABS);

  await openEditorTab(page, "Advanced");
  for (const name of [
    "card-container",
    "card-header",
    "card-profile",
    "card-content",
    "card-footer",
    "card-social",
  ]) {
    await expect(page.getByText(`.${name}`, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/The server sanitises your CSS/)).toBeVisible();
  // The preview applies the CSS scoped to itself; a page-wide rule must not reach the editor around it.
  await editorField(page, "Custom CSS").fill(
    ".card-header { background: #0f172a; } body { outline: 5px solid red; }",
  );
  const header = page.locator("#card-editor-preview .card-header");
  await expect(header).toHaveCSS("background-color", "rgb(15, 23, 42)");
  await expect(page.locator("body")).not.toHaveCSS("outline-style", "solid");
  await saveButton(page).click();
  await expectToast(page, "Changes saved");
  expect((await readCard(page, card.id)).customizations.customCss).toContain("#0f172a");
});

test("a bad id, a missing card and someone else's card go back to the dashboard", async ({
  page,
  browser,
}) => {
  // A card owned by the level-4 editor, made in a separate session.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, EDITOR);
  const foreign = await createCard(ownerPage, { name: "Not Yours" });
  await ownerContext.close();

  await signIn(page, BASIC);
  await page.goto("/card-editor/not-a-number");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Failed to load card data. Please try again.");

  await page.goto("/card-editor/987654");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Failed to load card data. Please try again.");

  await page.goto(`/editor/${foreign.id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Access denied: You don't have permission to edit this card");
});
