/**
 * The salesbot configuration screen: an owner at level 2 configures and enables the assistant of
 * their card — bot name, personality, goal, business information with services and prices,
 * qualification questions, custom instructions, a CTA button with its live preview, a YouTube
 * media asset through its dialog — saves, and finds it all after a reload; the public subset is
 * all a visitor's browser can read; the validation messages; below level 2 the denial naming the
 * level needed; a missing card; phone and both themes.
 */

import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { createCard } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

/** Level 2 holds one card: each project (run side by side) has an owner of its own. */
const owner = () => (test.info().project.name === "phone" ? USERS.salesbotPhoneOwner : USERS.salesbotOwner);

/** The owner's one card (level 2 may hold one), made on first use and shared by the tests. */
async function ownersCard(page: Page) {
  const cards = (await (await page.request.get("/api/business-cards")).json()) as {
    id: number;
    slug: string;
  }[];
  if (cards[0]) return cards[0];
  return createCard(page, {
    slug: `${test.info().project.name}-seller-${Date.now()}`,
    name: "Sally Seller",
    company: "Seller & Co",
  });
}

function section(page: Page, name: string) {
  return page.getByRole("region", { name });
}

test.describe.configure({ mode: "serial" });

test("an owner at level 2 configures and enables the assistant, and it is all there after a reload @phone", async ({
  page,
}) => {
  test.slow();
  await signIn(page, owner());
  const card = await ownersCard(page);
  await page.goto(`/salesbot/${card.id}/config`);
  await expect(page.getByRole("heading", { level: 1, name: "AI Salesbot Configuration" })).toBeVisible();
  await expect(page.getByText("Level 2+ Feature")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Conversations" })).toBeVisible();

  const basic = section(page, "Basic Configuration");
  await basic.getByRole("switch", { name: "Enable the Salesbot on my card" }).check();
  await basic.getByLabel("Bot name").fill("Ava");
  await basic.getByLabel("Personality").selectOption("friendly");
  await basic.getByLabel("Primary goal").selectOption("generate_lead");

  const business = section(page, "Business Information");
  await business.getByLabel("Business type").fill("Web design studio");
  await business.getByLabel("Company information").fill("We design and host websites for small firms.");
  await business.getByRole("button", { name: "Add service" }).click();
  await business.getByLabel("Service 1", { exact: true }).fill("Website design");
  await business.getByLabel("Price of service 1", { exact: true }).fill("1500");

  const questions = section(page, "Lead Qualification");
  const questionCount = await questions.getByRole("textbox").count();
  await questions.getByRole("button", { name: "Add question" }).click();
  await expect(questions.getByLabel(`Question ${questionCount + 1}`, { exact: true })).toBeFocused();
  await page.keyboard.type("How many pages do you need?");

  await section(page, "Advanced Settings")
    .getByLabel("Custom instructions")
    .fill("Mention the free consultation.");

  const cta = section(page, "CTA Buttons");
  await cta.getByRole("button", { name: "Add CTA button" }).click();
  await cta.getByLabel("Button name").fill("Book a call");
  await expect(cta.getByLabel("Description")).toHaveAccessibleDescription(/Button description is required/);
  await cta.getByLabel("Description").fill("Pick a time that suits you");
  await cta.getByLabel("Link (URL)").fill("ftp://example.com");
  await expect(cta.getByLabel("Link (URL)")).toHaveAccessibleDescription(
    /Valid URL is required \(must start with http:\/\/ or https:\/\/\)/,
  );
  await cta.getByLabel("Link (URL)").fill("https://cal.example.com/sally");
  await cta.getByLabel("Show").selectOption("after_qualification");
  await expect(cta.getByText("Book a call", { exact: true })).toBeVisible();

  const media = section(page, "Sales Media Assets");
  await media.getByRole("button", { name: "Add media" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Media Asset" });
  await dialog.getByRole("button", { name: "Add Media" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    /Missing Information\s*Please provide both title and URL for the media asset\./,
  );
  await dialog.getByLabel("Title").fill("Our work in 2 minutes");
  await dialog.getByLabel("URL").fill("https://example.com/video");
  await dialog.getByRole("button", { name: "Add Media" }).click();
  await expect(dialog.getByText("Invalid YouTube URL")).toBeVisible();
  await dialog.getByLabel("URL").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await dialog.getByLabel("Trigger keywords").fill("portfolio");
  await dialog.getByLabel("Trigger keywords").press("Enter");
  await expect(dialog.getByRole("button", { name: "Remove keyword portfolio" })).toBeVisible();
  await dialog.getByRole("button", { name: "Add Media" }).click();
  await expect(dialog).toBeHidden();
  await expect(media.getByText("Our work in 2 minutes")).toBeVisible();

  await page.getByRole("button", { name: "Save Configuration" }).click();
  await expectToast(
    page,
    "Configuration saved",
    "Your Salesbot configuration has been updated successfully.",
  );
  await expect(page.getByText("Active", { exact: true })).toBeVisible();

  await page.reload();
  await expect(basic.getByLabel("Bot name")).toHaveValue("Ava");
  await expect(basic.getByRole("switch", { name: "Enable the Salesbot on my card" })).toBeChecked();
  await expect(basic.getByLabel("Personality")).toHaveValue("friendly");
  await expect(business.getByLabel("Service 1", { exact: true })).toHaveValue("Website design");
  await expect(business.getByLabel("Price of service 1", { exact: true })).toHaveValue("1500");
  await expect(questions.getByLabel(`Question ${questionCount + 1}`, { exact: true })).toHaveValue(
    "How many pages do you need?",
  );
  await expect(cta.getByLabel("Button name")).toHaveValue("Book a call");
  await expect(cta.getByLabel("Show")).toHaveValue("after_qualification");
  await expect(media.getByText("Our work in 2 minutes")).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "salesbot configuration");

  // A visitor's browser reads only the public part.
  const visitor = await page.context().browser()!.newContext();
  try {
    const publicConfig = (await (
      await visitor.request.get(`${new URL(page.url()).origin}/api/salesbot/${card.id}/config?public=true`)
    ).json()) as Record<string, unknown>;
    expect(Object.keys(publicConfig).sort()).toEqual(["avatarUrl", "botName", "ctaButtons", "isEnabled"]);
    expect(publicConfig.botName).toBe("Ava");
  } finally {
    await visitor.close();
  }
});

test("a bot name is required, and blank questions are dropped on save", async ({ page }) => {
  await signIn(page, owner());
  const card = await ownersCard(page);
  await page.goto(`/salesbot/${card.id}`);
  const basic = section(page, "Basic Configuration");
  await basic.getByLabel("Bot name").fill("");
  await page.getByRole("button", { name: "Save Configuration" }).click();
  await expectToast(page, "Validation error", "Please check your form data and try again.");
  await expect(basic.getByLabel("Bot name")).toHaveAccessibleDescription(/Bot name is required/);
  await basic.getByLabel("Bot name").fill("Ava");

  const questions = section(page, "Lead Qualification");
  const before = await questions.getByRole("textbox").count();
  await questions.getByRole("button", { name: "Add question" }).click();
  await page.getByRole("button", { name: "Save Configuration" }).click();
  await expectToast(page, "Configuration saved");
  await expect(questions.getByRole("textbox")).toHaveCount(before);
});

test("below level 2 the screen says why", async ({ page }) => {
  await signIn(page, USERS.basic);
  await page.goto("/salesbot/1/config");
  await expect(page.getByRole("heading", { name: "Salesbot Access Required" })).toBeVisible();
  await expect(
    page.getByText("Level 2 access or higher is required to configure the AI Salesbot feature."),
  ).toBeVisible();
});

test("a card that does not exist says so, with the way back", async ({ page }) => {
  await signIn(page, USERS.salesbotManager);
  await page.goto("/salesbot/2147483000/config");
  await expect(page.getByRole("heading", { name: "Card Not Found" })).toBeVisible();
  await expect(page.getByText("The business card you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("button", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
