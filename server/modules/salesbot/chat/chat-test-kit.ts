/**
 * What the chat integration tests share: a card whose assistant is enabled with a known
 * configuration (core/testing/assistant-fixture.ts unless a test passes its own), and requests
 * as a visitor's browser sends them (a phone's user agent, an address of the test's choosing).
 */

import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { SalesbotConfig } from "../../../../core/salesbot/config";
import { salesbotConfigSchema } from "../../../../core/salesbot/config";
import { ASSISTANT_FIXTURE } from "../../../../core/testing/assistant-fixture";
import { salesbotConversations } from "../../../db/schema";
import type { TestApp } from "../../../test/harness";
import { cardTestKit } from "../../cards/card-test-kit";
import { upsertConfig } from "../repo";

const PHONE_BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** Limits high enough that only the tests about them meet them. */
export const NO_CHAT_LIMITS = {
  CHAT_RATE_LIMIT_PER_MINUTE: "100000",
  CHAT_SESSION_MESSAGES_PER_MINUTE: "100000",
  CHAT_NEW_CONVERSATIONS_PER_HOUR: "100000",
};

export function chatTestKit(app: () => TestApp) {
  const { signedIn, cardOf } = cardTestKit(app);

  /** A new card (Ana Silva at Acme) with the assistant configured as `config`. */
  async function botCard(config: Partial<Record<keyof SalesbotConfig, unknown>> = ASSISTANT_FIXTURE) {
    const owner = await signedIn(2, "botowner");
    const card = await cardOf(owner, { name: "Ana Silva", company: "Acme", email: "ana@acme.test" });
    await upsertConfig(app().db, card.id, salesbotConfigSchema.parse(config));
    return card.id;
  }

  function chat(
    cardId: number | string,
    body: unknown,
    options: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) {
    return app().request({
      method: "POST",
      url: `/api/salesbot/${cardId}/chat`,
      body,
      headers: { "user-agent": PHONE_BROWSER, ...options.headers },
      remoteAddress: options.remoteAddress,
    });
  }

  function welcome(cardId: number | string, query = "", headers: Record<string, string> = {}) {
    return app().request({
      method: "GET",
      url: `/api/salesbot/${cardId}/welcome${query}`,
      headers: { "user-agent": PHONE_BROWSER, ...headers },
    });
  }

  async function conversationsOf(cardId: number) {
    return app().db.select().from(salesbotConversations).where(eq(salesbotConversations.cardId, cardId));
  }

  return { botCard, chat, welcome, conversationsOf, signedIn, cardOf };
}

/** The events of an SSE body, in order. */
export function eventsOf(body: string): { event: string; data: unknown }[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const lines = block.split("\n");
      const event = lines.find((l) => l.startsWith("event: "))?.slice("event: ".length) ?? "";
      const data = lines.find((l) => l.startsWith("data: "))?.slice("data: ".length) ?? "null";
      expect(lines).toHaveLength(2);
      return { event, data: JSON.parse(data) };
    });
}
