/**
 * Which engine answers, as an owner and a visitor meet it: the settings screen says the built-in
 * assistant answers (no model is configured in these runs), what each setting does in it, and
 * that custom instructions are not read by it; on the public card, while a reply is on its way,
 * the chat shows and announces '<bot> is typing…'. Desktop and phone, light and dark, with axe.
 */
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { createCard } from "./support/cards";
import { expect, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { USERS } from "./support/users";

const OWNER = USERS.chatOwner;
/** Headless Chromium names itself HeadlessChrome, which the server rightly refuses as a bot. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: VISITOR_AGENT });

async function cardWithAssistant(request: APIRequestContext, theme: "corporate" | "tech") {
  const login = await request.post("/api/login", {
    data: { username: OWNER.username, password: OWNER.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const card = await createCard(request, { name: "Iris Interior", company: "Iris Studio", theme });
  const saved = await request.post(`/api/salesbot/${card.id}/config`, {
    data: {
      isEnabled: true,
      botName: "Ava",
      businessType: "Interior & brand design studio",
      services: ["Websites", "Logo design"],
      priceRanges: { Websites: 900 },
      priceCurrency: "EUR",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return card;
}

test("the settings screen says the built-in assistant answers and what each setting does @phone", async ({
  page,
  request,
}) => {
  const card = await cardWithAssistant(request, "corporate");
  await signIn(page, OWNER);
  await page.goto(`/salesbot/${card.id}/config`);
  const engine = page.getByRole("region", { name: "Answered by the built-in assistant" });
  await expect(engine).toContainText("no language model connected");
  await expect(engine.getByRole("term").filter({ hasText: "Custom instructions" })).toBeVisible();
  await expect(engine).toContainText("Not used: the built-in assistant follows no free text.");
  // The field itself says so, announced with it.
  await expect(page.getByLabel("Custom instructions")).toHaveAccessibleDescription(
    /does not read these; they take effect when a language model is connected/,
  );
  await expect(page.getByLabel("Currency of the prices")).toHaveValue("EUR");
  await expectNoSeriousA11yViolationsInBothThemes(page, "salesbot settings with the engine section");
});

for (const theme of ["corporate", "tech"] as const) {
  test(`a visitor sees and hears '<bot> is typing…' while the reply is on its way (${theme}) @phone`, async ({
    page,
    request,
  }) => {
    const card = await cardWithAssistant(request, theme);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/salesbot/*/chat", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/view/${card.slug}`);
    await page.getByRole("button", { name: "Chat with Ava" }).click();
    const log = page.getByLabel("Conversation", { exact: true });
    await expect(log).toContainText("I'm Ava");
    const field = page.getByRole("textbox", { name: "Message Ava" });
    await field.fill("How much do websites cost?");
    await field.press("Enter");
    await expect(log.locator(".pc-typing")).toHaveText("Ava is typing…");
    await expect(page.locator(".pc-sr-only[aria-live='polite']")).toHaveText("Ava is typing…");
    await expectNoSeriousA11yViolations(page, `chat while the assistant types (${theme})`);
    release();
    await expect(log).toContainText("Websites start at €900.");
    await expect(log.locator(".pc-typing")).toHaveCount(0);
    await expect(page.locator(".pc-sr-only[aria-live='polite']")).toContainText("Ava: ");
  });
}
