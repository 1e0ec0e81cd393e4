/**
 * The conversation history of a card's sales assistant: an owner at level 2
 * whose card's assistant has talked with visitors (through the public chat API, as a browser
 * would) sees the four tiles, the conversations with their badges, searches and filters them,
 * reads one in the details dialog, and exports the filtered list as CSV. Desktop and phone, axe
 * in light and dark.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { csvCell } from "../server/lib/csv-export";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { createCard } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

const owner = () => (test.info().project.name === "phone" ? USERS.historyPhoneOwner : USERS.historyOwner);
const VISITOR_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The owner's one card with an enabled assistant (level 2 holds one card), made on first use. */
async function ownersCard(page: Page): Promise<{ id: number; slug: string }> {
  const cards = (await (await page.request.get("/api/business-cards")).json()) as {
    id: number;
    slug: string;
  }[];
  const card =
    cards[0] ??
    (await createCard(page, {
      slug: `${test.info().project.name}-history-${Date.now()}`,
      name: "Hana History",
    }));
  const saved = await page.request.post(`/api/salesbot/${card.id}/config`, {
    data: { isEnabled: true, botName: "Ava", services: ["Audits"], priceRanges: { Audits: 900 } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return card;
}

const conversations = (page: Page) => page.getByRole("list", { name: "Conversations" }).getByRole("listitem");

/** A visitor's conversation through the public chat API; answers the session id. */
async function chat(request: APIRequestContext, cardId: number, messages: string[]): Promise<string> {
  let sessionId: string | undefined;
  for (const message of messages) {
    const response = await request.post(`/api/salesbot/${cardId}/chat`, {
      data: { message, sessionId },
      headers: { "user-agent": VISITOR_AGENT },
    });
    expect(response.status(), await response.text()).toBe(200);
    sessionId = ((await response.json()) as { sessionId: string }).sessionId;
  }
  return sessionId!;
}

test("an owner reads, filters and exports the assistant's conversations @phone", async ({
  page,
  playwright,
}) => {
  test.slow();
  await signIn(page, owner());
  const card = await ownersCard(page);
  const visitor = await playwright.request.newContext({ baseURL: BASE_URL });
  const marker = `${Date.now()}`;
  const hot = await chat(visitor, card.id, [
    "Hi, my name is Rita Moreno",
    "I'm interested, tell me more about your budget and timeline?",
    `You can reach me at rita.${marker}@example.com or +1 555 0123`,
  ]);
  await chat(visitor, card.id, ["Not interested, thanks"]);
  await visitor.dispose();

  await page.goto(`/salesbot/${card.id}/conversations`);
  await expect(page.getByRole("heading", { level: 1, name: "Conversation History" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByText("Total Conversations")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Configuration" })).toBeVisible();

  const rita = conversations(page).filter({ hasText: `rita.${marker}@example.com` });
  await expect(rita).toBeVisible();
  await expect(rita.getByText(`#${hot.slice(-8)}`)).toBeVisible();
  await expect(rita.getByRole("heading", { name: "Rita Moreno" })).toBeVisible();
  await expect(rita.getByText("Follow Up")).toBeVisible();
  await expect(rita.getByText("6 messages")).toBeVisible();

  await page.getByLabel("Search").fill(`rita.${marker}`);
  await expect(conversations(page)).toHaveCount(1);
  await page.getByLabel("Search").fill(`nobody-${marker}`);
  await expect(page.getByText("No conversations match your current filters.")).toBeVisible();
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Outcome").selectOption("not_interested");
  await expect(conversations(page).first().getByText("Not Interested")).toBeVisible();
  await page.getByLabel("Outcome").selectOption("all");
  await page.getByLabel("Search").fill(`rita.${marker}`);
  await expect(conversations(page)).toHaveCount(1);

  await rita.getByRole("button", { name: /View Details/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Rita Moreno" })).toBeVisible();
  await expect(dialog.getByText("Lead Score")).toBeVisible();
  await expect(dialog.getByText("Salesbot").first()).toBeVisible();
  await expect(dialog.getByText("Visitor").first()).toBeVisible();
  await expect(
    dialog.getByText(`You can reach me at rita.${marker}@example.com or +1 555 0123`),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-conversations-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  // The byte-order mark survives the download, as in the analytics export.
  expect(text.startsWith("\uFEFF")).toBe(true);
  await expectToast(page, "Export complete", "1 conversation exported.");
  const rows = text.slice(1).split("\r\n").filter(Boolean);
  expect(rows[0]).toContain('"Session ID","Visitor Name"');
  // The filtered list only: Rita's conversation.
  expect(rows).toHaveLength(2);
  // A session id is random and may start with "-": the export writes such a cell formula-safe.
  expect(rows[1]).toContain(`${csvCell(hot)},"Rita Moreno","rita.${marker}@example.com","+1 555 0123"`);

  await expectNoSeriousA11yViolationsInBothThemes(page, "conversation history");
});

test("an owner whose assistant has not talked yet sees the empty state", async ({ page }) => {
  await signIn(page, USERS.chatOwner);
  const card = await createCard(page, { name: "Quiet Card" });
  await page.goto(`/salesbot/${card.id}/conversations`);
  await expect(page.getByText("Your salesbot hasn't had any conversations yet.")).toBeVisible();
  await page.getByRole("button", { name: "Export CSV" }).click();
  await expectToast(page, "No data available to export.");
});
