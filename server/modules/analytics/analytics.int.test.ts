/**
 * GET /api/analytics/{id}: the figures against hand-computed values on a
 * seeded card, the series in the visitor's time zone, the grouped counts, and bad queries.
 */
import { describe, expect, it } from "vitest";
import { localDate, periodKeys } from "../../../core/analytics";
import type { AnalyticsResponse } from "../../../core/schemas/analytics";
import { testAppPerFile } from "../../test/test-app-per-file";
import { analyticsTestKit, DAY_MS } from "./analytics-test-kit";

const t = testAppPerFile();

const { ownerWithCard, views, clicks, saves, submissions, get } = analyticsTestKit(() => t);

const daysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY_MS);
const dayKey = (at: Date, tz: string) => {
  const d = localDate(at, tz);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
};

describe("the figures of one card", () => {
  it("match values counted by hand", async () => {
    const { owner, card } = await ownerWithCard();
    const now = Date.now();
    // Views: 2 three days ago (one from a desktop in France), 3 twenty days ago, 5 forty days ago.
    await views(card.id, [
      { at: daysAgo(3, now) },
      { at: daysAgo(3, now), device: "Desktop · Windows · Chrome", location: "France" },
      ...Array.from({ length: 3 }, () => ({ at: daysAgo(20, now) })),
      ...Array.from({ length: 5 }, () => ({ at: daysAgo(40, now) })),
    ]);
    await clicks(card.id, [
      { at: daysAgo(3, now), linkType: "website", linkId: "primary" },
      { at: daysAgo(20, now), linkType: "social", linkId: "linkedin" },
      { at: daysAgo(40, now), linkType: "social", linkId: "github" },
    ]);
    await saves(card.id, [{ at: daysAgo(2, now) }, { at: daysAgo(35, now) }]);
    await submissions(card.id, [{ at: daysAgo(1, now), formData: { name: "Ada" } }]);

    const response = await get(owner.session, `/api/analytics/${card.id}?range=daily&tz=Europe/Berlin`);
    expect(response.statusCode).toBe(200);
    const body = response.json<AnalyticsResponse>();

    expect(body.card).toEqual({ id: card.id, name: "Analysed Card", slug: card.slug });
    expect(body.summary).toEqual({ totalViews: 10, totalClicks: 3, totalSaves: 2, totalSubmissions: 1 });
    expect(body.recent).toEqual({
      views7d: 2,
      clicks7d: 1,
      saves7d: 1,
      views30d: 5,
      clicks30d: 2,
      saves30d: 1,
    });
    // The grouped counts are the range's (the last 30 local days): the 40-day-old events are outside.
    expect(body.clicksByType).toEqual([
      { linkType: "social", count: 1 },
      { linkType: "website", count: 1 },
    ]);
    expect(body.devices).toEqual([
      { device: "Mobile · iOS · Safari", count: 4 },
      { device: "Desktop · Windows · Chrome", count: 1 },
    ]);
    expect(body.locations).toEqual([
      { location: "Germany", count: 4 },
      { location: "France", count: 1 },
    ]);
    expect(body.rangeSummary).toMatchObject({ views: 5, clicks: 2, saves: 1, submissions: 1, days: 30 });

    // Daily: the last 30 local days, oldest first, the 40-day-old events outside.
    expect(body.series.map((p) => p.period)).toEqual(periodKeys("daily", new Date(), "Europe/Berlin"));
    const point = (at: Date) => body.series.find((p) => p.period === dayKey(at, "Europe/Berlin"));
    expect(point(daysAgo(3, now))).toMatchObject({ views: 2, clicks: 1, saves: 0 });
    expect(point(daysAgo(20, now))).toMatchObject({ views: 3, clicks: 1, saves: 0 });
    expect(point(daysAgo(2, now))).toMatchObject({ views: 0, clicks: 0, saves: 1 });
    const sum = (key: "views" | "clicks" | "saves") => body.series.reduce((n, p) => n + p[key], 0);
    expect([sum("views"), sum("clicks"), sum("saves")]).toEqual([5, 2, 1]);

    // The first history pages, newest first, with the screen's field names.
    expect(body.views.items).toHaveLength(10);
    expect(
      body.views.items
        .slice(0, 2)
        .map((v) => `${v.viewerDevice} in ${v.viewerLocation}`)
        .sort(),
    ).toEqual(["Desktop · Windows · Chrome in France", "Mobile · iOS · Safari in Germany"]);
    expect(body.views.nextCursor).toBeNull();
    expect(body.clicks.items.map((c) => c.linkId)).toEqual(["primary", "linkedin", "github"]);
    expect(body.submissions.items[0]).toMatchObject({
      formData: { name: "Ada" },
      submitterLocation: "Germany",
    });
  });

  it("every range sums to what happened in its span, and yearly starts with the first event", async () => {
    const { owner, card } = await ownerWithCard();
    const now = Date.now();
    await views(card.id, [{ at: daysAgo(1, now) }, { at: daysAgo(100, now) }, { at: daysAgo(800, now) }]);
    const series = async (range: string) =>
      (await get(owner.session, `/api/analytics/${card.id}?range=${range}&tz=UTC`)).json<AnalyticsResponse>()
        .series;
    const views_ = (points: AnalyticsResponse["series"]) => points.reduce((n, p) => n + p.views, 0);

    expect(views_(await series("daily"))).toBe(1);
    const monthly = await series("monthly");
    expect(monthly).toHaveLength(12);
    expect(views_(monthly)).toBe(2);
    const yearly = await series("yearly");
    expect(yearly[0]?.period).toBe(String(localDate(daysAgo(800, now), "UTC").year));
    expect(views_(yearly)).toBe(3);
    const weekly = await series("weekly");
    expect(weekly.every((p) => /^\d{4}-\d{2}-W[1-5]$/.test(p.period))).toBe(true);
    expect(views_(weekly)).toBe(1);
  });

  it("shows zeros, not gaps, for a card nobody has seen", async () => {
    const { owner, card } = await ownerWithCard();
    const body = (await get(owner.session, `/api/analytics/${card.id}`)).json<AnalyticsResponse>();
    expect(body.summary).toEqual({ totalViews: 0, totalClicks: 0, totalSaves: 0, totalSubmissions: 0 });
    expect(body.range).toBe("daily");
    expect(body.tz).toBe("UTC");
    expect(body.series).toHaveLength(30);
    expect(body.series.every((p) => p.views === 0 && p.clicks === 0 && p.saves === 0)).toBe(true);
    expect(body.views).toEqual({ items: [], nextCursor: null });
  });
});

describe("bad queries", () => {
  it.each([
    ["an unknown zone", "tz=Mars/Olympus", "tz"],
    ["a zone that is no name", "tz=%2B05:00", "tz"],
    ["an unknown range", "range=hourly", "range"],
  ])("refuse %s with 400", async (_name, query, field) => {
    const { owner, card } = await ownerWithCard();
    const response = await get(owner.session, `/api/analytics/${card.id}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it("accept a zone written in another case", async () => {
    const { owner, card } = await ownerWithCard();
    const response = await get(owner.session, `/api/analytics/${card.id}?tz=america/new_york`);
    expect(response.statusCode).toBe(200);
    expect(response.json().tz).toBe("America/New_York");
  });

  it("refuse an id beyond the column's range as bad input, not a server error", async () => {
    const { owner } = await ownerWithCard();
    expect((await get(owner.session, "/api/analytics/99999999999")).statusCode).toBe(400);
  });
});
