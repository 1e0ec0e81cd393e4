/**
 * What the dashboard and the public pages promise, kept: new leads counted on the dashboard and
 * in the sidebar, linking to the form submissions and the conversations, which clear the count
 * when opened; the featured card leaves the summary in the first screen; the install guide waits
 * for a first card and gives a computer its own steps; an iPhone visitor is shown Safari's Add to
 * Home Screen instead of 'Install App'; no theme name broken mid-word in the gallery; 'Use Theme'
 * signed out leads to /auth with the theme kept; the pricing table claims only what the access
 * levels give. At 1280 and 375 px, light and dark, with axe, by keyboard.
 */
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type CardSeed, createCard, listCards } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { INSTALL_GUIDE_SEEN_KEY, signIn, submitLogin } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

/** Headless Chromium names itself "HeadlessChrome", a bot the server answers but does not store. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const IPHONE_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const CONTACT_FORM = {
  enabled: true,
  title: "Get in touch",
  fields: [
    { id: "your-name", type: "name", label: "Your name", required: true },
    { id: "email", type: "email", label: "Email", required: true },
  ],
  submitLabel: "Send",
  thankYouMessage: "Thanks!",
} satisfies CardSeed["formConfig"];

const isPhone = () => test.info().project.name === "phone";

/** Nothing wider than the screen (a 375 px phone scrolls only down). */
async function expectNoSidewaysScroll(page: Page) {
  // Once the page has settled (its fonts loaded): a frame mid-load may still be measuring.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return document.documentElement.scrollWidth - document.documentElement.clientWidth;
      }),
    )
    .toBeLessThanOrEqual(0);
}

/** The sidebar: beside the page on a desktop, in the menu drawer on a phone. */
async function sidebar(page: Page) {
  if (!isPhone()) return page.getByRole("complementary", { name: "Sidebar" });
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("dialog", { name: "Menu" });
}

async function closeDrawer(page: Page) {
  if (isPhone()) await page.keyboard.press("Escape");
}

