/**
 * Figures an owner can trust: the owner looking at their own card is not counted; a visitor in
 * another browser who views the card and clicks a button twice is one unique visitor, and the
 * click-through rate is 100% of that one visitor; the button is named by its label; the
 * 'Open in Maps' link is tracked and named; the range selector drives the summary tiles.
 * At 1280 and 375 px, with axe in the light and the dark theme.
 */
import type { Browser, BrowserContext, Locator } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type BusinessCard, createCard } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { USERS } from "./support/users";

const OWNER = USERS.analyticsOwner;

/** Headless Chromium names itself a bot, which tracking leaves out; people's browsers look like this. */
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
test.use({ userAgent: BROWSER_AGENT, timezoneId: "UTC" });

async function trustedCard(page: Page): Promise<BusinessCard> {
  const project = test.info().project.name;
  return createCard(page, {
    name: `Trusted ${project} ${Date.now().toString(36)}`,
    address: "12 Harbour Road, Portsmouth",
    customButtons: [{ text: "Book a call", url: `${BASE_URL}/` }],
  });
}

/** Waits for the public page's POST to a tracking endpoint and its answer. */
function tracked(page: Page, path: string) {
  return page.waitForResponse(
    (response) => response.url() === `${BASE_URL}${path}` && response.request().method() === "POST",
  );
}

/** Clicks a link of the card that opens a new tab, waits for its click to be recorded, closes the tab. */
async function clickLink(context: BrowserContext, page: Page, name: string): Promise<void> {
  const click = tracked(page, "/api/card-clicks");
  const popup = context.waitForEvent("page");
  await page.getByRole("link", { name }).click();
  expect((await click).status()).toBe(201);
  await (await popup).close();
}

/** A visitor in a browser of their own: opens the card, then follows each link named. */
async function visitor(browser: Browser, card: BusinessCard, links: string[]): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE_URL, userAgent: BROWSER_AGENT });
  // The maps link leaves for Google: answered here, so the run needs no network.
  await context.route("https://www.google.com/**", (route) => route.fulfill({ body: "Maps" }));
  try {
    const page = await context.newPage();
    const view = tracked(page, "/api/card-views");
    await page.goto(`/view/${card.slug}`);
    expect((await view).status()).toBe(201);
    for (const name of links) await clickLink(context, page, name);
  } finally {
    await context.close();
  }
}

/** The value of a figure, found by its name in a description list. */
function figure(page: Page, label: string): Locator {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole("definition")
    .first();
}

async function openAnalytics(page: Page, card: BusinessCard): Promise<void> {
  await page.goto(`/analytics/${card.id}`);
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByText(card.name ?? card.slug, { exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, OWNER);
});

test("the owner's own visit is not counted; one visitor clicking twice is 100% of 1 visitor @phone", async ({
  page,
  browser,
}) => {
  test.slow();
  const card = await trustedCard(page);

  await test.step("the owner opens their own card: answered, not counted", async () => {
    const own = tracked(page, "/api/card-views");
    await page.goto(`/view/${card.slug}`);
    const answer = await own;
    expect(answer.status()).toBe(202);
    expect(await answer.json()).toEqual({ ok: true, counted: false });
  });

  await visitor(browser, card, ["Book a call", "Book a call"]);
  await openAnalytics(page, card);

  await test.step("the tiles: 1 view, 1 unique visitor, 2 clicks, CTR 100% of 1 visitor", async () => {
    await expect(figure(page, "Total Views")).toHaveText("1");
    await expect(figure(page, "Unique Visitors")).toHaveText("1");
    await expect(figure(page, "Total Clicks")).toHaveText("2");
    await expect(figure(page, "CTR")).toHaveText("100.0%");
    await expect(page.getByText("of 1 visitor · 100.0% engagement")).toBeVisible();
    await expect(page.getByText("by 1 visitor").first()).toBeVisible();
  });

  await test.step("the button is named by its label", async () => {
    await page.getByRole("tablist", { name: "Charts" }).getByRole("tab", { name: "Clicks" }).click();
    await expect(page.getByRole("table", { name: "Clicks by link" }).locator("tbody tr")).toHaveText([
      /Book a call\s*Custom button\s*2\s*1/,
    ]);
    await page
      .getByRole("tablist", { name: "Activity history" })
      .getByRole("tab", { name: "Click History" })
      .click();
    await expect(
      page.getByRole("table", { name: "Clicks, newest first" }).locator("tbody tr").first(),
    ).toContainText("Book a call");
  });

  await test.step("accessible in the light and the dark theme", async () => {
    await expectNoSeriousA11yViolationsInBothThemes(page, "analytics with visitors");
  });

  await test.step("the range drives the tiles", async () => {
    const monthly = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/analytics/${card.id}?`) && response.url().includes("range=monthly"),
    );
    await page.getByRole("radio", { name: "Monthly", exact: true }).check();
    const body = (await (await monthly).json()) as {
      rangeSummary: { views: number; uniqueVisitors: number };
    };
    expect(body.rangeSummary).toMatchObject({ views: 1, uniqueVisitors: 1 });
    await expect(page.getByText("in the last 12 months", { exact: true }).first()).toBeVisible();
    await expect(figure(page, "Views (last 12 months)")).toHaveText("1");
    await expect(page.getByRole("heading", { name: "Summary of the last 12 months" })).toBeAttached();
    await page.getByRole("radio", { name: "Yearly", exact: true }).check();
    await expect(page.getByText(/in the years since \d{4}/).first()).toBeVisible();
    await page.getByRole("radio", { name: "Daily", exact: true }).check();
    await expect(page.getByText("in the last 30 days", { exact: true }).first()).toBeVisible();
    await expect(figure(page, "Views (last 30 days)")).toHaveText("1");
  });

  await test.step("nothing makes the page scroll sideways", async () => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("'Open in Maps' taps are tracked and shown by name", async ({ page, browser }) => {
  const card = await trustedCard(page);
  await visitor(browser, card, ["Open in Maps"]);
  await openAnalytics(page, card);
  await expect(figure(page, "Total Clicks")).toHaveText("1");
  await page.getByRole("tablist", { name: "Charts" }).getByRole("tab", { name: "Clicks" }).click();
  await expect(page.getByRole("table", { name: "Clicks by link" }).locator("tbody tr")).toHaveText([
    /Open in Maps\s*Map\s*1\s*1/,
  ]);
});
