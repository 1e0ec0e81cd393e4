/**
 * The public card page at /view/{slug}: readable with JavaScript off; with it on, views,
 * clicks and saves are recorded, Save Contact downloads the vCard, Share copies the link, the
 * QR dialog shows the card's code; hostile content runs nothing and changes nothing outside
 * the card; accessibility; a phone-sized screen.
 */
import type { APIRequestContext, Request } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { type BusinessCard, type CardSeed, createCard } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { decodeQrOnScreen } from "./support/qr";
import { USERS } from "./support/users";

const OWNER = USERS.publicOwner;

/** Signs the API context in as the page's owner (its cookies stay with `request`). */
async function signInApi(request: APIRequestContext): Promise<void> {
  const response = await request.post("/api/login", {
    data: { username: OWNER.username, password: OWNER.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A fresh card of the owner's, through the card API. */
async function ownersCard(request: APIRequestContext, seed: CardSeed): Promise<BusinessCard> {
  await signInApi(request);
  return createCard(request, seed);
}

const FULL_CARD: CardSeed = {
  name: "Vera Visitor",
  title: "Product Designer",
  company: "Northwind",
  phone: "+1 555 0199",
  email: "vera@northwind.example",
  address: "12 Harbour Road, Portsmouth",
  about: "Designs calm software for busy people.",
  theme: "corporate",
  socialLinks: { linkedin: "https://www.linkedin.com/in/vera-visitor" },
  customButtons: [{ text: "Our home page", url: `${BASE_URL}/` }],
};

/** The owner's dashboard totals (views and saves over all their cards). */
async function summary(request: APIRequestContext): Promise<{ totalViews: number; totalSaves: number }> {
  const response = await request.get("/api/dashboard/summary");
  expect(response.status()).toBe(200);
  return (await response.json()) as { totalViews: number; totalSaves: number };
}

/** The JSON body of a tracking request the page sent. */
function bodyOf(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? "{}") as Record<string, unknown>;
}

/** Waits for the page's POST to a tracking endpoint and its acknowledgement. */
function tracked(page: Page, path: string) {
  return page.waitForResponse(
    (response) => response.url() === `${BASE_URL}${path}` && response.request().method() === "POST",
  );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole card is in the page, and Save Contact is a plain link to the vCard", async ({
    page,
    request,
  }) => {
    const card = await ownersCard(request, FULL_CARD);
    await page.goto(`/view/${card.slug}`);
    await expect(page).toHaveTitle("Vera Visitor - Product Designer at Northwind");
    await expect(page.getByRole("heading", { level: 1, name: "Vera Visitor" })).toBeVisible();
    await expect(page.getByText("Product Designer")).toBeVisible();
    await expect(page.getByRole("link", { name: /\+1 555 0199/ })).toHaveAttribute("href", "tel:+15550199");
    await expect(page.getByText("Designs calm software for busy people.")).toBeVisible();
    await expect(page.getByRole("link", { name: "LinkedIn" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open in Maps" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Save Contact" })).toHaveAttribute(
      "href",
      `/api/vcard/${card.id}`,
    );
    await expect(page.getByRole("link", { name: "Cardfolio" })).toHaveAttribute("href", "/");
    // The actions that need the script stay out of the way.
    await expect(page.getByRole("button", { name: "Share" })).toBeHidden();
    await expect(page.getByRole("button", { name: "QR Code" })).toBeHidden();
  });

  test("a missing card shows 'Card Not Found' with the way home", async ({ page }) => {
    const response = await page.goto("/view/no-such-card-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Card Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
  });
});

