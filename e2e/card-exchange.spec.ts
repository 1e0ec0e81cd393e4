/**
 * The contact exchange: on a phone, a visitor opens 'Share your details' from beside Save
 * Contact and shares their details, in place with JavaScript (on a dark card theme) and as a
 * plain form post without it (on a light one), and sees the confirmation; the page passes the
 * accessibility check with the form open. The owner changes the consent text in the card
 * editor's Form tab, and the public page shows the new text.
 */
import type { Browser, ViewportSize } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { type BusinessCard, type CardSeed, createCard } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

const OWNER = USERS.exchangeOwner;
/** Headless Chromium names itself "HeadlessChrome", a bot the server answers but does not store. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const DONE = "Thank you, your details were shared.";

async function ownerCard(page: Page, seed: CardSeed): Promise<BusinessCard> {
  const response = await page.request.post("/api/login", {
    data: { username: OWNER.username, password: OWNER.password },
  });
  expect(response.status()).toBe(200);
  return createCard(page, seed);
}

/** A signed-out visitor in a browser of their own, on the project's screen size. */
async function visitorPage(browser: Browser, options: { viewport: ViewportSize | null; isMobile?: boolean }) {
  const context = await browser.newContext({ baseURL: BASE_URL, userAgent: VISITOR_AGENT, ...options });
  return { context, page: await context.newPage() };
}

/** Nothing wider than the screen (a 375 px phone scrolls only down). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("with JavaScript", () => {
  test("a visitor shares their details in place from beside Save Contact @phone", async ({
    page,
    browser,
    viewport,
    isMobile,
  }) => {
    const card = await ownerCard(page, { name: "Xena Darkcard", theme: "tech" });
    const { context, page: visitor } = await visitorPage(browser, { viewport, isMobile });
    try {
      await visitor.goto(`/view/${card.slug}`);
      await expect(visitor.getByRole("link", { name: "Save Contact" })).toBeVisible();
      await visitor.getByRole("link", { name: "Share your details" }).click();
      const section = visitor.getByRole("region", { name: "Share your details" });
      // The link opens the disclosure and puts the focus on its first field.
      await expect(section.getByLabel("Name")).toBeFocused();
      await expectNoSidewaysScroll(visitor);
      await expectNoSeriousA11yViolations(visitor, "exchange open, dark card");

      // The browser's own checks stop a share without consent.
      await section.getByLabel("Name").fill("Jade Script");
      await section.getByLabel("Email").fill("jade@example.com");
      await section.getByLabel("Company").fill("Acme");
      await section.getByLabel("Note").fill("Met you at the fair");
      await section.getByRole("button", { name: "Share my details" }).click();
      await expect(
        section.getByRole("checkbox", { name: /^I agree that Xena Darkcard may store/ }),
      ).toBeFocused();

      await section.getByRole("checkbox", { name: /^I agree that Xena Darkcard may store/ }).check();
      await section.getByRole("button", { name: "Share my details" }).click();
      await expect(section.getByRole("status")).toHaveText(DONE);
      await expect(section.getByRole("status")).toBeFocused();
      await expect(section.getByRole("button", { name: "Share my details" })).toBeHidden();
      expect(new URL(visitor.url()).search).toBe("");
    } finally {
      await context.close();
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is a plain post that comes back with the confirmation @phone", async ({
    page,
    browser,
    viewport,
    isMobile,
  }) => {
    // The owner makes the card in a browser of their own: this test's page is the visitor's.
    const owner = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: true });
    const card = await ownerCard(await owner.newPage(), { name: "Noel Lightcard", theme: "minimalist" });
    try {
      await page.goto(`/view/${card.slug}`);
      // The footer's link leads to the section; its disclosure opens without any script.
      await page.getByRole("link", { name: "Share your details" }).click();
      expect(new URL(page.url()).hash).toBe("#share-details");
      const section = page.getByRole("region", { name: "Share your details" });
      await section.getByText("Share your details").click();

      await section.getByLabel("Name").fill("Noah Noscript");
      await section.getByLabel("Email").fill("noah@example.com");
      await section.getByRole("checkbox", { name: /^I agree that Noel Lightcard may store/ }).check();
      await section.getByRole("button", { name: "Share my details" }).click();
      await page.waitForURL((url) => url.searchParams.get("exchange") === "sent");
      expect(new URL(page.url()).pathname).toBe(`/view/${card.slug}`);
      await expect(page.getByRole("region", { name: "Share your details" }).getByRole("status")).toHaveText(
        DONE,
      );
      await expect(page.getByRole("link", { name: "Share details again" })).toBeVisible();

      // The pages a plain post comes back to, with the form open, pass the check on a light card
      // (axe runs in a page with JavaScript, so a second browser of the same size reads them).
      const checker = await browser.newContext({
        baseURL: BASE_URL,
        viewport,
        isMobile,
        javaScriptEnabled: true,
      });
      const checked = await checker.newPage();
      for (const query of ["?exchange=sent&mail=notAsked", "?exchange=error&reason=invalid&fields=email"]) {
        await checked.goto(`/view/${card.slug}${query}`);
        await expectNoSidewaysScroll(checked);
        await expectNoSeriousA11yViolations(checked, `exchange ${query}, light card`);
      }
      await expect(checked.getByRole("alert").filter({ hasText: "Please check: Email." })).toBeVisible();
      await expect(checked.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      await checker.close();
    } finally {
      await owner.close();
    }
  });
});

test("the owner changes the consent text in the card editor, and the card shows it", async ({ page }) => {
  await signIn(page, OWNER);
  const card = await createCard(page, { name: "Xena Consent" });
  await page.goto(`/card-editor/${card.id}`);
  await expect(page.getByLabel("Full Name")).toHaveValue("Xena Consent");
  await page.getByRole("tab", { name: "Form" }).click();
  const exchange = page.getByRole("form", { name: "Contact exchange" });
  const text = exchange.getByLabel("Consent text");
  await expect(text).toHaveValue(
    "I agree that Xena Consent may store these details and contact me about them.",
  );
  await expect(exchange.getByRole("switch", { name: "Show 'Share your details' on my card" })).toBeChecked();

  await text.fill("Xena may email me about her services.");
  await exchange.getByRole("button", { name: "Save contact exchange" }).click();
  await expectToast(page, "Success", "Contact exchange saved.");
  await expectNoSeriousA11yViolations(page, "contact exchange settings");

  await page.goto(`/view/${card.slug}`);
  await page.getByRole("link", { name: "Share your details" }).click();
  await expect(page.getByRole("checkbox", { name: /^Xena may email me about her services\./ })).toBeVisible();

  // Reset to default brings the default text back into the box.
  await page.goto(`/card-editor/${card.id}`);
  await page.getByRole("tab", { name: "Form" }).click();
  await exchange.getByRole("button", { name: "Reset to default" }).click();
  await expect(text).toHaveValue(
    "I agree that Xena Consent may store these details and contact me about them.",
  );
});