async function newLeadsTotal(page: Page): Promise<number> {
  const response = await page.request.get("/api/leads/new");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

async function visitorLeads(request: APIRequestContext, cardId: number) {
  const headers = { "user-agent": VISITOR_AGENT };
  for (const name of ["Rosa Form", "Ravi Form"]) {
    const sent = await request.post("/api/form-submissions", {
      data: { cardId, formData: { "your-name": name, email: `${name.split(" ")[0]}@example.com` } },
      headers,
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  // One visitor leaves an email in the chat, one does not: only the first is a lead.
  for (const message of ["Hello, reach me at chat.lead@example.com please", "Just looking, thanks"]) {
    const chat = await request.post(`/api/salesbot/${cardId}/chat`, { data: { message }, headers });
    expect(chat.status(), await chat.text()).toBe(200);
  }
}

test("@phone new leads are counted on the dashboard and in the sidebar, and clear when their lists are opened", async ({
  page,
  playwright,
}) => {
  test.slow();
  const owner = isPhone() ? USERS.leadsPhoneOwner : USERS.leadsOwner;
  await signIn(page, owner);
  const card = await createCard(page, {
    name: owner.fullName,
    slug: `leads-${test.info().project.name}-${Date.now()}`,
    formConfig: CONTACT_FORM,
  });
  const bot = await page.request.post(`/api/salesbot/${card.id}/config`, {
    data: { isEnabled: true, botName: "Ava", services: ["Audits"], priceRanges: { Audits: 900 } },
  });
  expect(bot.status(), await bot.text()).toBe(200);
  const visitor = await playwright.request.newContext({ baseURL: BASE_URL });
  await visitorLeads(visitor, card.id);
  await visitor.dispose();

  await page.goto("/dashboard");
  const panel = page.getByRole("region", { name: "New leads: 3" });
  const formLink = panel.getByRole("link", { name: `2 new form submissions of ${owner.fullName}` });
  const chatLink = panel.getByRole("link", { name: `1 new conversation of ${owner.fullName}` });

  await test.step("the dashboard counts them and links to both lists", async () => {
    await expect(panel).toBeVisible();
    await expect(formLink).toHaveAttribute("href", `/analytics/${card.id}?history=submissions`);
    await expect(chatLink).toHaveAttribute("href", `/salesbot/${card.id}/conversations`);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolationsInBothThemes(page, "dashboard with new leads");
  });

  await test.step("the sidebar's badge is named 'New leads: 3' and, by keyboard, brings the focus to them", async () => {
    const nav = await sidebar(page);
    const badge = nav.getByRole("link", { name: "New leads: 3" });
    await expect(badge).toBeVisible();
    await expectNoSeriousA11yViolations(page, "sidebar with the new-leads badge");
    await badge.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard#new-leads$/);
    await expect(page.locator("#new-leads")).toBeFocused();
    // From the section, the next stop is its first list.
    await page.keyboard.press("Tab");
    await expect(formLink).toBeFocused();
  });

  await test.step("opening the form submissions shows that tab and clears them", async () => {
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/analytics/${card.id}\\?history=submissions$`));
    await expect(page.getByRole("tab", { name: "Form Submissions" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect.poll(() => newLeadsTotal(page)).toBe(1);
    const nav = await sidebar(page);
    await expect(nav.getByRole("link", { name: "New leads: 1" })).toBeVisible();
    await closeDrawer(page);
  });

  await test.step("opening the conversations clears the rest; the badge goes", async () => {
    await page.goto("/dashboard");
    await page
      .getByRole("region", { name: "New leads: 1" })
      .getByRole("link", { name: /1 new conversation/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Conversation History" })).toBeVisible();
    await expect.poll(() => newLeadsTotal(page)).toBe(0);
    await page.goto("/dashboard");
    const cleared = page.getByRole("region", { name: "New leads: 0" });
    await expect(
      cleared.getByRole("link", { name: `No new form submissions of ${owner.fullName}` }),
    ).toBeVisible();
    await expect(
      cleared.getByRole("link", { name: `No new conversations of ${owner.fullName}` }),
    ).toBeVisible();
    const nav = await sidebar(page);
    await expect(nav.getByRole("link", { name: /New leads/ })).toHaveCount(0);
    await closeDrawer(page);
  });
});

test("on a desktop the featured card is compact: the summary tiles are in the first screen", async ({
  page,
}) => {
  await signIn(page, USERS.installOwner);
  if ((await listCards(page)).length === 0) {
    await createCard(page, { name: USERS.installOwner.fullName, title: "Founder", company: "Ivy & Co" });
  }
  await page.goto("/dashboard");
  const featured = page.getByRole("region", { name: USERS.installOwner.fullName }).first();
  await expect(
    featured.getByRole("img", { name: `Preview of ${USERS.installOwner.fullName}` }),
  ).toBeVisible();
  const tiles = page.getByRole("region", { name: "Summary" });
  await expect(tiles.getByText("Total Views")).toBeVisible();
  const box = (await tiles.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y + box.height, "the summary's bottom edge").toBeLessThanOrEqual(height);
  await expectNoSeriousA11yViolationsInBothThemes(page, "compact featured card");
});

test("@phone a new account's empty dashboard is not covered by the install guide", async ({ page }) => {
  // USERS.basic has no card and never gets one.
  await signIn(page, USERS.basic);
  await page.evaluate((key) => localStorage.removeItem(key), INSTALL_GUIDE_SEEN_KEY);
  await page.clock.install();
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Create Your First Card" })).toBeVisible();
  await page.clock.runFor(5000);
  await expect(page.getByRole("dialog", { name: "Install as an App" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create Your First Card" })).toBeVisible();
});

test("@phone on a computer the PWA Settings tab shows the desktop steps first", async ({ page }) => {
  await signIn(page, USERS.basic);
  await page.getByRole("tab", { name: "PWA Settings" }).click();
  const panel = page.getByRole("tabpanel", { name: "PWA Settings" });
  const desktop = panel.getByRole("tab", { name: "Desktop" });
  await expect(panel.getByRole("tab")).toHaveText(["iOS", "Android", "Desktop"]);
  await expect(desktop).toHaveAttribute("aria-selected", "true");
  const steps = panel.getByRole("tabpanel", { name: "Desktop" }).getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("Click the install button in the address bar");
  await expect(panel.getByText("Tap the menu button (⋮)")).toHaveCount(0);
  // The keyboard moves to the other platforms' steps.
  await desktop.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(panel.getByRole("tab", { name: "Android" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("tabpanel", { name: "Android" })).toContainText("Tap the menu button (⋮)");
  await page.keyboard.press("ArrowRight");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolationsInBothThemes(page, "PWA Settings, desktop steps");
});

test.describe("an iPhone visitor of a card page", () => {
  test.use({ userAgent: IPHONE_AGENT });

  test("@phone is offered Safari's Add to Home Screen steps, not 'Install App'", async ({
    page,
    browser,
  }) => {
    const ownerContext = await browser.newContext({ baseURL: BASE_URL });
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, USERS.installOwner);
    const card = await createCard(ownerPage, {
      name: "Ivy Install",
      slug: `ios-${test.info().project.name}-${Date.now()}`,
    });
    await ownerContext.close();

    await page.goto(`/view/${card.slug}`);
    const add = page.getByRole("button", { name: "Add to Home Screen" });
    await expect(add).toBeVisible();
    await expect(page.getByRole("button", { name: "Install App" })).toHaveCount(0);
    await add.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add to Home Screen" });
    await expect(dialog).toBeVisible();
    const steps = dialog.getByRole("listitem");
    await expect(steps.nth(0)).toContainText("Tap the Share button");
    await expect(steps.nth(1)).toContainText("Tap 'Add to Home Screen'");
    // The card page follows the system's colour scheme.
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousA11yViolations(page, `iOS add-to-home-screen steps, ${colorScheme}`);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });
});

test("@phone the themes gallery breaks no theme's sample name inside a word", async ({ page }) => {
  await page.goto("/themes");
  for (const item of await page.locator("[data-theme-card]").all()) {
    const theme = await item.getAttribute("data-theme-card");
    // Each word of the name on one line: a word split over two lines has two boxes.
    const split = await item.locator(".cv-name").evaluate((name) => {
      const text = name.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return ["(no text)"];
      const words: string[] = [];
      const content = text.textContent ?? "";
      let start = 0;
      for (const word of content.split(" ")) {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) words.push(word);
        start += word.length + 1;
      }
      return words;
    });
    expect(split, `${theme}: words broken over lines`).toEqual([]);
  }
  await expectNoSidewaysScroll(page);
});

test("@phone 'Use Theme' signed out leads to /auth with the theme kept through signing in", async ({
  page,
}) => {
  await page.goto("/");
  await page.locator("section#themes").getByRole("button", { name: "Use Theme" }).nth(1).click();
  // The message goes with the page load to /auth, a document of its own.
  await expect(page).toHaveURL(/\/auth\?tab=register&theme=corporate$/);
  await expectToast(page, "Sign up required", "Create an account to use this theme for your business card.");
  // Sign-up is off on the test server: the page says how to get an account and keeps the theme.
  await expect(page.getByText("Accounts here are created by an administrator")).toContainText(
    "Corporate / Executive",
  );
  await expectNoSeriousA11yViolationsInBothThemes(page, "auth with a chosen theme");
  await page.evaluate((key) => localStorage.setItem(key, "true"), INSTALL_GUIDE_SEEN_KEY);
  await submitLogin(page, USERS.basic.username, USERS.basic.password);
  await expect(page).toHaveURL(/\/dashboard\?tab=create&theme=corporate$/);
  await expect(page.getByRole("tab", { name: "Create Card" })).toHaveAttribute("aria-selected", "true");
});

test("'Use Theme' in the gallery opens the Register tab when sign-up is open", async ({ page }) => {
  await page.route("**/api/config/auth", (route) => route.fulfill({ json: { allowSignup: true } }));
  await page.goto("/themes");
  await page.locator('[data-theme-card="tech"]').getByRole("button", { name: "Use Theme" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register&theme=tech$/);
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Create an account, or sign in, to start a card in the Tech")).toBeVisible();
});

test("@phone the pricing table claims only what each level is given", async ({ page }) => {
  await page.goto("/#pricing");
  const plan = (name: string) => page.locator("section#pricing").getByRole("article", { name });
  await expect(plan("Basic")).toContainText("1 card");
  await expect(plan("Basic").getByText("Not included: Form builder")).toHaveCount(1);
  await expect(plan("Basic").getByText("Not included: AI sales assistant")).toHaveCount(1);
  await expect(plan("Professional")).toContainText("AI sales assistant");
  await expect(plan("Professional").getByText("Not included: Custom CSS and embed codes")).toHaveCount(1);
  await expect(plan("Enterprise")).toContainText("Up to 3 cards");
  for (const unsupported of ["Unlimited cards", "Priority support", "premium themes"]) {
    await expect(page.locator("section#pricing")).not.toContainText(unsupported);
  }
  await expectNoSidewaysScroll(page);
});
