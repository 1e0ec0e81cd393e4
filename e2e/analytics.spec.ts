/**
 * The analytics screen at /analytics/{id} and the dashboard's Analytics tab:
 * a visitor's view, click and save on the public page show up in the owner's figures, charts
 * and history tables in every time range; each chart has its table; Export Data downloads the
 * server's CSV with its progress, and says so when there is nothing to export; older rows come
 * with 'Load more'; another user below level 4 is sent back to the dashboard with the denial;
 * accessibility in both themes and a phone-sized screen.
 */
import { readFile } from "node:fs/promises";
import type { Browser, Locator } from "@playwright/test";
import { exportFileName } from "../core/analytics";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type BusinessCard, type CardSeed, createCard } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast, toast } from "./support/toasts";
import { USERS } from "./support/users";

const OWNER = USERS.analyticsOwner;
const OUTSIDER = USERS.analyticsOutsider;

/** A visitor's browser: headless Chromium names itself a bot, which tracking rightly leaves out. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** The screen reads the browser's zone; the export names it in its date column. */
const TIME_ZONE = "Europe/Berlin";
test.use({ timezoneId: TIME_ZONE });

const seed = (name: string): CardSeed => ({
  name,
  title: "Analyst",
  company: "Northwind",
  customButtons: [{ text: "Our home page", url: `${BASE_URL}/` }],
});

/** A new card of the owner's, named per test and project so parallel runs never share one. */
async function ownersCard(page: Page, label: string): Promise<BusinessCard> {
  const project = test.info().project.name;
  return createCard(page, seed(`${label} ${project} ${Date.now().toString(36)}`));
}

/** Waits for the public page's POST to a tracking endpoint and its answer. */
function tracked(page: Page, path: string) {
  return page.waitForResponse(
    (response) => response.url() === `${BASE_URL}${path}` && response.request().method() === "POST",
  );
}

/**
 * A visitor opens the card's public page (a view), follows its custom button (a click) and
 * saves the contact (a save), each acknowledged by the server after its commit.
 */
async function visit(browser: Browser, card: BusinessCard): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE_URL, userAgent: VISITOR_AGENT });
  try {
    const page = await context.newPage();
    const view = tracked(page, "/api/card-views");
    await page.goto(`/view/${card.slug}`);
    expect((await view).status()).toBeLessThan(300);

    const click = tracked(page, "/api/card-clicks");
    const popup = context.waitForEvent("page");
    await page.getByRole("link", { name: "Our home page" }).click();
    expect((await click).status()).toBeLessThan(300);
    await (await popup).close();

    const save = tracked(page, "/api/card-saves");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /Save Contact|Downloading/ }).click();
    expect((await save).status()).toBeLessThan(300);
    await download;
  } finally {
    await context.close();
  }
}

/** `count` more views of the card, posted as the public page's script posts them. */
async function moreViews(browser: Browser, card: BusinessCard, count: number): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE_URL, userAgent: VISITOR_AGENT });
  try {
    for (let i = 0; i < count; i++) {
      const response = await context.request.post("/api/card-views", { data: { cardId: card.id } });
      expect(response.status(), await response.text()).toBeLessThan(300);
    }
  } finally {
    await context.close();
  }
}

/** Opens the screen and waits for its figures. */
async function openAnalytics(page: Page, card: BusinessCard): Promise<void> {
  await page.goto(`/analytics/${card.id}`);
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByText(card.name ?? card.slug, { exact: true })).toBeVisible();
}

/** The value of a figure, found by its name in a description list. */
function figure(scope: Page | Locator, label: string): Locator {
  // The inner locator of `has` is matched inside each row, so it starts from the page.
  const page = "goto" in scope ? scope : scope.page();
  return scope
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole("definition")
    .first();
}

/** The body rows of a table found by its caption. */
function tableRows(page: Page, caption: string | RegExp): Locator {
  return page.getByRole("table", { name: caption }).locator("tbody tr");
}

/** A chart tab's own 'Show as table' toggle, opened. */
async function showTable(page: Page, tab: "Overview" | "Clicks" | "Engagement"): Promise<void> {
  const panel = page.getByRole("tabpanel", { name: tab });
  await panel.getByRole("button", { name: "Show as table" }).click();
  await expect(panel.getByRole("button", { name: "Hide table" })).toHaveAttribute("aria-expanded", "true");
}

