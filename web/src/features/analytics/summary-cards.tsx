import { formatPercent, type Rates } from "@core/analytics";
import type { AnalyticsResponse } from "@core/schemas/analytics";
import { Metric } from "./metric";

/** Total Views, Total Clicks, Total Saves and CTR with the engagement rate under it (spec 001 §2). */
export function SummaryCards({
  summary,
  recent,
  rates,
}: {
  summary: AnalyticsResponse["summary"];
  recent: AnalyticsResponse["recent"];
  rates: Rates;
}) {
  return (
    <section aria-labelledby="analytics-summary-heading">
      <h2 id="analytics-summary-heading" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Metric
          label="Total Views"
          value={summary.totalViews.toLocaleString()}
          sub={`${recent.views7d.toLocaleString()} in the last 7 days`}
        />
        <Metric
          label="Total Clicks"
          value={summary.totalClicks.toLocaleString()}
          sub={`${recent.clicks7d.toLocaleString()} in the last 7 days`}
        />
        <Metric
          label="Total Saves"
          value={summary.totalSaves.toLocaleString()}
          sub={`${recent.saves7d.toLocaleString()} in the last 7 days`}
        />
        <Metric
          label="CTR"
          value={formatPercent(rates.clickThrough)}
          sub={`${formatPercent(rates.engagement)} engagement`}
        />
      </dl>
    </section>
  );
}
