/**
 * The leads inbox: a visitor leaves their details through the card's form; the owner opens
 * Leads, finds them by a search, sets their status, writes a note and exports the list as CSV.
 * On a 375 px phone the list gives way to the lead and back. Accessibility checked in both themes.
 */
import { readFile } from "node:fs/promises";
import type { Browser } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type BusinessCard, type CardSeed, createCard } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

const OWNER = USERS.inboxOwner;
/** Headless Chromium names itself "HeadlessChrome", a bot the server answers but does not store. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

const CONTACT_FORM = {
  enabled: true,
  title: "Get in touch",
  fields: [
    { id: "name", type: "name", label: "Your name", required: true },
    { id: "email", type: "email", label: "Email", required: true },
    { id: "phone", type: "phone", label: "Phone", required: false },
    { id: "message", type: "longText", label: "Message", required: false },
  ],
  submitLabel: "Send",
  thankYouMessage: "Thanks!",
} satisfies CardSeed["formConfig"];

/** A new card of the owner's, with a form, and one visitor's message on it. */
async function cardWithLead(page: Page, browser: Browser, visitor: { name: string; email: string }) {
  await signIn(page, OWNER);
  const card: BusinessCard = await createCard(page, {
    name: `Inbox card ${Date.now()}`,
    formConfig: CONTACT_FORM,
  });
  const context = await browser.newContext({ baseURL: BASE_URL, userAgent: VISITOR_AGENT });
  try {
    const sent = await context.request.post("/api/form-submissions", {
      data: { cardId: card.id, formData: { ...visitor, phone: "+1 555 0100", message: "Please call me" } },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await context.close();
  }
  return card;
}

test.describe("the leads inbox", () => {
  test("the owner finds a visitor's lead, works it and exports the list", async ({ page, browser }) => {
    const card = await cardWithLead(page, browser, { name: "Greta Lead", email: "greta@lead.test" });
    await page.goto("/dashboard");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Leads", exact: true })
      .click();
    await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
    await page.getByLabel("Leads of").selectOption(`card:${card.id}`);
    await page.getByLabel("Search leads").fill("greta");
    const list = page.getByRole("region", { name: "Leads list" });
    await expect(list.getByRole("button", { name: /Greta Lead/ })).toBeVisible();
    await expect(list.getByText("1 lead", { exact: true })).toBeVisible();

    await list.getByRole("button", { name: /Greta Lead/ }).click();
    const detail = page.getByRole("region", { name: "Lead details" });
    await expect(detail.getByRole("heading", { name: "Greta Lead" })).toBeVisible();
    await expect(detail.getByRole("link", { name: "greta@lead.test" })).toHaveAttribute(
      "href",
      "mailto:greta@lead.test",
    );
    await expect(detail.getByText("Visitor form")).toBeVisible();
    await expect(detail.getByText("Please call me")).toBeVisible();

    await detail.getByLabel("Status").selectOption("contacted");
    await expectToast(page, "Status saved");
    await detail.getByLabel("Notes").fill("Called on Monday, send the offer.");
    await detail.getByRole("button", { name: "Save notes" }).click();
    await expectToast(page, "Notes saved");
    await expect(list.getByRole("button", { name: /Greta Lead/ })).toContainText("Contacted");

    await list.getByLabel("Status").selectOption("won");
    await expect(list.getByText("No leads match these filters.")).toBeVisible();
    await list.getByLabel("Status").selectOption("contacted");
    await expect(list.getByRole("button", { name: /Greta Lead/ })).toBeVisible();

    await expectNoSeriousA11yViolationsInBothThemes(page, "leads inbox");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, "utf8");
    expect(text).toContain(
      '"Greta Lead","greta@lead.test","+1 555 0100","","Contacted","Called on Monday, send the offer."',
    );
    await expectToast(page, "Export complete");

    // Saved on the server: the lead reads the same after a reload.
    await page.reload();
    await expect(detail.getByLabel("Notes")).toHaveValue("Called on Monday, send the offer.");
  });

  test("on a phone, the list gives way to the lead and back @phone-only", async ({ page, browser }) => {
    const card = await cardWithLead(page, browser, { name: "Pia Phone", email: "pia@lead.test" });
    await page.goto(`/leads?card=${card.id}`);
    const list = page.getByRole("region", { name: "Leads list" });
    await list.getByRole("button", { name: /Pia Phone/ }).click();
    const detail = page.getByRole("region", { name: "Lead details" });
    await expect(detail.getByRole("heading", { name: "Pia Phone" })).toBeVisible();
    await expect(list).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await detail.getByLabel("Status").selectOption("won");
    await expectToast(page, "Status saved");
    await expectNoSeriousA11yViolationsInBothThemes(page, "a lead on a phone");
    await detail.getByRole("button", { name: "Back to the list" }).click();
    await expect(list.getByRole("button", { name: /Pia Phone/ })).toContainText("Won");
  });
});
