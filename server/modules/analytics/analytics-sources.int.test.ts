/**
 * Where views came from: the card page sends the mark of the address it was opened at
 * (core/view-sources.ts) with its view, the server stores it, and analytics counts views by
 * source within the range asked for, in the views history and in the all-time tallies.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AnalyticsResponse } from "../../../core/schemas/analytics";
import { VIEW_SOURCES } from "../../../core/view-sources";
import { analyticsTallies } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { NO_TRACKING_LIMIT, trackingTestKit } from "../tracking/tracking-test-kit";
import { analyticsTestKit, DAY_MS } from "./analytics-test-kit";

const t = testAppPerFile(NO_TRACKING_LIMIT);
const { ownerWithCard, views, get } = analyticsTestKit(() => t);
const tracking = trackingTestKit(() => t);

describe("a view's source", () => {
  it("is stored as the page sent it, and is 'direct' when the page sends none", async () => {
    const cardId = await tracking.newCard();
    for (const source of VIEW_SOURCES) {
      expect((await tracking.post("/api/card-views", { cardId, source })).statusCode).toBe(201);
    }
    expect((await tracking.post("/api/card-views", { cardId })).statusCode).toBe(201);
    const stored = (await tracking.viewsOf(cardId)).map((view) => view.source);
    expect(stored).toEqual([...VIEW_SOURCES, "direct"]);

    const tallies = await t.db
      .select({ value: analyticsTallies.value, n: analyticsTallies.n })
      .from(analyticsTallies)
      .where(and(eq(analyticsTallies.cardId, cardId), eq(analyticsTallies.dimension, "source")));
    expect(Object.fromEntries(tallies.map((row) => [row.value, row.n]))).toEqual({
      direct: 2,
      qr: 1,
      nfc: 1,
      email: 1,
      wallet: 1,
      background: 1,
      embed: 1,
    });
  });

  it.each([
    ["an unknown source", "billboard"],
    ["a number", 3],
    ["a long string", "x".repeat(10_000)],
  ])("refuses %s with 400 naming the field, storing nothing", async (_, source) => {
    const cardId = await tracking.newCard();
    const response = await tracking.post("/api/card-views", { cardId, source });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      source: `source must be one of ${VIEW_SOURCES.join(", ")}`,
    });
    expect(await tracking.viewsOf(cardId)).toEqual([]);
  });
});

describe("views by source", () => {
  it("follow the range, largest first, and show in the views history", async () => {
    const { owner, card } = await ownerWithCard();
    const now = Date.now();
    await views(card.id, [
      { at: new Date(now - 2 * DAY_MS), source: "qr" },
      { at: new Date(now - 2 * DAY_MS), source: "qr" },
      { at: new Date(now - 1 * DAY_MS), source: "nfc" },
      { at: new Date(now - 1 * DAY_MS) },
      // Outside the daily range (30 days), inside the weekly one (3 months).
      ...Array.from({ length: 3 }, () => ({ at: new Date(now - 60 * DAY_MS), source: "email" as const })),
    ]);
    const daily = (
      await get(owner.session, `/api/analytics/${card.id}?range=daily&tz=UTC`)
    ).json<AnalyticsResponse>();
    expect(daily.sources).toEqual([
      { source: "qr", count: 2 },
      { source: "direct", count: 1 },
      { source: "nfc", count: 1 },
    ]);
    const weekly = (
      await get(owner.session, `/api/analytics/${card.id}?range=weekly&tz=UTC`)
    ).json<AnalyticsResponse>();
    expect(weekly.sources[0]).toEqual({ source: "email", count: 3 });
    expect(daily.views.items.map((view) => view.source)).toEqual(
      expect.arrayContaining(["qr", "nfc", "direct", "email"]),
    );
  });
});
