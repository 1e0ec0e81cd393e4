/**
 * Where views came from: a visitor who opens a card at an address marked by one of its ways out
 * (`?src=nfc`, the website button's `?src=embed`) is counted under that source, the mark leaves
 * the address bar, and the owner's analytics screen, views history and Sources export show it.
 * The Share anywhere screen's website button carries the mark it promises.
 */
import { readFile } from "node:fs/promises";
import type { Browser } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type BusinessCard, createCard } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { USERS } from "./support/users";

const OWNER = USERS.analyticsOwner;

/** A visitor's browser: headless Chromium names itself a bot, which tracking rightly leaves out. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

async function ownersCard(page: Page, label: string): Promise<BusinessCard> {
  const project = test.info().project.name;
  return createCard(page, { name: `${label} ${project} ${Date.now().toString(36)}`, title: "Founder" });
}

/** A visitor opens `address`; resolves with the source the page reported and the address it shows after. */
async function visitAt(browser: Browser, address: string): Promise<{ source: unknown; shownUrl: string }> {
  const context = await browser.newContext({ baseURL: BASE_URL, userAgent: VISITOR_AGENT });
  try {
    const page = await context.newPage();
    const view = page.waitForRequest(
      (request) => request.url() === `${BASE_URL}/api/card-views` && request.method() === "POST",
    );
    const answered = page.waitForResponse((response) => response.url() === `${BASE_URL}/api/card-views`);
    await page.goto(address);
    const source = (await view).postDataJSON().source;
    expect((await answered).status()).toBe(201);
    return { source, shownUrl: page.url() };
  } finally {
    await context.close();
  }
}

test.describe("view sources", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, OWNER);
  });

  test("a marked visit is counted under its source and shown in analytics and the export", async ({
    page,
    browser,
  }) => {
    test.slow();
    const card = await ownersCard(page, "Sourced");

    await test.step("the website button on Share anywhere carries the embed mark", async () => {
      await page.goto(`/share/${card.id}`);
      await expect(page.getByRole("heading", { name: "Share anywhere", level: 1 })).toBeVisible();
      const code = page.getByRole("textbox", { name: "HTML code" });
      await expect(code).toHaveValue(new RegExp(`href="${BASE_URL}/view/${card.slug}\\?src=embed"`));
      await expect(code).toHaveValue(/View my digital business card<\/a>$/);
    });

    await test.step("visits at marked and plain addresses", async () => {
      const nfc = await visitAt(browser, `/view/${card.slug}?src=nfc`);
      expect(nfc.source).toBe("nfc");
      // The mark leaves the address bar: passed on from here, it is a direct visit.
      expect(nfc.shownUrl).toBe(`${BASE_URL}/view/${card.slug}`);
      expect((await visitAt(browser, `/view/${card.slug}?src=embed`)).source).toBe("embed");
      expect((await visitAt(browser, `/view/${card.slug}`)).source).toBe("direct");
      expect((await visitAt(browser, `/view/${card.slug}?src=unheard-of`)).source).toBe("direct");
    });

    await test.step("the analytics screen counts views by source", async () => {
      await page.goto(`/analytics/${card.id}`);
      const bySource = page.getByRole("region", { name: "Views by source" }).getByRole("listitem");
      await expect(bySource).toHaveCount(3);
      await expect(bySource.first()).toHaveText(/Direct link\s*2 \(50\.0%\)/);
      await expect(bySource.filter({ hasText: "NFC tag" })).toHaveText(/NFC tag\s*1 \(25\.0%\)/);
      await expect(bySource.filter({ hasText: "Website button" })).toHaveText(
        /Website button\s*1 \(25\.0%\)/,
      );
      const history = page.getByRole("table", { name: "Views, newest first" });
      await expect(history.getByRole("columnheader", { name: "Source" })).toBeVisible();
      await expect(history.locator("tbody tr")).toHaveCount(4);
      await expect(history.locator("tbody")).toContainText("NFC tag");
    });

    await test.step("the Sources export lists them", async () => {
      await page.getByRole("button", { name: "Export Data" }).click();
      const downloading = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: "Sources (where views came from)" }).click();
      const file = await readFile((await (await downloading).path())!, "utf8");
      const lines = file
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe('"Source","Views","Share of Views"');
      expect(lines).toContain('"Direct link","2","50.00%"');
      expect(lines).toContain('"NFC tag","1","25.00%"');
      expect(lines).toContain('"Website button","1","25.00%"');
    });

    await expectNoSeriousA11yViolationsInBothThemes(page, "analytics with sources");
  });

  test("the Share anywhere screen reads well in both themes @phone", async ({ page }) => {
    const card = await ownersCard(page, "Shared");
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Share anywhere" }).first().click();
    await expect(page).toHaveURL(/\/share\/\d+$/);
    await page.goto(`/share/${card.id}`);
    await expect(page.getByRole("region", { name: "Website button" })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "share anywhere");
  });
});
