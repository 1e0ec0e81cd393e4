import { EXPORT_SCOPES } from "@core/schemas/analytics";
import { describe, expect, it } from "vitest";
import { EXPORT_MENU, scopeHasData } from "./export-scopes";

const none = { totalViews: 0, totalClicks: 0, totalSaves: 0, totalSubmissions: 0 };

describe("export scopes", () => {
  it("offers every scope of core once, with a readable name", () => {
    expect(EXPORT_MENU.map((item) => item.scope)).toEqual([...EXPORT_SCOPES]);
    expect(EXPORT_MENU.find((item) => item.scope === "all")?.label).toBe("All data");
    expect(EXPORT_MENU.find((item) => item.scope === "timing")?.label).toBe("Timing (hours and weekdays)");
    expect(new Set(EXPORT_MENU.map((item) => item.label)).size).toBe(EXPORT_SCOPES.length);
  });

  it("has nothing to export when every total is zero", () => {
    for (const scope of EXPORT_SCOPES) expect(scopeHasData(scope, none)).toBe(false);
  });

  it("reads a record scope from its own total only", () => {
    const clicksOnly = { ...none, totalClicks: 2 };
    expect(scopeHasData("clicks", clicksOnly)).toBe(true);
    expect(scopeHasData("views", clicksOnly)).toBe(false);
    expect(scopeHasData("saves", clicksOnly)).toBe(false);
    expect(scopeHasData("submissions", { ...none, totalSubmissions: 1 })).toBe(true);
  });

  it("reads the summaries and 'all' from any kind", () => {
    for (const scope of ["all", "overview", "engagement", "timing", "devices", "geographic"] as const) {
      expect(scopeHasData(scope, { ...none, totalSaves: 1 })).toBe(true);
    }
  });
});
