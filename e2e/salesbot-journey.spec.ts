/**
 * The sales assistant end to end, as an owner and a visitor meet it: an owner at level 2
 * configures the assistant, connects Calendly (a local stand-in started with the suite's server)
 * and enables it; a visitor opens the card, chats, sees suggested questions, a YouTube asset, a
 * CTA once qualified, asks to book and gets the scheduling page in a new tab with their name
 * filled in; the owner then finds the conversation, scheduled and scored, and exports it.
 * Desktop and phone; axe on the configuration and the chat.
 */
import { FAKE_CALENDLY_TOKEN } from "../server/test/fake-calendly-server";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { createCard } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

const owner = () => (test.info().project.name === "phone" ? USERS.journeyPhoneOwner : USERS.journeyOwner);
const VISITOR_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** What the owner sets through the API before the screen: the form's own fields are another spec's. */
const PREPARED = {
  isEnabled: false,
  botName: "Sales Assistant",
  services: ["Website design"],
  priceRanges: { "Website design": 1500 },
  leadQualificationQuestions: ["What is your biggest challenge?", "What is your budget range?"],
  ctaButtons: [
    {
      name: "Get a quote",
      description: "A quote within a day",
      url: "https://example.com/quote",
      showCondition: "after_qualification",
    },
  ],
  mediaAssets: [
    {
      type: "youtube",
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      title: "Studio tour",
      triggers: { keywords: ["portfolio"], showCondition: "on_keywords" },
    },
  ],
};

async function ownersCard(page: Page): Promise<{ id: number; slug: string }> {
  const cards = (await (await page.request.get("/api/business-cards")).json()) as {
    id: number;
    slug: string;
  }[];
  return (
    cards[0] ??
    createCard(page, {
      slug: `${test.info().project.name}-journey-${Date.now()}`,
      name: "Jade Journey",
      company: "Northwind",
    })
  );
}

test("an owner sets up the assistant, a visitor chats and books, and the owner reads and exports it @phone", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, owner());
  const card = await ownersCard(page);
  expect((await page.request.post(`/api/salesbot/${card.id}/config`, { data: PREPARED })).status()).toBe(200);

  // The owner: enable, name, connect Calendly, choose the event type, save.
  await page.goto(`/salesbot/${card.id}/config`);
  const basic = page.getByRole("region", { name: "Basic Configuration" });
  await basic.getByRole("switch", { name: "Enable the Salesbot on my card" }).check();
  await basic.getByLabel("Bot name").fill("Ava");
  const scheduling = page.getByRole("region", { name: "Scheduling" });
  await scheduling.getByLabel("Calendly personal access token").fill("not-my-token");
  await scheduling.getByRole("button", { name: "Connect" }).click();
  await expect(scheduling.getByText("Calendly did not accept this token")).toBeVisible();
  await scheduling.getByLabel("Calendly personal access token").fill(FAKE_CALENDLY_TOKEN);
  await scheduling.getByRole("button", { name: "Connect" }).click();
  await expect(scheduling.getByText("Connected", { exact: true })).toBeVisible();
  await expect(scheduling.getByText("Ana Silva")).toBeVisible();
  await scheduling
    .getByLabel("Event type visitors book")
    .selectOption({ label: "30 Minute Intro Call (30 min)" });
  await expectToast(page, "Event type saved");
  await page.getByRole("button", { name: "Save Configuration" }).click();
  await expectToast(page, "Configuration saved");
  await expectNoSeriousA11yViolations(page, "configuration with Calendly connected");

  // A visitor, in a browser of their own.
  const visitorContext = await browser.newContext({
    userAgent: VISITOR_AGENT,
    viewport:
      test.info().project.name === "phone" ? { width: 375, height: 812 } : { width: 1280, height: 800 },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/view/${card.slug}`);
  await visitor.getByRole("button", { name: "Chat with Ava" }).click();
  const log = visitor.getByLabel("Conversation", { exact: true });
  await expect(log).toContainText("I'm Ava");
  await expect(log.getByRole("group", { name: "Suggested questions" })).toBeVisible();
  const say = async (text: string) => {
    await visitor.getByRole("textbox", { name: "Message Ava" }).fill(text);
    await visitor.getByRole("textbox", { name: "Message Ava" }).press("Enter");
    await expect(log.locator(".pc-user").last()).toContainText(text);
    await expect(log.locator(".pc-pending")).toHaveCount(0);
  };
  await say("Hi! Can you show me your portfolio?");
  await expect(log.locator("iframe[title='Studio tour']")).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  );
  await expect(log.getByRole("link", { name: "Get a quote" })).toHaveCount(0);
  await say("Our biggest challenge is a slow website.");
  await say("Our budget is about 5000 and our timeline is next month.");
  await expect(log.getByRole("link", { name: "Get a quote" }).last()).toBeVisible();
  await expectNoSeriousA11yViolations(visitor, "the chat");

  await say("Great, can we schedule a meeting?");
  await log.getByRole("button", { name: "Schedule a meeting" }).last().click();
  await log.getByLabel("Your name").last().fill("Rita Moreno");
  await log.getByLabel("Your email").last().fill("rita@example.com");
  const bookingTab = visitorContext.waitForEvent("page");
  await log.getByRole("button", { name: "Get scheduling link" }).last().click();
  const booking = await bookingTab;
  await booking.waitForLoadState();
  expect(new URL(booking.url()).pathname).toMatch(/^\/book\//);
  await expect(booking.getByText("Rita Moreno <rita@example.com>")).toBeVisible();
  await expect(log.getByRole("link", { name: "Open scheduling page" })).toBeVisible();
  await visitorContext.close();

  // The owner reads it: scheduled, scored, exported.
  await page.goto(`/salesbot/${card.id}/conversations`);
  const item = page.getByRole("list", { name: "Conversations" }).getByRole("listitem").first();
  await expect(item.getByText("Scheduled")).toBeVisible();
  await expect(item.getByText(/^Score \d+$/)).toBeVisible();
  const score = Number((await item.getByText(/^Score \d+$/).textContent())?.replace("Score ", ""));
  expect(score).toBeGreaterThanOrEqual(40);
  await expect(page.getByRole("region", { name: "Summary" }).getByText("Appointments")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const text = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString("utf8");
  expect(text).toContain('"Scheduled"');
  expect(text).toContain("Visitor: Great, can we schedule a meeting?");
});
