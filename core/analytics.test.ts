import { describe, expect, it } from "vitest";
import {
  daysBetween,
  exportFileName,
  formatPercent,
  periodKeys,
  periodLabel,
  periodStartDate,
  type RangeFigures,
  rangeInsights,
  rangeWindow,
  ratesOf,
  visitorRatesOf,
  weekOfMonth,
} from "./analytics";

describe("rates", () => {
  it("divide by views, and average daily views by 30", () => {
    expect(ratesOf({ views: 200, clicks: 30, saves: 10 })).toEqual({
      clickThrough: 15,
      save: 5,
      engagement: 20,
      conversion: 5,
      totalInteractions: 40,
      averageDailyViews: 200 / 30,
    });
  });

  it("are 0, never NaN or Infinity, without views", () => {
    const rates = ratesOf({ views: 0, clicks: 3, saves: 1 });
    expect([rates.clickThrough, rates.save, rates.engagement, rates.conversion]).toEqual([0, 0, 0, 0]);
    expect(formatPercent(rates.engagement)).toBe("0.0%");
  });

  it("show 1 or 2 decimals", () => {
    expect(formatPercent(12.345)).toBe("12.3%");
    expect(formatPercent(12.345, 2)).toBe("12.35%");
  });
});

const figures = (over: Partial<RangeFigures>): RangeFigures => ({
  views: 0,
  clicks: 0,
  saves: 0,
  days: 30,
  uniqueVisitors: 0,
  clickingVisitors: 0,
  savingVisitors: 0,
  engagedVisitors: 0,
  ...over,
});

describe("rates per visitor", () => {
  it("count a visitor who clicked ten links once: 1 of 1 visitor is 100%, not 1000%", () => {
    const rates = visitorRatesOf(
      figures({ views: 1, clicks: 10, uniqueVisitors: 1, clickingVisitors: 1, engagedVisitors: 1 }),
    );
    expect(rates.clickThrough).toBe(100);
    expect(rates.engagement).toBe(100);
    expect(rates.totalInteractions).toBe(10);
  });

  it("divide visitors who clicked, saved or did either by unique visitors, and views by the range's days", () => {
    expect(
      visitorRatesOf(
        figures({
          views: 60,
          clicks: 9,
          saves: 2,
          days: 30,
          uniqueVisitors: 40,
          clickingVisitors: 6,
          savingVisitors: 2,
          engagedVisitors: 7,
        }),
      ),
    ).toEqual({
      clickThrough: 15,
      save: 5,
      engagement: 17.5,
      conversion: 5,
      totalInteractions: 11,
      averageDailyViews: 2,
    });
  });

  it("are 0, never NaN, without visitors or days", () => {
    const rates = visitorRatesOf(figures({ clicks: 3, days: 0 }));
    expect([rates.clickThrough, rates.save, rates.engagement, rates.averageDailyViews]).toEqual([0, 0, 0, 0]);
  });
});

describe("Smart Insights", () => {
  it.each([
    [51, "performing excellently"],
    [50, "performing well"],
    [21, "performing well"],
    [20, "performing steadily"],
    [0, "performing steadily"],
  ])("with %i views reads '%s'", (views, wording) => {
    expect(rangeInsights(figures({ views }), "last 30 days")[0]).toContain(wording);
  });

  it("name the views, the visitors and the range", () => {
    expect(rangeInsights(figures({ views: 1, uniqueVisitors: 1 }), "last 30 days")[0]).toBe(
      "Your card is performing steadily with 1 view from 1 visitor in the last 30 days.",
    );
  });

  it("add the engagement insight above 15% engaged or 5% saving visitors only", () => {
    const of100 = (over: Partial<RangeFigures>) =>
      rangeInsights(figures({ uniqueVisitors: 100, ...over }), "x");
    expect(of100({ engagedVisitors: 15 })).toHaveLength(1);
    expect(of100({ engagedVisitors: 16 })).toHaveLength(2);
    expect(of100({ savingVisitors: 5 })).toHaveLength(1);
    expect(of100({ savingVisitors: 6 })).toHaveLength(2);
    expect(of100({ engagedVisitors: 16 })[1]).toBe(
      "Strong engagement: 16.0% of visitors click a link or save the contact, and 0.0% save it.",
    );
  });
});

describe("range windows", () => {
  it("are named as the figures are labelled", () => {
    expect(rangeWindow("daily", "2026-10-29")).toBe("last 30 days");
    expect(rangeWindow("monthly", "2025-12-01")).toBe("last 12 months");
    expect(rangeWindow("yearly", "2024-01-01")).toBe("years since 2024");
  });

  it("count their days, both ends included", () => {
    expect(daysBetween("2026-10-29", "2026-11-27")).toBe(30);
    expect(daysBetween("2026-03-01", "2026-03-31")).toBe(31);
    expect(daysBetween("2026-11-27", "2026-11-27")).toBe(1);
  });
});