const today = () => new Date().toISOString().slice(0, 10);

test.describe("the owner", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, OWNER);
  });

  test("sees a visit, a click and a save in the figures, every range, chart and history", async ({
    page,
    browser,
  }) => {
    test.slow();
    const card = await ownersCard(page, "Visited");
    await visit(browser, card);
    await openAnalytics(page, card);

    await test.step("the banner, summary cards and panels", async () => {
      await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
        "href",
        "/dashboard",
      );
      await expect(page.getByText("FULL ACCESS", { exact: true })).toBeVisible();
      await expect(figure(page, "Total Views")).toHaveText("1");
      await expect(figure(page, "Total Clicks")).toHaveText("1");
      await expect(figure(page, "Total Saves")).toHaveText("1");
      await expect(figure(page, "Unique Visitors")).toHaveText("1");
      // One visitor who clicked and saved (core visitorRatesOf): rates per visitor, never NaN.
      await expect(figure(page, "CTR")).toHaveText("100.0%");
      await expect(page.getByText("100.0% engagement")).toBeVisible();
      await expect(figure(page, "Views (last 30 days)")).toHaveText("1");
      await expect(figure(page, "Average daily views")).toHaveText("0.0");
      await expect(figure(page, "Clicks (last 30 days)")).toHaveText("1");
      await expect(figure(page, "Engagement rate")).toHaveText("100.0%");
      await expect(figure(page, "Conversion rate")).toHaveText("100.0%");
      await expect(figure(page, "Total interactions")).toHaveText("2");
      await expect(
        page.getByText("Your card is performing steadily with 1 view from 1 visitor in the last 30 days."),
      ).toBeVisible();
    });

    await test.step("the views by device and by location", async () => {
      await expect(page.getByRole("region", { name: "Views by device" }).getByRole("listitem")).toHaveText([
        /Desktop · Linux · Chrome\s*1 \(100\.0%\)/,
      ]);
      await expect(page.getByRole("region", { name: "Views by location" }).getByRole("listitem")).toHaveCount(
        1,
      );
    });

    await test.step("the histories, newest first", async () => {
      const history = page.getByRole("tablist", { name: "Activity history" });
      await expect(tableRows(page, "Views, newest first")).toHaveCount(1);
      await expect(tableRows(page, "Views, newest first")).toContainText("Desktop · Linux · Chrome");
      await history.getByRole("tab", { name: "Click History" }).click();
      await expect(tableRows(page, "Clicks, newest first")).toHaveCount(1);
      await expect(tableRows(page, "Clicks, newest first")).toContainText(["Custom button"]);
      // Named by the button's label, its link id beside it.
      await expect(tableRows(page, "Clicks, newest first")).toContainText(["Our home page"]);
      await expect(tableRows(page, "Clicks, newest first")).toContainText(["button-0"]);
      await history.getByRole("tab", { name: "Save History" }).click();
      await expect(tableRows(page, "Saves, newest first")).toHaveCount(1);
      await history.getByRole("tab", { name: "Form Submissions" }).click();
      await expect(page.getByText("No form submissions yet")).toBeVisible();
    });

    const charts = page.getByRole("tablist", { name: "Charts" });
    await test.step("each range regroups the overview", async () => {
      await showTable(page, "Overview");
      const periods = tableRows(page, /^Views, clicks and saves per/).locator("td:first-child");
      const ranges = [
        { name: "Daily", label: /^[A-Z][a-z]{2} \d{1,2}$/, count: 30 },
        { name: "Weekly", label: /^[A-Z][a-z]{2} W[1-5]$/ },
        { name: "Monthly", label: /^[A-Z][a-z]{2} \d{4}$/, count: 12 },
        { name: "Yearly", label: /^\d{4}$/ },
      ];
      // The range is a radio group: arrow keys move along it.
      await page.getByRole("radio", { name: "Daily", exact: true }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("radio", { name: "Weekly", exact: true })).toBeChecked();
      await expect(page.getByRole("radio", { name: "Weekly", exact: true })).toBeFocused();
      for (const { name, label, count } of ranges) {
        await page.getByRole("radio", { name, exact: true }).check();
        await expect(page.getByRole("radio", { name, exact: true })).toBeChecked();
        // The previous range's periods stay until the new ones arrive: wait for both ends to change.
        await expect(periods.first()).toHaveText(label);
        await expect(periods.last()).toHaveText(label);
        if (count) await expect(periods).toHaveCount(count);
        for (const text of await periods.allTextContents()) expect(text).toMatch(label);
        // The one view, click and save of today are in the last period.
        await expect(
          tableRows(page, /^Views, clicks and saves per/)
            .last()
            .locator("td")
            .nth(1),
        ).toHaveText("1");
      }
      await expect(
        page.getByRole("img", { name: "Line chart of views, clicks and saves per year" }),
      ).toBeVisible();
      await expect(
        page
          .getByRole("img", { name: "Line chart of views, clicks and saves per year" })
          .locator("svg")
          .first(),
      ).toBeVisible();
    });

    await test.step("the Clicks and Engagement charts with their tables", async () => {
      await charts.getByRole("tab", { name: "Clicks" }).click();
      await expect(page.getByText("1 click: Custom button 1.")).toBeVisible();
      await expect(
        page.getByRole("img", { name: "Bar chart of clicks by link type" }).locator("svg").first(),
      ).toBeVisible();
      await showTable(page, "Clicks");
      await expect(tableRows(page, "Clicks by link type")).toHaveText([/Custom button\s*1/]);

      await charts.getByRole("tab", { name: "Engagement" }).click();
      await expect(
        page.getByRole("img", { name: "Pie chart of views, clicks and saves" }).locator("svg").first(),
      ).toBeVisible();
      const engagement = page.getByRole("tabpanel", { name: "Engagement" });
      await expect(figure(engagement, "Click-through rate")).toHaveText("100.00%");
      await expect(figure(engagement, "Save rate")).toHaveText("100.00%");
      await showTable(page, "Engagement");
      await expect(tableRows(page, "Events by kind")).toHaveText([
        /Views\s*1\s*33\.3%/,
        /Clicks\s*1\s*33\.3%/,
        /Saves\s*1\s*33\.3%/,
      ]);
    });

    await test.step("accessible in the light and the dark theme", async () => {
      await expectNoSeriousA11yViolationsInBothThemes(page, "analytics, engagement table");
    });
  });

  test("exports the server's CSV with its progress, and says when there is nothing to export", async ({
    page,
    browser,
  }) => {
    const card = await ownersCard(page, "Exported");
    const empty = await ownersCard(page, "Unvisited");
    await visit(browser, card);

    await test.step("Export Data > Views downloads the file the server names", async () => {
      await openAnalytics(page, card);
      await page.getByRole("button", { name: "Export Data" }).click();
      const download = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: "Views", exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(exportFileName(card, "views", today()));
      const csv = (await readFile(await file.path())).toString("utf8").replace(/^\uFEFF/, "");
      const lines = csv.trim().split(/\r?\n/);
      expect(lines[0]).toBe(`"Date and Time (${TIME_ZONE})","IP Address","Location","Device","Source"`);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('"Desktop · Linux · Chrome","Direct link"');
      // The progress the screen polled ends at 100%.
      const bar = page.getByRole("progressbar", { name: "Export finished" });
      await expect(bar).toHaveAttribute("aria-valuenow", "100");
      await expect(bar).toBeHidden({ timeout: 10_000 });
    });

    await test.step("Export Data > All data has every kind", async () => {
      await page.getByRole("button", { name: "Export Data" }).click();
      const download = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: "All data", exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(exportFileName(card, "all", today()));
      const csv = (await readFile(await file.path())).toString("utf8");
      for (const kind of ["View", "Click", "Save"]) expect(csv).toContain(`"${kind}"`);
    });

    await test.step("a card without events has nothing to export, and no request is made", async () => {
      const exports: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes(`/api/analytics/${empty.id}/export`)) exports.push(request.url());
      });
      await openAnalytics(page, empty);
      await page.getByRole("button", { name: "Export Data" }).click();
      await page.getByRole("menuitem", { name: "Timing (hours and weekdays)" }).click();
      await expectToast(page, "No data available to export.");
      expect(exports).toEqual([]);
      await expect(page.getByText("No view data available yet")).toBeVisible();
      await expect(figure(page, "CTR")).toHaveText("0.0%");
    });
  });

  test("'Load more' brings older rows until the last page", async ({ page, browser }) => {
    const card = await ownersCard(page, "Busy");
    await moreViews(browser, card, 27);
    await openAnalytics(page, card);
    const rows = tableRows(page, "Views, newest first");
    await expect(rows).toHaveCount(25);
    await expect(page.getByText("Showing 25 of 27")).toBeVisible();
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(rows).toHaveCount(27);
    await expect(page.getByText("Showing 27 of 27")).toBeVisible();
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });

  test("a visitor's form submission is listed under the form's labels", async ({ page, browser }) => {
    const card = await createCard(page, {
      ...seed(`Form ${test.info().project.name} ${Date.now().toString(36)}`),
      formConfig: {
        enabled: true,
        fields: [
          {
            id: "topic",
            type: "choice",
            label: "What is it about?",
            required: true,
            options: ["Sales", "Support"],
          },
          { id: "name", type: "name", label: "Your name", required: true },
        ],
      },
    });
    const visitor = await browser.newContext({ baseURL: BASE_URL, userAgent: VISITOR_AGENT });
    try {
      const response = await visitor.request.post("/api/form-submissions", {
        data: { cardId: card.id, formData: { name: "Jane Doe", topic: "Sales" } },
      });
      expect(response.status(), await response.text()).toBe(201);
    } finally {
      await visitor.close();
    }
    await openAnalytics(page, card);
    await page.getByRole("tab", { name: "Form Submissions" }).click();
    const rows = tableRows(page, "Form submissions, newest first");
    await expect(rows).toHaveCount(1);
    // The form's order and labels, not the stored ids.
    await expect(rows.locator("dl > div")).toHaveText(["What is it about?: Sales", "Your name: Jane Doe"]);
    await expect(rows).toContainText("Desktop · Linux · Chrome");
  });

  test("the dashboard's Analytics tab shows each card's totals and leads to its screen", async ({
    page,
    browser,
  }) => {
    const card = await ownersCard(page, "Tabbed");
    await visit(browser, card);
    await page.goto("/dashboard");
    await page.getByRole("tab", { name: "Analytics" }).click();
    const region = page.getByRole("region", { name: card.name! });
    await expect(figure(region, "Views")).toHaveText("1");
    await expect(figure(region, "Clicks")).toHaveText("1");
    await expect(figure(region, "Saves")).toHaveText("1");
    await expect(figure(region, "Submissions")).toHaveText("0");
    await expectNoSeriousA11yViolationsInBothThemes(page, "dashboard analytics tab");
    await region.getByRole("link", { name: /View Analytics/ }).click();
    await expect(page).toHaveURL(`${BASE_URL}/analytics/${card.id}`);
    await expect(figure(page, "Total Views")).toHaveText("1");
  });

  test("fits a phone screen @phone", async ({ page, browser }) => {
    const card = await ownersCard(page, "Pocket");
    await visit(browser, card);
    await openAnalytics(page, card);
    await expect(figure(page, "Total Views")).toHaveText("1");
    // Nothing makes the page itself scroll sideways; wide tables scroll in their own box.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const chart = page.getByRole("img", { name: /Line chart/ });
    await expect(chart.locator("svg").first()).toBeVisible();
    const box = await chart.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    const views = page.getByRole("region", { name: "Views, newest first" });
    await expect(views).toBeVisible();
    await views.focus();
    await expect(views).toBeFocused();
    await expectNoSeriousA11yViolations(page, "analytics on a phone");
  });
});

test.describe("someone else", () => {
  test("below level 4 is sent back to the dashboard with the denial; a missing card fails to load", async ({
    page,
    browser,
  }) => {
    // The owner's card, made through the owner's own session.
    const ownerContext = await browser.newContext({ baseURL: BASE_URL });
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, OWNER);
    const card = await ownersCard(ownerPage, "Private");
    await ownerContext.close();

    await signIn(page, OUTSIDER);
    await page.goto(`/analytics/${card.id}`);
    await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
    await expectToast(page, "Access denied: You don't have permission to view analytics for this card");
    await toast(page, "Access denied: You don't have permission to view analytics for this card")
      .getByRole("button", { name: "Dismiss" })
      .click();

    await page.goto("/analytics/2000000000");
    await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
    await expectToast(page, "Failed to load analytics data. Please try again.");

    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { name: "No Cards to Analyze" })).toBeVisible();
  });
});
