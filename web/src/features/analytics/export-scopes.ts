/**
 * The Export Data menu: the eleven export kinds with readable names, and whether
 * the loaded totals show anything to export (with no data the screen says
 * 'No data available to export.' instead of asking the server).
 */
import { EXPORT_SCOPES, type ExportScope } from "@core/schemas/analytics";

export const EXPORT_SCOPE_LABELS: Record<ExportScope, string> = {
  all: "All data",
  views: "Views",
  clicks: "Clicks",
  saves: "Saves",
  submissions: "Form submissions",
  overview: "Overview (totals and rates)",
  engagement: "Engagement (per period)",
  timing: "Timing (hours and weekdays)",
  devices: "Devices",
  geographic: "Geographic",
  sources: "Sources (where views came from)",
};

/** The scopes in the menu's order (core's order: the raw records first, then the summaries). */
export const EXPORT_MENU = EXPORT_SCOPES.map((scope) => ({ scope, label: EXPORT_SCOPE_LABELS[scope] }));

export interface ExportTotals {
  totalViews: number;
  totalClicks: number;
  totalSaves: number;
  totalSubmissions: number;
}

/** The totals an export of this scope is made from; all zero means there is nothing to export. */
export function scopeHasData(scope: ExportScope, totals: ExportTotals): boolean {
  switch (scope) {
    case "views":
    case "sources":
      return totals.totalViews > 0;
    case "clicks":
      return totals.totalClicks > 0;
    case "saves":
      return totals.totalSaves > 0;
    case "submissions":
      return totals.totalSubmissions > 0;
    default:
      // The summaries (overview, engagement, timing, devices, geographic) and 'all' draw on every kind.
      return totals.totalViews + totals.totalClicks + totals.totalSaves + totals.totalSubmissions > 0;
  }
}
