/**
 * The visitor form, a card's way to collect a visitor's message: the owner builds it in the full
 * editor's Form tab and saves it with Save Changes; a visitor fills it on the public card page,
 * sent in place with JavaScript (the thank-you, or the server's message beside a field) and as a
 * plain form post without it (the page comes back with the thank-you). A Basic user's Form tab
 * says why there is no builder. Accessibility checked on each screen; the builder fits a 375 px
 * phone.
 */
import type { Browser, ViewportSize } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type BusinessCard, type CardSeed, createCard, readCard } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

const OWNER = USERS.formOwner;
/** Headless Chromium names itself "HeadlessChrome", a bot the server answers but does not store. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** A form as the builder saves it: what the visitor tests fill in. */
const CONTACT_FORM = {
  enabled: true,
  title: "Ask me anything",
  fields: [
    { id: "your-name", type: "name", label: "Your name", required: true },
    { id: "email", type: "email", label: "Email", required: true },
    { id: "topic", type: "choice", label: "Topic", required: false, options: ["Sales", "Support"] },
    { id: "message", type: "longText", label: "Message", required: false },
  ],
  submitLabel: "Send it",
  thankYouMessage: "Thanks! Fern will reply soon.",
} satisfies CardSeed["formConfig"];

async function ownerCard(page: Page, seed: CardSeed): Promise<BusinessCard> {
  const response = await page.request.post("/api/login", {
    data: { username: OWNER.username, password: OWNER.password },
  });
  expect(response.status()).toBe(200);
  return createCard(page, seed);
}

/** A signed-out visitor in a browser of their own, on the project's screen size. */
async function visitorPage(
  browser: Browser,
  options: { viewport: ViewportSize | null; isMobile?: boolean; javaScriptEnabled?: boolean },
) {
  const context = await browser.newContext({ baseURL: BASE_URL, userAgent: VISITOR_AGENT, ...options });
  return { context, page: await context.newPage() };
}

