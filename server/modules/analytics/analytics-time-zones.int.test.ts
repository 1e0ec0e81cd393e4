/**
 * Grouping in the visitor's time zone: days across a daylight-saving change, zones
 * with half- and quarter-hour offsets (the roll-ups' 15-minute buckets), and weeks numbered
 * within their month.
 */
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test/test-app-per-file";
import { analyticsTestKit } from "./analytics-test-kit";
import { countsByPeriod } from "./repo";
import { seriesFor } from "./series";

const t = testAppPerFile();

const { ownerWithCard, views } = analyticsTestKit(() => t);

/**
 * Views per period both ways the server groups them: the screen's series (periods placed by
 * their start instants, seen from `now`) and the export's (each bucket's local time formatted);
 * they must agree. Periods without views are left out.
 */
async function viewsByPeriod(times: string[], range: "daily" | "weekly", timeZone: string, now: string) {
  const { card } = await ownerWithCard();
  await views(
    card.id,
    times.map((time) => ({ at: new Date(time) })),
  );
  const exported = await countsByPeriod(t.db, card.id, range, timeZone, null);
  const { series } = await seriesFor(t.db, card.id, range, timeZone, new Date(now));
  const shown = Object.fromEntries(series.filter((p) => p.views > 0).map((p) => [p.period, p.views]));
  expect(Object.fromEntries(exported.map((c) => [c.period, c.n]))).toEqual(shown);
  return shown;
}

describe("days in the visitor's time zone", () => {
  it("follow New York across the end of daylight saving time (1 November 2026)", async () => {
    const days = await viewsByPeriod(
      [
        "2026-11-01T03:30:00Z", // 31 Oct 23:30 EDT (UTC-4)
        "2026-11-01T04:30:00Z", // 1 Nov 00:30 EDT
        "2026-11-02T04:30:00Z", // 1 Nov 23:30 EST (UTC-5): still the 1st
        "2026-11-02T05:30:00Z", // 2 Nov 00:30 EST
      ],
      "daily",
      "America/New_York",
      "2026-11-10T12:00:00Z",
    );
    expect(days).toEqual({ "2026-10-31": 1, "2026-11-01": 2, "2026-11-02": 1 });
  });

  it("follow Berlin into summer time (29 March 2026)", async () => {
    const days = await viewsByPeriod(
      [
        "2026-03-28T22:59:00Z", // 28 Mar 23:59 CET (UTC+1)
        "2026-03-28T23:00:00Z", // 29 Mar 00:00 CET
        "2026-03-29T21:59:00Z", // 29 Mar 23:59 CEST (UTC+2)
        "2026-03-29T22:00:00Z", // 30 Mar 00:00 CEST
      ],
      "daily",
      "Europe/Berlin",
      "2026-04-10T12:00:00Z",
    );
    expect(days).toEqual({ "2026-03-28": 1, "2026-03-29": 2, "2026-03-30": 1 });
  });

  it.each([
    ["Asia/Kolkata", "2026-06-01T18:29:00Z", "2026-06-01T18:30:00Z"], // UTC+5:30
    ["Asia/Kathmandu", "2026-06-01T18:14:00Z", "2026-06-01T18:15:00Z"], // UTC+5:45
  ])("split %s's days at its own midnight", async (zone, before, after) => {
    const days = await viewsByPeriod([before, after], "daily", zone, "2026-06-10T12:00:00Z");
    expect(days).toEqual({ "2026-06-01": 1, "2026-06-02": 1 });
  });

  it("number weeks within their month: days 1-7 week 1, 29-31 week 5", async () => {
    const weeks = await viewsByPeriod(
      ["2026-05-07T12:00:00Z", "2026-05-08T12:00:00Z", "2026-05-31T12:00:00Z", "2026-06-01T12:00:00Z"],
      "weekly",
      "UTC",
      "2026-06-10T12:00:00Z",
    );
    expect(weeks).toEqual({ "2026-05-W1": 1, "2026-05-W2": 1, "2026-05-W5": 1, "2026-06-W1": 1 });
  });
});