describe("periods", () => {
  const now = new Date("2026-11-23T10:00:00Z");

  it("daily: the last 30 local days, ending today", () => {
    const keys = periodKeys("daily", now, "UTC");
    expect(keys).toHaveLength(30);
    expect(keys[0]).toBe("2026-10-25");
    expect(keys.at(-1)).toBe("2026-11-23");
  });

  it("daily: today is the visitor's today", () => {
    expect(periodKeys("daily", new Date("2026-11-23T23:30:00Z"), "Asia/Tokyo").at(-1)).toBe("2026-11-24");
    expect(periodKeys("daily", new Date("2026-11-23T03:00:00Z"), "America/Los_Angeles").at(-1)).toBe(
      "2026-11-22",
    );
  });

  it("weekly: weeks of this month and the two before, numbered within their month", () => {
    expect(weekOfMonth(1)).toBe(1);
    expect(weekOfMonth(7)).toBe(1);
    expect(weekOfMonth(8)).toBe(2);
    expect(weekOfMonth(31)).toBe(5);
    expect(periodKeys("weekly", now, "UTC")).toEqual([
      "2026-09-W1",
      "2026-09-W2",
      "2026-09-W3",
      "2026-09-W4",
      "2026-09-W5",
      "2026-10-W1",
      "2026-10-W2",
      "2026-10-W3",
      "2026-10-W4",
      "2026-10-W5",
      "2026-11-W1",
      "2026-11-W2",
      "2026-11-W3",
      "2026-11-W4",
    ]);
  });

  it("weekly: a February without a 29th has four weeks", () => {
    expect(
      periodKeys("weekly", new Date("2027-04-02T12:00:00Z"), "UTC").filter((k) => k.startsWith("2027-02")),
    ).toEqual(["2027-02-W1", "2027-02-W2", "2027-02-W3", "2027-02-W4"]);
  });

  it("monthly: the last 12 months across the new year", () => {
    const keys = periodKeys("monthly", new Date("2027-01-15T12:00:00Z"), "UTC");
    expect(keys).toHaveLength(12);
    expect(keys[0]).toBe("2026-02");
    expect(keys.at(-1)).toBe("2027-01");
  });

  it("yearly: from the first event's year, or this year alone", () => {
    expect(periodKeys("yearly", now, "UTC", 2024)).toEqual(["2024", "2025", "2026"]);
    expect(periodKeys("yearly", now, "UTC")).toEqual(["2026"]);
  });

  it("start on their first local day", () => {
    expect(periodStartDate("daily", "2026-11-03")).toBe("2026-11-03");
    expect(periodStartDate("weekly", "2026-11-W1")).toBe("2026-11-01");
    expect(periodStartDate("weekly", "2026-11-W4")).toBe("2026-11-22");
    expect(periodStartDate("weekly", "2026-11-W5")).toBe("2026-11-29");
    expect(periodStartDate("monthly", "2026-11")).toBe("2026-11-01");
    expect(periodStartDate("yearly", "2026")).toBe("2026-01-01");
  });

  it("labels", () => {
    expect(periodLabel("daily", "2026-11-03")).toBe("Nov 3");
    expect(periodLabel("weekly", "2026-11-W4")).toBe("Nov W4");
    expect(periodLabel("monthly", "2026-11")).toBe("Nov 2026");
    expect(periodLabel("yearly", "2026")).toBe("2026");
  });
});

describe("the export's file name", () => {
  it("is the card name, '-analytics-', the scope and the date", () => {
    expect(exportFileName({ name: "Jane Roe", slug: "jane-roe" }, "views", "2026-11-23")).toBe(
      "Jane Roe-analytics-views-2026-11-23.csv",
    );
  });

  it("falls back to the slug, and keeps path and control characters out", () => {
    expect(exportFileName({ name: null, slug: "jane-roe" }, "all", "2026-11-23")).toBe(
      "jane-roe-analytics-all-2026-11-23.csv",
    );
    expect(exportFileName({ name: "../a/b\u0000c", slug: "x" }, "all", "2026-11-23")).toBe(
      ".. a b c-analytics-all-2026-11-23.csv",
    );
    expect(exportFileName({ name: " ", slug: "x" }, "all", "2026-11-23")).toBe(
      "x-analytics-all-2026-11-23.csv",
    );
  });
});