test.describe("with JavaScript", () => {
  // Headless Chromium names itself "HeadlessChrome", which the tracking endpoints rightly
  // leave uncounted as a bot; visitors' browsers look like this.
  test.use({
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  });

  test("records the view and a click on a card link", async ({ page, request, context }) => {
    const card = await ownersCard(request, FULL_CARD);
    const before = (await summary(request)).totalViews;
    const view = tracked(page, "/api/card-views");
    await page.goto(`/view/${card.slug}`);
    const viewResponse = await view;
    expect(viewResponse.status(), await viewResponse.text()).toBeLessThan(300);
    expect(bodyOf(viewResponse.request())).toEqual({ cardId: card.id, source: "direct" });
    // The owner's dashboard counts it (the row is committed before the answer).
    await expect.poll(async () => (await summary(request)).totalViews).toBeGreaterThan(before);

    const click = tracked(page, "/api/card-clicks");
    const popup = context.waitForEvent("page");
    await page.getByRole("link", { name: "Our home page" }).click();
    const clickResponse = await click;
    expect(clickResponse.status(), await clickResponse.text()).toBeLessThan(300);
    expect(bodyOf(clickResponse.request())).toEqual({
      cardId: card.id,
      linkType: "custom",
      linkId: "button-0",
    });
    await (await popup).close();
  });

  test("Save Contact records the save and downloads a .vcf file", async ({ page, request }) => {
    const card = await ownersCard(request, FULL_CARD);
    await page.goto(`/view/${card.slug}`);
    const before = (await summary(request)).totalSaves;
    const saveButton = page.getByRole("link", { name: /Save Contact|Downloading/ });
    const save = tracked(page, "/api/card-saves");
    const download = page.waitForEvent("download");
    await saveButton.click();
    await expect(saveButton).toHaveText("Downloading...");
    const saveResponse = await save;
    expect(saveResponse.status(), await saveResponse.text()).toBeLessThan(300);
    expect(bodyOf(saveResponse.request())).toEqual({ cardId: card.id });
    expect((await download).suggestedFilename()).toMatch(/\.vcf$/);
    await expect(saveButton).toHaveText("Save Contact");
    await expect.poll(async () => (await summary(request)).totalSaves).toBeGreaterThan(before);
  });

  test("the QR dialog shows the code of the card's link; Share copies the link", async ({
    page,
    request,
    context,
  }) => {
    const card = await ownersCard(request, FULL_CARD);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    // Take the copy path even where the browser has a share sheet (it cannot be driven here).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(`/view/${card.slug}`);
    const url = `${BASE_URL}/view/${card.slug}`;

    await page.getByRole("button", { name: "QR Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Scan to view card" });
    await expect(dialog).toBeVisible();
    const svg = dialog.locator("svg");
    await expect(svg).toBeVisible();
    // Scanned from the screen, the code opens the card's address, marked as a QR visit.
    expect(await decodeQrOnScreen(svg)).toBe(`${url}?src=qr`);
    await expect(dialog.getByText(url)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "QR dialog");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test("hostile content runs no script and changes nothing outside the card", async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const scriptName = `<img src=x onerror="window.__pwned='img'"><script>window.__pwned='script'</script>`;
    // The API refuses javascript: links outright.
    await signInApi(request);
    const refused = await request.post("/api/business-cards", {
      data: { name: "Bad Links", socialLinks: { linkedin: "javascript:alert(1)" } },
    });
    expect(refused.status()).toBe(400);
    const card = await ownersCard(request, {
      name: scriptName,
      about: `</p><script>window.__pwned='about'</script><iframe src="javascript:alert(1)"></iframe>`,
      customButtons: [{ text: "<b onclick=alert(1)>Hi</b>", url: "https://example.com/" }],
      customizations: {
        customCss: [
          "body { display: none !important }",
          "html { background: rgb(255, 0, 0) !important }",
          ".pp-header, .pp-footer, footer { display: none !important }",
          ".cv-name::after { content: \"</style><script>window.__pwned='css'</script>\" }",
          ".card-container { outline: 3px solid rgb(0, 128, 0) }",
        ].join("\n"),
      },
    });
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.goto(`/view/${card.slug}`);
    // The page works: the script ran and revealed its buttons.
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
    // The name is text; "body { display: none }" could only hide the card itself.
    await expect(page.locator("h1")).toHaveText(scriptName);
    await expect(page.locator(`#card-${card.id}`)).toBeHidden();
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // Outside the card nothing changed: body shown, page background and footer intact.
    await expect(page.locator("body")).toBeVisible();
    await expect(page.locator(".pp-header")).toBeVisible();
    await expect(page.getByText("Powered by")).toBeVisible();
    const htmlBackground = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(htmlBackground).not.toBe("rgb(255, 0, 0)");
    // Inside the card the (scoped) CSS does apply: the owner is at level 4.
    await expect(page.locator(".card-container")).toHaveCSS("outline-color", "rgb(0, 128, 0)");
    expect(await page.locator("script:not([src])").count()).toBe(0);
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  test("is accessible", async ({ page, request }) => {
    const card = await ownersCard(request, { ...FULL_CARD, theme: "tech" });
    await page.goto(`/view/${card.slug}`);
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "public card");
  });

  test("fits a phone screen @phone", async ({ page, request }) => {
    const card = await ownersCard(request, FULL_CARD);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/view/${card.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Vera Visitor" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Save Contact" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "QR Code" })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, "public card on a phone");
  });
});
