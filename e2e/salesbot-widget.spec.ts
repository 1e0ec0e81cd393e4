/**
 * The sales assistant's chat on the public card, as a visitor
 * uses it: the bubble is on the page from the first paint but the widget's code is fetched only
 * when the bubble is opened; the welcome names the bot; a message gets a streamed reply with
 * suggested questions; a media keyword brings the privacy-enhanced YouTube player; CTA buttons
 * follow core's rules and a click is reported; a reload continues the conversation; the whole
 * chat works by keyboard; on a phone the closed bubble never covers Save Contact; a disabled
 * assistant shows no bubble; 'Start a new conversation' forgets the conversation, and one idle
 * for 30 minutes is not shown to the next visitor. Axe in a light and a dark card theme.
 */
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { type BusinessCard, type CardSeed, createCard } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { USERS } from "./support/users";

const OWNER = USERS.chatOwner;
/** Headless Chromium names itself HeadlessChrome, which the server rightly refuses as a bot. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: VISITOR_AGENT });

const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

const ASSISTANT = {
  isEnabled: true,
  botName: "Ava",
  salesPersonality: "friendly",
  primaryGoal: "generate_lead",
  businessType: "Web design studio",
  companyInfo: "Northwind builds fast websites for small businesses.",
  services: ["Website design", "SEO"],
  priceRanges: { "Website design": 1500, SEO: 500 },
  leadQualificationQuestions: ["What is your biggest challenge?", "What is your budget range?"],
  ctaButtons: [
    {
      name: "Visit our site",
      description: "Our home page",
      url: "https://example.com/",
      showCondition: "always",
    },
    {
      name: "Get a quote",
      description: "A quote in a day",
      url: "https://example.com/quote",
      showCondition: "ready_to_buy",
    },
  ],
  mediaAssets: [
    {
      type: "youtube",
      url: VIDEO,
      title: "Studio tour",
      triggers: { keywords: ["portfolio"], showCondition: "on_keywords" },
    },
  ],
};

async function cardWithAssistant(
  request: APIRequestContext,
  theme: CardSeed["theme"] = "corporate",
  assistant: object = ASSISTANT,
): Promise<BusinessCard> {
  const login = await request.post("/api/login", {
    data: { username: OWNER.username, password: OWNER.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const card = await createCard(request, {
    name: "Nora North",
    company: "Northwind",
    email: "nora@northwind.example",
    theme,
  });
  const saved = await request.post(`/api/salesbot/${card.id}/config`, { data: assistant });
  expect(saved.status(), await saved.text()).toBe(200);
  return card;
}

const bubble = (page: Page) => page.getByRole("button", { name: "Chat with Ava" });
const messageField = (page: Page) => page.getByRole("textbox", { name: "Message Ava" });
const chatLog = (page: Page) => page.getByLabel("Conversation", { exact: true });

/** Sends once the assistant has answered the last message (while it types, Send does nothing). */
async function send(page: Page, text: string): Promise<void> {
  await expect(chatLog(page)).toHaveAttribute("aria-busy", "false");
  await messageField(page).fill(text);
  await messageField(page).press("Enter");
}