/** What the owner's analytics hold of the card's form submissions. */
async function storedAnswers(page: Page, cardId: number): Promise<Record<string, unknown>[]> {
  const response = await page.request.get(`/api/analytics/${cardId}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { submissions: { items: { formData: Record<string, unknown> }[] } };
  return body.submissions.items.map((item) => item.formData);
}

async function openFormTab(page: Page, card: BusinessCard) {
  await page.goto(`/card-editor/${card.id}`);
  await expect(page.getByLabel("Full Name")).toHaveValue(card.name ?? "");
  const tab = page.getByRole("tab", { name: "Form" });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/** Nothing wider than the screen (a 375 px phone scrolls only down). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function addField(page: Page, type: string, label: string, required: boolean) {
  await page.getByLabel("New field type").selectOption({ label: type });
  await page.getByRole("button", { name: "Add field" }).click();
  const group = page.getByRole("group").last();
  await expect(group).toHaveAccessibleName(new RegExp(`: ${type}$`));
  // Naming it comes next: its label has the focus.
  await expect(group.getByLabel("Label")).toBeFocused();
  await group.getByLabel("Label").fill(label);
  if (required) await group.getByLabel("Required").check();
  return group;
}

test("the owner builds a form in the editor and a visitor sends it in place @phone", async ({
  page,
  browser,
  viewport,
  isMobile,
}) => {
  test.slow();
  const card = await ownerCard(page, { name: "Fern Former" });
  await openFormTab(page, card);

  await page.getByRole("switch", { name: "Show the form on my card" }).check();
  await page.getByLabel("Form title").fill("Ask me anything");
  await addField(page, "Name", "Your name", true);
  await addField(page, "Email", "Email", true);
  const topic = await addField(page, "Choice", "Topic", false);
  await topic.getByRole("button", { name: "Add choice" }).click();
  await expect(topic.getByLabel("Choice 1", { exact: true })).toBeFocused();
  await page.keyboard.type("Sales");
  await topic.getByRole("button", { name: "Add choice" }).click();
  await topic.getByLabel("Choice 2", { exact: true }).fill("Support");
  await addField(page, "Long text", "Message", false);
  // Keyboard: the message goes above the topic, and the button pressed keeps the focus.
  const up = page.getByRole("button", { name: "Move Message up" });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group")).toHaveText([
    /^Field 1: Name/,
    /^Field 2: Email/,
    /^Field 3: Long text/,
    /^Field 4: Choice/,
  ]);
  await expect(up).toBeFocused();
  // A field added by mistake goes again, confirmed; the focus moves on to adding one.
  await addField(page, "Phone", "Phone", false);
  await page.getByRole("button", { name: "Remove field Phone" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("group")).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Add field" })).toBeFocused();
  await page.getByLabel("Submit button text").fill("Send it");
  await page.getByLabel("Thank-you message").fill("Thanks! Fern will reply soon.");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolationsInBothThemes(page, "form tab");

  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expectToast(page, "Changes saved");
  const saved = await readCard(page, card.id);
  expect(saved.formConfig).toEqual({
    ...CONTACT_FORM,
    fields: [CONTACT_FORM.fields[0], CONTACT_FORM.fields[1], CONTACT_FORM.fields[3], CONTACT_FORM.fields[2]],
  });

  // The visitor's side: signed out, in a browser of their own.
  const { context, page: visitor } = await visitorPage(browser, { viewport, isMobile });
  try {
    await visitor.goto(`/view/${card.slug}`);
    const form = visitor.getByRole("region", { name: "Ask me anything" });
    await form.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(visitor, "public page with the form");
    await expectNoSidewaysScroll(visitor);

    await form.getByLabel("Your name").fill("Jane Visitor");
    // The browser takes this address; the server does not, and says so beside the field.
    await form.getByLabel("Email").fill("jane@localhost");
    await form.getByRole("button", { name: "Send it" }).click();
    await expect(form.getByText("Email must be a valid email address").first()).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email")).toBeFocused();
    await expectNoSeriousA11yViolations(visitor, "form with a refused field");

    await form.getByLabel("Email").fill("jane@example.com");
    await form.getByLabel("Topic").selectOption("Support");
    await form.getByLabel("Message").fill("Please call me\nafter five.");
    await form.getByRole("button", { name: "Send it" }).click();
    const thanks = form.getByRole("status");
    await expect(thanks).toHaveText("Thanks! Fern will reply soon.");
    await expect(thanks).toBeFocused();
    await expect(form.getByRole("button", { name: "Send it" })).toBeHidden();
    // Sent in place: no reload, no ?form=sent.
    expect(new URL(visitor.url()).search).toBe("");
    await expectNoSeriousA11yViolations(visitor, "form sent");
  } finally {
    await context.close();
  }
  expect(await storedAnswers(page, card.id)).toEqual([
    {
      "your-name": "Jane Visitor",
      email: "jane@example.com",
      topic: "Support",
      message: "Please call me\nafter five.",
    },
  ]);
});

test("without JavaScript the form is a plain post that comes back with the thank-you @phone", async ({
  page,
  browser,
  viewport,
  isMobile,
}) => {
  const card = await ownerCard(page, { name: "Fern Plainform", theme: "tech", formConfig: CONTACT_FORM });
  const { context, page: visitor } = await visitorPage(browser, {
    viewport,
    isMobile,
    javaScriptEnabled: false,
  });
  try {
    await visitor.goto(`/view/${card.slug}`);
    const form = visitor.getByRole("region", { name: "Ask me anything" });
    // The browser's own checks stop a post without the required answers.
    await form.getByRole("button", { name: "Send it" }).click();
    await expect(form.getByLabel("Your name")).toBeFocused();
    expect(new URL(visitor.url()).search).toBe("");

    await form.getByLabel("Your name").fill("Noah Noscript");
    await form.getByLabel("Email").fill("noah@example.com");
    await form.getByLabel("Topic").selectOption("Sales");
    await form.getByRole("button", { name: "Send it" }).click();
    await visitor.waitForURL((url) => url.searchParams.get("form") === "sent");
    expect(new URL(visitor.url()).pathname).toBe(`/view/${card.slug}`);
    expect(new URL(visitor.url()).hash).toBe("#visitor-form");
    await expect(visitor.getByRole("region", { name: "Ask me anything" }).getByRole("status")).toHaveText(
      "Thanks! Fern will reply soon.",
    );
    await expect(visitor.getByRole("link", { name: "Send another message" })).toBeVisible();
  } finally {
    await context.close();
  }
  expect(await storedAnswers(page, card.id)).toEqual([
    { "your-name": "Noah Noscript", email: "noah@example.com", topic: "Sales" },
  ]);

  // The pages a plain post comes back to pass the accessibility check too.
  for (const query of ["?form=sent", "?form=error&reason=invalid&fields=email"]) {
    await page.goto(`/view/${card.slug}${query}`);
    await expectNoSeriousA11yViolations(page, query);
  }
  await expect(page.getByRole("alert").filter({ hasText: "Please check: Email." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ask me anything" }).getByLabel("Email")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
});

test("a Basic user's Form tab says why there is no form builder", async ({ page }) => {
  await signIn(page, USERS.formBasic);
  const card = await createCard(page, { name: "Bo Basicform" });
  await openFormTab(page, card);
  await expect(
    page.getByText("The form builder requires Professional access (level 2) or higher."),
  ).toBeVisible();
  await expect(page.getByRole("switch", { name: "Show the form on my card" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "form tab, level 1");
});
