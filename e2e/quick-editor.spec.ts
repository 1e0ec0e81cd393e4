/**
 * The quick editor at /mobile-editor/{id}, the phone's way to edit a card: one-field
 * dialogs, the inline About editor, social links, the theme dialog, the Saved indicator
 * and the load error screen. Every test makes its own card, so they run in any order.
 */

import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type CardSeed, createCard, readCard } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

/** Level 4: unlimited cards, so every test (in both projects) can create its own. */
const USER = USERS.quickEditor;

async function openQuickEditor(page: Page, id: number) {
  await page.goto(`/mobile-editor/${id}`);
  await expect(page.getByRole("heading", { name: "Quick Editor", level: 1 })).toBeVisible();
}

const main = (page: Page) => page.getByRole("main");
const preview = (page: Page) => page.getByRole("region", { name: "Card preview" });
const savedIndicator = (page: Page) => page.getByRole("status").filter({ hasText: "Saved" });

async function signInWithCard(page: Page, seed: CardSeed): Promise<number> {
  await signIn(page, USER);
  const { id } = await createCard(page, seed);
  await openQuickEditor(page, id);
  return id;
}

test.describe("quick editor", { tag: "@phone" }, () => {
  test("editing the name shows Saved and updates the preview", async ({ page }) => {
    const id = await signInWithCard(page, { name: "Quinn Before", title: "Designer" });
    await expect(preview(page).getByRole("heading", { name: "Quinn Before", level: 2 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Advanced Editor" })).toHaveAttribute(
      "href",
      `/card-editor/${id}`,
    );
    await expect(main(page).getByRole("button", { name: /^Phone Number Add phone$/ })).toBeVisible();

    await main(page)
      .getByRole("button", { name: /^Full Name/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Full Name" });
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Quinn Before");
    await dialog.getByLabel("Full Name").fill("Quinn After");
    await dialog.getByRole("button", { name: "Save" }).click();

    await expect(dialog).toBeHidden();
    await expect(savedIndicator(page)).toBeVisible();
    await expect(preview(page).getByRole("heading", { name: "Quinn After", level: 2 })).toBeVisible();
    // The focus is back on the button that opened the dialog.
    await expect(main(page).getByRole("button", { name: /^Full Name Quinn After$/ })).toBeFocused();
    // The indicator goes away on its own (after 3 s).
    await expect(savedIndicator(page)).toHaveCount(0, { timeout: 6_000 });
    expect((await readCard(page, id)).name).toBe("Quinn After");
  });

  test("a field's rule is checked in its dialog; a server refusal is toasted and shown", async ({ page }) => {
    await signInWithCard(page, { name: "Quinn Rules" });
    await main(page)
      .getByRole("button", { name: /^Email Address Add email$/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Email Address" });
    await dialog.getByLabel("Email Address").fill("not-an-email");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
    await expect(dialog.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page, "field dialog with an error");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // The server's own answer: a toast with its message, and the field's message in the dialog.
    await page.route("**/api/business-cards/*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({
              message: "Job title is not allowed",
              fields: { title: "Job title is not allowed" },
            }),
          })
        : route.fallback(),
    );
    await main(page)
      .getByRole("button", { name: /^Job Title/ })
      .click();
    const titleDialog = page.getByRole("dialog", { name: "Edit Job Title" });
    await titleDialog.getByLabel("Job Title").fill("Chief");
    await titleDialog.getByRole("button", { name: "Save" }).click();
    await expect(titleDialog.getByText("Job title is not allowed")).toBeVisible();
    // The open dialog hides the rest of the page from assistive technology (and from role
    // queries); the toast is read once it closes.
    await titleDialog.getByRole("button", { name: "Cancel" }).click();
    await expectToast(page, "Failed to save changes", "Job title is not allowed");
    await expect(savedIndicator(page)).toHaveCount(0);
  });

  test("About: counter, the 500-character limit and the 20-character preview", async ({ page }) => {
    const id = await signInWithCard(page, { name: "Quinn About" });
    const aboutButton = main(page).getByRole("button", { name: /^About/ });
    await expect(aboutButton).toContainText("Add About");
    await aboutButton.click();
    await expect(aboutButton).toHaveAttribute("aria-expanded", "true");

    const textarea = main(page).getByLabel("About", { exact: true });
    await expect(textarea).toBeFocused();
    await expect(main(page).getByText("0/500 characters")).toBeVisible();
    await textarea.fill("Hello there");
    await expect(main(page).getByText("11/500 characters")).toBeVisible();

    const long = `${"Long text. ".repeat(50)}and more`;
    await textarea.fill(long);
    await expect(textarea).toHaveValue(long.slice(0, 500));
    await expect(main(page).getByText("500/500 characters")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "about editor");

    await main(page).getByRole("button", { name: "Save About" }).click();
    await expect(savedIndicator(page)).toBeVisible();
    await expect(aboutButton).toHaveAttribute("aria-expanded", "false");
    await expect(aboutButton).toBeFocused();
    await expect(aboutButton).toContainText(`${long.slice(0, 20)}…`);
    expect((await readCard(page, id)).about).toBe(long.slice(0, 500).trim());
  });

  test("a handle is saved as the platform's profile address, as in the full editor", async ({ page }) => {
    const id = await signInWithCard(page, { name: "Hana Quick" });
    const instagram = main(page).getByRole("button", { name: /^Instagram/ });
    await instagram.click();
    const dialog = page.getByRole("dialog", { name: "Add Instagram link" });
    await dialog.getByLabel("Instagram URL").fill("@hana.quick");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(instagram).toContainText("Added");
    expect((await readCard(page, id)).socialLinks).toEqual({
      instagram: "https://www.instagram.com/hana.quick",
    });
  });

  test("LinkedIn: added, then removed by saving an empty URL", async ({ page }) => {
    const id = await signInWithCard(page, { name: "Quinn Social" });
    const linkedIn = main(page).getByRole("button", { name: /^LinkedIn/ });
    await expect(linkedIn).toContainText("Not added");

    await linkedIn.click();
    let dialog = page.getByRole("dialog", { name: "Add LinkedIn link" });
    await dialog.getByLabel("LinkedIn URL").fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(
      dialog.getByText("Social links must start with http://, https://, mailto: or tel:"),
    ).toBeVisible();
    // An address without a scheme is saved with https://.
    await dialog.getByLabel("LinkedIn URL").fill("linkedin.com/in/quinn");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(savedIndicator(page)).toBeVisible();
    await expect(linkedIn).toContainText("Added");
    await expect(preview(page).getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
      "href",
      "https://linkedin.com/in/quinn",
    );

    await linkedIn.click();
    dialog = page.getByRole("dialog", { name: "Edit LinkedIn link" });
    await expect(dialog.getByLabel("LinkedIn URL")).toHaveValue("https://linkedin.com/in/quinn");
    await dialog.getByLabel("LinkedIn URL").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(linkedIn).toContainText("Not added");
    await expect(preview(page).getByRole("link", { name: "LinkedIn" })).toHaveCount(0);
    expect((await readCard(page, id)).socialLinks).toEqual({});
  });

  test("a custom platform needs a name and is added with its URL", async ({ page }) => {
    const id = await signInWithCard(page, { name: "Quinn Custom" });
    await main(page).getByRole("button", { name: "Add Custom Platform" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a custom platform" });
    const add = dialog.getByRole("button", { name: "Add Platform" });
    // Added only with a URL.
    await expect(add).toBeDisabled();
    await dialog.getByLabel("Platform URL").fill("https://bsky.app/profile/quinn");
    await add.click();
    await expect(dialog.getByText("Platform name is required")).toBeVisible();

    await dialog.getByLabel("Platform name").fill("Blue Sky");
    await add.click();
    await expect(dialog).toBeHidden();
    await expect(savedIndicator(page)).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Other Platforms" })).toBeVisible();
    await expect(main(page).getByRole("button", { name: /^Bluesky/ })).toContainText("Added");
    expect((await readCard(page, id)).socialLinks).toEqual({ bluesky: "https://bsky.app/profile/quinn" });
  });

  test("the theme dialog marks the current theme and saves a new one", async ({ page }) => {
    await signInWithCard(page, { name: "Quinn Theme", theme: "minimalist" });
    const themeButton = main(page).getByRole("button", { name: /^Card Theme/ });
    await expect(themeButton).toContainText("Minimalist Sophistication");

    // By keyboard: Enter opens the dialog, Escape closes it and gives the focus back.
    await themeButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choose a theme" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(themeButton).toBeFocused();

    await themeButton.click();
    await expect(dialog.getByRole("button")).toHaveCount(10); // nine themes and Close
    await expect(dialog.getByRole("button", { name: /Minimalist Sophistication/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await dialog.getByRole("button", { name: /Tech \/ IT Professional/ }).click();
    await expect(dialog).toBeHidden();
    await expect(savedIndicator(page)).toBeVisible();
    await expect(themeButton).toContainText("Tech / IT Professional");
    await expect(page.locator('[data-theme="tech"]')).toBeVisible();

    await themeButton.click();
    await expect(dialog.getByRole("button", { name: /Tech \/ IT Professional/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(dialog.getByRole("button", { name: /Minimalist Sophistication/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("a non-numeric id redirects to the dashboard", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/mobile-editor/not-a-number");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a missing card shows the load error with a way back", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/mobile-editor/999999");
    await expect(page.getByRole("heading", { name: "Error loading card", level: 1 })).toBeVisible();
    await expect(page.getByText("Card not found")).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "load error");
    await page.getByRole("link", { name: "Go Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the editor passes the accessibility check in light and dark", async ({ page }) => {
    await signInWithCard(page, {
      name: "Quinn Access",
      title: "Engineer",
      company: "Cardfolio",
      email: "quinn@cardfolio.test",
      phone: "+1 555 0199",
    });
    await expectNoSeriousA11yViolationsInBothThemes(page, "quick editor");
  });

  test("the theme dialog passes the accessibility check in light and dark", async ({ page }) => {
    await signInWithCard(page, { name: "Quinn Dialog", theme: "creative" });
    await main(page)
      .getByRole("button", { name: /^Card Theme/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Choose a theme" })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "theme dialog");
  });
});
