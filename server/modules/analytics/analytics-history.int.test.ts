/**
 * The history tables' pages (GET /api/analytics/{id}/{kind}): newest first, no gaps and no
 * repeats while new events keep arriving, events sharing a time, ids past 2^31, bad cursors.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { HistoryPage } from "../../../core/schemas/analytics";
import { testAppPerFile } from "../../test/test-app-per-file";
import { analyticsTestKit } from "./analytics-test-kit";

const t = testAppPerFile();

const { ownerWithCard, views, clicks, get } = analyticsTestKit(() => t);

async function allPages(session: string, url: string, between?: () => Promise<unknown>) {
  const ids: string[] = [];
  const order: [number, bigint][] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await get(session, `${url}?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<HistoryPage<"views">>();
    ids.push(...page.items.map((item) => item.id));
    order.push(...page.items.map((item): [number, bigint] => [Date.parse(item.timestamp), BigInt(item.id)]));
    cursor = page.nextCursor;
    pages++;
    await between?.();
  } while (cursor && pages < 100);
  // Newest first; among events at one time, the higher id first.
  for (let i = 1; i < order.length; i++) {
    const [[time, id], [previousTime, previousId]] = [order[i]!, order[i - 1]!];
    expect(time < previousTime || (time === previousTime && id < previousId)).toBe(true);
  }
  return { ids, pages };
}

describe("history pages", () => {
  it("hold every event once, newest first, while new ones arrive between pages", async () => {
    const { owner, card } = await ownerWithCard();
    const base = Date.parse("2026-06-01T12:00:00Z");
    // 30 events in pairs that share a time, so the id must break the tie.
    await views(
      card.id,
      Array.from({ length: 30 }, (_, i) => ({ at: new Date(base + Math.floor(i / 2) * 1000) })),
    );
    const before = await allPages(owner.session, `/api/analytics/${card.id}/views`);
    expect(before.ids).toHaveLength(30);

    const during = await allPages(owner.session, `/api/analytics/${card.id}/views`, () =>
      views(card.id, [{ at: new Date() }]),
    );
    expect(during.pages).toBe(5);
    expect(during.ids).toEqual(before.ids);
    expect(new Set(during.ids).size).toBe(30);
  });

  it("page ids past 2^31 (the event tables' ids are 64-bit)", async () => {
    const { owner, card } = await ownerWithCard();
    await t.db.execute(sql`select setval('card_clicks_id_seq', 4294967296)`);
    await clicks(
      card.id,
      Array.from({ length: 10 }, (_, i) => ({
        at: new Date(Date.parse("2026-06-01T12:00:00Z") + i),
        linkType: "website" as const,
        linkId: "primary",
      })),
    );
    const { ids } = await allPages(owner.session, `/api/analytics/${card.id}/clicks`);
    expect(ids.map(BigInt).sort((a, b) => (a < b ? -1 : 1))).toEqual(
      Array.from({ length: 10 }, (_, i) => 4294967297n + BigInt(i)),
    );
  });

  it.each([
    ["a cursor it did not make", "cursor=bm90LWEtY3Vyc29y"],
    ["a limit past 200", "limit=201"],
    ["a limit of 0", "limit=0"],
  ])("refuse %s with 400", async (_name, query) => {
    const { owner, card } = await ownerWithCard();
    const response = await get(owner.session, `/api/analytics/${card.id}/views?${query}`);
    expect(response.statusCode).toBe(400);
  });

  it("answer 404 for a history kind that does not exist", async () => {
    const { owner, card } = await ownerWithCard();
    expect((await get(owner.session, `/api/analytics/${card.id}/likes`)).statusCode).toBe(404);
  });
});
