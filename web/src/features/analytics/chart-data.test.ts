import { describe, expect, it } from "vitest";
import {
  clickBars,
  clicksSummary,
  engagementSlices,
  engagementSummary,
  linkTypeLabel,
  overviewPoints,
  overviewSummary,
  sliceShare,
} from "./chart-data";

describe("overview", () => {
  it("labels each period as the axis shows it", () => {
    const points = overviewPoints("weekly", [
      { period: "2026-11-W3", views: 2, clicks: 1, saves: 0 },
      { period: "2026-11-W4", views: 5, clicks: 0, saves: 1 },
    ]);
    expect(points.map((p) => p.label)).toEqual(["Nov W3", "Nov W4"]);
    expect(overviewSummary(points)).toBe(
      "Nov W3 to Nov W4: 7 views, 1 click and 1 save. Most views: Nov W4 (5).",
    );
  });

  it("says so when nothing happened", () => {
    const points = overviewPoints("yearly", [{ period: "2026", views: 0, clicks: 0, saves: 0 }]);
    expect(overviewSummary(points)).toBe("2026: 0 views, 0 clicks and 0 saves.");
    expect(overviewSummary([])).toBe("No periods to show.");
  });
});

describe("clicks by link type", () => {
  it("names the page's link kinds and any other kind readably", () => {
    expect(linkTypeLabel("custom")).toBe("Custom button");
    expect(linkTypeLabel("cta")).toBe("Salesbot button");
    expect(linkTypeLabel("social")).toBe("Social link");
    expect(linkTypeLabel("form_submit")).toBe("Form submit");
    expect(linkTypeLabel("")).toBe("Unknown");
  });

  it("puts the most clicked first", () => {
    const bars = clickBars([
      { linkType: "phone", count: 1 },
      { linkType: "website", count: 3 },
    ]);
    expect(bars).toEqual([
      { label: "Website", count: 3 },
      { label: "Phone", count: 1 },
    ]);
    expect(clicksSummary(bars)).toBe("4 clicks: Website 3, Phone 1.");
    expect(clicksSummary([])).toBe("No clicks yet.");
  });
});

describe("engagement", () => {
  it("shares never divide by zero", () => {
    const slices = engagementSlices({ views: 0, clicks: 0, saves: 0 });
    expect(slices.map((s) => sliceShare(s, slices))).toEqual([0, 0, 0]);
    expect(engagementSummary(slices)).toBe("No events recorded yet.");
  });

  it("gives each kind its share of all events", () => {
    const slices = engagementSlices({ views: 6, clicks: 3, saves: 1 });
    expect(sliceShare(slices[0], slices)).toBe(60);
    expect(engagementSummary(slices)).toBe("10 events: Views 6 (60.0%), Clicks 3 (30.0%), Saves 1 (10.0%).");
  });
});
