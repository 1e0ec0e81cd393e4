/**
 * The sales assistant's bubble on GET /view/{slug}: rendered only while
 * the card's assistant answers visitors (enabled, owner at level 2+), named after the bot, and
 * current the moment the configuration is saved or the owner's level changes, although the page
 * is served from the read cache.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";

const t = testAppPerFile();

const { signedIn, cardOf } = cardTestKit(() => t);

async function pageOf(slug: string): Promise<string> {
  const response = await t.request({ method: "GET", url: `/view/${slug}` });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const BUBBLE = 'data-action="open-chat"';

describe("the assistant's bubble", () => {
  it("appears once the owner enables the assistant, named after the bot, and goes with a disabled one", async () => {
    const owner = await signedIn(2, "bubble");
    const card = await cardOf(owner);
    const save = (isEnabled: boolean) =>
      t.request({
        method: "POST",
        url: `/api/salesbot/${card.id}/config`,
        session: owner.session,
        body: { isEnabled, botName: "Ava <Bot>" },
      });

    // Cached before any configuration exists: the save must drop it.
    expect(await pageOf(card.slug)).not.toContain(BUBBLE);
    expect((await save(true)).statusCode).toBe(200);
    const page = await pageOf(card.slug);
    expect(page).toContain(BUBBLE);
    expect(page).toContain('aria-label="Chat with Ava &lt;Bot&gt;"');
    expect(page).toContain('aria-controls="pp-chat-panel"');
    expect(page).toMatch(/<section id="pp-chat-panel"[^>]*hidden=""/);

    expect((await save(false)).statusCode).toBe(200);
    expect(await pageOf(card.slug)).not.toContain(BUBBLE);
  });

  it("is not shown while the owner is below level 2, and the public configuration reads disabled", async () => {
    const owner = await signedIn(2, "demoted");
    const card = await cardOf(owner);
    await t.request({
      method: "POST",
      url: `/api/salesbot/${card.id}/config`,
      session: owner.session,
      body: { isEnabled: true, botName: "Ava" },
    });
    expect(await pageOf(card.slug)).toContain(BUBBLE);

    const admin = await signedIn(5, "boss");
    const demote = await t.request({
      method: "PATCH",
      url: `/api/users/${owner.user.id}`,
      session: admin.session,
      body: { accessLevel: 1 },
    });
    expect(demote.statusCode).toBe(200);
    const [row] = await t.db
      .select({ level: users.accessLevel })
      .from(users)
      .where(eq(users.id, owner.user.id));
    expect(row!.level).toBe(1);

    expect(await pageOf(card.slug)).not.toContain(BUBBLE);
    const config = await t.request({ method: "GET", url: `/api/salesbot/${card.id}/config?public=true` });
    expect(config.json().isEnabled).toBe(false);
  });
});
