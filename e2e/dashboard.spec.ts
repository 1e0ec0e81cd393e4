/**
 * The dashboard at /dashboard: the empty state and the first card, the featured card with
 * its buttons and real totals, the QR dialog, the card limit of a basic user, the Create
 * Card form with a chosen slug, the grid of all cards and deleting a card.
 */
import { PRODUCT_FILE_PREFIX } from "../core/limits";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { listCards } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { decodeQrOnScreen } from "./support/qr";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

interface ApiSummary {
  totalCards: number;
  totalViews: number;
  totalSaves: number;
}

async function mySummary(page: Page): Promise<ApiSummary> {
  const response = await page.request.get("/api/dashboard/summary");
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiSummary;
}

/** The value of a summary tile, found by its label. */
function tile(page: Page, label: string) {
  return page
    .getByRole("main")
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole("definition");
}

async function openDashboard(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "My Cards" })).toBeVisible();
}

async function expectCreatedAndInEditor(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/mobile-editor\/\d+$/);
  await expectToast(page, "Card created");
  return Number(new URL(page.url()).pathname.split("/").pop());
}

test("a basic user creates a first card, shares it, and is held to one card", async ({ page, context }) => {
  // A long flow with seven accessibility scans.
  test.slow();
  const user = USERS.dashboard;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  await signIn(page, user);

  await test.step("no cards yet: the empty state, zero totals and the tabs", async () => {
    await expect(page.getByRole("heading", { name: "No business cards yet" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText([
      "My Cards",
      "Create Card",
      "Analytics",
      "PWA Settings",
      "Offline",
    ]);
    await expect(page.getByRole("button", { name: "Create New Card" })).toHaveCount(0);
    await expect(tile(page, "Total Cards")).toHaveText("0");
    await expect(tile(page, "Account Level")).toHaveText("Basic");
    await expectNoSeriousA11yViolationsInBothThemes(page, "dashboard, no cards");
  });

  let cardId = 0;
  await test.step("'Create Your First Card' lands on the quick editor", async () => {
    await page.getByRole("button", { name: "Create Your First Card" }).click();
    cardId = await expectCreatedAndInEditor(page);
  });

  const [card] = await listCards(page);
  expect(card.id).toBe(cardId);
  // A readable slug from the owner's full name, "Dana Dashboard" (decision 011).
  expect(card.slug).toMatch(/^dana-dashboard(-\d+)?$/);
  const link = `${BASE_URL}/view/${card.slug}`;

  await test.step("back on the dashboard the card is featured with its buttons", async () => {
    await openDashboard(page);
    const featured = page.getByRole("region", { name: user.fullName });
    await expect(featured).toBeVisible();
    await expect(featured).toContainText(`/view/${card.slug}`);
    await expect(featured).toContainText("Minimalist Sophistication");
    await expect(featured.getByRole("link", { name: "Edit Card" })).toHaveAttribute(
      "href",
      `/mobile-editor/${card.id}`,
    );
    await expect(featured.getByRole("link", { name: "Analytics" })).toHaveAttribute(
      "href",
      `/analytics/${card.id}`,
    );
    const view = featured.getByRole("link", { name: "View (opens in a new tab)" });
    await expect(view).toHaveAttribute("href", `/view/${card.slug}`);
    await expect(view).toHaveAttribute("target", "_blank");
    await expect(view).toHaveAttribute("rel", "noopener noreferrer");
    // The AI Salesbot link starts at level 2.
    await expect(featured.getByRole("link", { name: "AI Salesbot" })).toHaveCount(0);
    await expect(featured.getByRole("button", { name: "QR Code" })).toBeVisible();

    const banner = page.getByRole("region", { name: "Advanced Analytics Access" });
    await expect(banner.getByRole("link", { name: "View Analytics" })).toHaveAttribute(
      "href",
      `/analytics/${card.id}`,
    );
    // 'Learn More' on screen; the accessible name tells where the link leads.
    const learnMore = banner.getByRole("link", { name: "Learn More about analytics in the User Guide" });
    await expect(learnMore).toHaveAttribute("href", "/guide");
    expect(await learnMore.evaluate((link) => (link as HTMLElement).innerText)).toContain("Learn More");
    await expect(page.getByRole("heading", { name: "All Your Cards" })).toHaveCount(0);
  });

  await test.step("the tiles show the server's totals", async () => {
    const summary = await mySummary(page);
    expect(summary.totalCards).toBe(1);
    await expect(tile(page, "Total Cards")).toHaveText("1");
    await expect(tile(page, "Total Views")).toHaveText(String(summary.totalViews));
    await expect(tile(page, "Total Saves")).toHaveText(String(summary.totalSaves));
    await expect(tile(page, "Account Level")).toHaveText("Basic");
    await expectNoSeriousA11yViolationsInBothThemes(page, "dashboard, one card");
  });

  await test.step("the QR dialog shows the link, downloads the PNG and copies the link", async () => {
    await page.getByRole("button", { name: "QR Code" }).click();
    const dialog = page.getByRole("dialog", { name: "QR Code" });
    const code = dialog.getByRole("img", { name: `QR code for ${link}` });
    await expect(code).toBeVisible();
    // The code is marked as a QR visit; the link shown is the plain one.
    expect(await decodeQrOnScreen(code)).toBe(`${link}?src=qr`);
    await expect(dialog.getByText(link, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "QR dialog");

    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download QR Code" }).click();
    expect((await downloading).suggestedFilename()).toBe(`${PRODUCT_FILE_PREFIX}-${card.slug}.png`);

    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Link copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The modal dialog hides the rest of the page, the toasts included, from assistive
    // technology; once it is closed the 'Link copied' toast is there. (Escape would first
    // dismiss the toast, the newest layer, so the dialog is closed with its button.)
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Link copied", link);
  });

  await test.step("a second card is refused with the basic limit", async () => {
    const limit = "Basic users are limited to 1 business card.";
    await page.getByRole("tab", { name: "Create Card" }).click();
    await expect(page.getByText(limit, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Card" })).toBeDisabled();
    // Level 1 cannot choose a slug.
    await expect(page.getByLabel("Card URL Slug")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "create tab at the limit");

    // The server refuses with the same words, whatever the interface shows.
    const refused = await page.request.post("/api/business-cards", { data: { name: "Second card" } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(limit);
    expect(await listCards(page)).toHaveLength(1);
  });
});

test("an administrator creates cards with a chosen slug, sees them all and deletes one", async ({ page }) => {
  test.slow();
  const user = USERS.dashboardAdmin;
  const slug = "ada-admin-card";
  await signIn(page, user);
  await expect(page.getByRole("heading", { name: "No business cards yet" })).toBeVisible();

  await test.step("the Create Card form checks the slug, then creates the card", async () => {
    await page.getByRole("tab", { name: "Create Card" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue(user.fullName);
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    // The server makes a slug from the card's name, not the username.
    await expect(page.getByLabel("Card URL Slug")).toHaveAccessibleDescription(
      /^Optional: leave it empty to have one made from the full name\./,
    );
    const themes = page.getByRole("group", { name: "Theme" }).getByRole("radio");
    await expect(themes).toHaveCount(9);
    await expect(page.getByRole("radio", { name: "Minimalist Sophistication" })).toBeChecked();
    await expectNoSeriousA11yViolationsInBothThemes(page, "create tab");

    await page.getByLabel("Job Title").fill("Director");
    await page.getByLabel("Company Name").fill("Acme");
    await page.getByRole("radio", { name: "Tech / IT Professional" }).check();
    await page.getByLabel("Card URL Slug").fill("not a slug!");
    await page.getByRole("button", { name: "Create Card" }).click();
    await expect(
      page.getByText("Slug may contain only lower-case letters, digits, hyphens and underscores"),
    ).toBeVisible();
    await expect(page.getByLabel("Card URL Slug")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Card URL Slug").fill(slug);
    await page.getByRole("button", { name: "Create Card" }).click();
    await expectCreatedAndInEditor(page);
  });

  await test.step("a taken slug is shown on its field", async () => {
    await openDashboard(page);
    await page.getByRole("tab", { name: "Create Card" }).click();
    await page.getByLabel("Card URL Slug").fill(slug);
    await page.getByRole("button", { name: "Create Card" }).click();
    await expectToast(page, "Creation failed");
    await expect(page.getByLabel("Card URL Slug")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step("the header's 'Create New Card' makes a second card", async () => {
    await page.getByRole("button", { name: "Create New Card" }).click();
    await expectCreatedAndInEditor(page);
  });

  await test.step("both cards show in 'All Your Cards' with every action", async () => {
    await openDashboard(page);
    const featured = page.getByRole("region", { name: user.fullName }).first();
    await expect(featured).toContainText("Director at Acme");
    await expect(featured).toContainText(`/view/${slug}`);
    await expect(featured).toContainText("Tech / IT Professional");
    await expect(featured.getByRole("link", { name: "AI Salesbot" })).toBeVisible();

    const grid = page.getByRole("region", { name: "All Your Cards" });
    const items = grid.getByRole("listitem");
    await expect(items).toHaveCount(2);
    for (const item of await items.all()) {
      for (const name of ["Edit", "Analytics", "AI Salesbot"]) {
        await expect(item.getByRole("link", { name, exact: true })).toBeVisible();
      }
      for (const name of ["Delete", "QR Code"]) {
        await expect(item.getByRole("button", { name, exact: true })).toBeVisible();
      }
    }
    await expect(tile(page, "Total Cards")).toHaveText("2");
    await expect(tile(page, "Account Level")).toHaveText("Admin");
    await expectNoSeriousA11yViolationsInBothThemes(page, "dashboard, two cards");
  });

  await test.step("Delete asks first, then removes the card", async () => {
    const grid = page.getByRole("region", { name: "All Your Cards" });
    const second = grid.getByRole("listitem").nth(1);
    await second.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this card?" });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, "delete confirmation");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    expect(await listCards(page)).toHaveLength(2);

    await second.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete Card" }).click();
    await expectToast(page, "Card deleted");
    await expect(grid).toBeHidden();
    await expect(tile(page, "Total Cards")).toHaveText("1");
    const remaining = await listCards(page);
    expect(remaining.map((c) => c.slug)).toEqual([slug]);
  });
});

test("a failing card list shows 'Error loading dashboard'", async ({ page }) => {
  await signIn(page, USERS.basic);
  // Opened at its address, the dashboard comes written by the server with the cards it read
  // (decision 029); the browser reads them itself when it is reached from another screen.
  const openDashboard = async () => {
    await page.goto("/account");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  };

  await page.route("**/api/business-cards", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"Database unavailable"}',
    }),
  );
  await openDashboard();
  const alert = page.getByRole("alert").filter({ hasText: "Error loading dashboard" });
  await expect(alert).toContainText("Database unavailable");
  await expectNoSeriousA11yViolations(page, "dashboard error");

  // Without an answer from the server, the generic message.
  await page.unroute("**/api/business-cards");
  await page.route("**/api/business-cards", (route) => route.abort());
  await openDashboard();
  await expect(alert).toContainText("Something went wrong. Please try again.");
});
