/**
 * What the tracking integration tests share: a card to record events for, the rows stored
 * for it, and browser-like user agents.
 */
import { asc, eq } from "drizzle-orm";
import { cardClicks, cardSaves, cardViews } from "../../db/schema";
import type { TestApp } from "../../test/harness";
import { insertCard } from "../cards/repo";

export const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
export const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** High, so the per-address limit trips only the test that is about it. */
export const NO_TRACKING_LIMIT = { TRACKING_RATE_LIMIT_PER_MINUTE: "1000000" };

export function trackingTestKit(app: () => TestApp) {
  async function newCard(): Promise<number> {
    const t = app();
    const { user } = await t.createUser();
    const card = await insertCard(t.db, { userId: user.id, slug: t.uniqueName("card"), name: "Tracked" });
    return card.id;
  }

  const viewsOf = (cardId: number) =>
    app().db.select().from(cardViews).where(eq(cardViews.cardId, cardId)).orderBy(asc(cardViews.id));
  const clicksOf = (cardId: number) =>
    app().db.select().from(cardClicks).where(eq(cardClicks.cardId, cardId)).orderBy(asc(cardClicks.id));
  const savesOf = (cardId: number) =>
    app().db.select().from(cardSaves).where(eq(cardSaves.cardId, cardId)).orderBy(asc(cardSaves.id));

  function post(url: string, body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
    return app().request({
      method: "POST",
      url,
      body,
      headers: { "user-agent": IPHONE_SAFARI, ...headers },
      remoteAddress,
    });
  }

  return { newCard, viewsOf, clicksOf, savesOf, post };
}