test("a visitor opens the chat, is welcomed, asks, and sees media, suggestions and buttons @phone", async ({
  page,
  request,
}) => {
  test.slow();
  const card = await cardWithAssistant(request);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(`/view/${card.slug}`);
  await expect(bubble(page)).toHaveAttribute("aria-expanded", "false");
  await page.waitForLoadState("networkidle");
  // The widget's code is not part of the first load.
  expect(scripts.filter((url) => url.includes("/widget-"))).toEqual([]);

  await bubble(page).click();
  await expect(messageField(page)).toBeFocused();
  expect(scripts.filter((url) => url.includes("/widget-"))).toHaveLength(1);
  const panel = page.getByRole("region", { name: "Ava" });
  await expect(panel).toBeVisible();
  await expect(chatLog(page)).toContainText("I'm Ava");

  await send(page, "Can you show me your portfolio?");
  await expect(chatLog(page).getByText("Can you show me your portfolio?")).toBeVisible();
  const player = chatLog(page).locator("iframe[title='Studio tour']");
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  await expect(chatLog(page).getByRole("group", { name: "Suggested questions" })).toHaveCount(1);
  // 'always' shows; 'ready_to_buy' waits for purchase words.
  await expect(chatLog(page).getByRole("link", { name: "Visit our site" }).last()).toBeVisible();
  await expect(chatLog(page).getByRole("link", { name: "Get a quote" })).toHaveCount(0);

  // A suggested question is sent as the visitor's message.
  const suggestion = chatLog(page)
    .getByRole("group", { name: "Suggested questions" })
    .getByRole("button")
    .first();
  const asked = (await suggestion.textContent()) ?? "";
  await suggestion.click();
  await expect(chatLog(page).locator(".pc-user").last()).toHaveText(`You: ${asked}`);

  await send(page, "We want to buy a new website, how do we sign up?");
  await expect(chatLog(page).getByRole("link", { name: "Get a quote" })).toHaveCount(1);

  // A CTA click is reported (the endpoint's answer does not matter to the visitor).
  const reported = page.waitForRequest((r) => r.url().endsWith("/api/analytics/cta-click"));
  const popup = page.waitForEvent("popup");
  await chatLog(page).getByRole("link", { name: "Get a quote" }).click();
  const click = await reported;
  expect(JSON.parse(click.postData() ?? "{}")).toEqual({
    cardId: card.id,
    buttonName: "Get a quote",
    buttonUrl: "https://example.com/quote",
  });
  await (await popup).close();

  // A reload continues the same conversation.
  await page.reload();
  await bubble(page).click();
  await expect(chatLog(page).getByText("Can you show me your portfolio?")).toBeVisible();
  await expect(chatLog(page).getByText("We want to buy a new website, how do we sign up?")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "chat open");

  if (test.info().project.name === "phone") {
    // Minimised, the bubble stays clear of the card's Save Contact button.
    await page.getByRole("button", { name: "Minimise chat" }).click();
    await expect(bubble(page)).toBeFocused();
    const save = await page.getByRole("link", { name: "Save Contact" }).boundingBox();
    const round = await bubble(page).boundingBox();
    expect(save && round).toBeTruthy();
    const overlaps =
      round!.x < save!.x + save!.width &&
      save!.x < round!.x + round!.width &&
      round!.y < save!.y + save!.height &&
      save!.y < round!.y + round!.height;
    expect(overlaps).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

test("the chat works by keyboard alone, and Escape minimises it", async ({ page, request }) => {
  const card = await cardWithAssistant(request, "tech");
  await page.goto(`/view/${card.slug}`);
  await bubble(page).focus();
  await page.keyboard.press("Enter");
  await expect(messageField(page)).toBeFocused();
  // Open, the bubble is out of sight and out of the tab order; the panel's Minimise replaces it.
  await expect(page.locator("[data-action='open-chat']")).toBeHidden();
  await expect(chatLog(page)).toContainText("I'm Ava");
  await page.keyboard.type("What does SEO cost?");
  await page.keyboard.press("Enter");
  await expect(chatLog(page)).toContainText("SEO starts at $500");
  // The reply is announced once, complete, through the live region.
  await expect(page.locator(".pc-sr-only[aria-live='polite']")).toContainText("Ava: ");
  await expectNoSeriousA11yViolations(page, "chat in a dark card theme");
  await page.keyboard.press("Escape");
  await expect(bubble(page)).toBeFocused();
  await expect(bubble(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("region", { name: "Ava" })).toBeHidden();
});

test("a chat failure shows an apology that asks to rephrase, and a disabled assistant no bubble", async ({
  page,
  request,
}) => {
  const card = await cardWithAssistant(request);
  await page.goto(`/view/${card.slug}`);
  await bubble(page).click();
  await expect(chatLog(page)).toContainText("I'm Ava");
  await page.route("**/api/salesbot/*/chat", (route) => route.fulfill({ status: 502, body: "{}" }));
  await send(page, "Hello?");
  await expect(chatLog(page)).toContainText(
    "I'm sorry, I'm having trouble responding right now. Could you please rephrase your question?",
  );
  await page.unroute("**/api/salesbot/*/chat");

  const off = await request.post(`/api/salesbot/${card.id}/config`, {
    data: { ...ASSISTANT, isEnabled: false },
  });
  expect(off.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Nora North" })).toBeVisible();
  await expect(page.locator("[data-action='open-chat']")).toHaveCount(0);
});

/** Waits until the reply is complete (and its session stored), not just streaming in. */
async function replied(page: Page): Promise<void> {
  await expect(chatLog(page).locator(".pc-pending")).toHaveCount(0);
  await expect(chatLog(page)).toHaveAttribute("aria-busy", "false");
}

test("'Start a new conversation' forgets the last visitor's chat, and an idle one is not shown again @phone", async ({
  page,
  request,
}) => {
  const card = await cardWithAssistant(request, "tech");
  const storageKey = `cardfolio-chat-session-${card.id}`;
  const stored = () =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), storageKey) as Promise<{
      id: string;
      at: number;
    } | null>;
  await page.goto(`/view/${card.slug}`);
  await bubble(page).click();
  await expect(chatLog(page)).toContainText("I'm Ava");
  await send(page, "Hi, I'm Rita Moreno. What does SEO cost?");
  await expect(chatLog(page)).toContainText("SEO starts at $500");
  await replied(page);
  const first = await stored();
  expect(first?.id).toBeTruthy();
  expect(Math.abs(Date.now() - first!.at)).toBeLessThan(60_000);

  // Reached by keyboard (backwards from the message field, past the conversation), named,
  // inside a phone's screen, in a dark theme.
  const restart = page.getByRole("button", { name: "Start a new conversation" });
  await expect(messageField(page)).toBeFocused();
  for (let i = 0; i < 40 && !(await restart.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press("Shift+Tab");
  }
  await expect(restart).toBeFocused();
  const box = await restart.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSeriousA11yViolations(page, "chat with a conversation, dark card theme");
  await page.keyboard.press("Enter");

  await expect(messageField(page)).toBeFocused();
  await expect(chatLog(page)).toContainText("I'm Ava");
  await expect(chatLog(page)).not.toContainText("Rita");
  await expect(chatLog(page).locator(".pc-user")).toHaveCount(0);
  expect(await stored()).toBeNull();

  // The next message is a conversation of its own, which a reload continues.
  await send(page, "Do you do hosting?");
  await expect(chatLog(page).locator(".pc-user")).toHaveCount(1);
  await replied(page);
  const second = await stored();
  expect(second?.id).toBeTruthy();
  expect(second!.id).not.toBe(first!.id);
  await page.reload();
  await bubble(page).click();
  await expect(chatLog(page)).toContainText("Do you do hosting?");
  await expect(chatLog(page)).not.toContainText("Rita");

  // Left idle for 31 minutes, the conversation is forgotten: its id is not even sent.
  await page.evaluate(
    ([key, id]) => localStorage.setItem(key, JSON.stringify({ id, at: Date.now() - 31 * 60_000 })),
    [storageKey, second!.id] as const,
  );
  await page.reload();
  const welcome = page.waitForRequest((r) => r.url().includes(`/api/salesbot/${card.id}/welcome`));
  await bubble(page).click();
  expect(new URL((await welcome).url()).search).toBe("");
  expect((await welcome).headers()["x-chat-session"]).toBeUndefined();
  await expect(chatLog(page)).toContainText("I'm Ava");
  await expect(chatLog(page).locator(".pc-user")).toHaveCount(0);
  expect(await stored()).toBeNull();
});
