import { formatPercent } from "@core/analytics";
import { Metric } from "./metric";
import type { RangeSummary } from "./range-summary";

const count = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/**
 * Total Views, Unique Visitors, Total Clicks, Total Saves and CTR, all of the
 * range chosen; CTR is the share of unique visitors who clicked at least once.
 */
export function SummaryCards({ figures, rates, window }: RangeSummary) {
  return (
    <section aria-labelledby="analytics-summary-heading">
      <h2 id="analytics-summary-heading" className="sr-only">
        Summary of the {window}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Metric label="Total Views" value={figures.views.toLocaleString()} sub={`in the ${window}`} />
        <Metric
          label="Unique Visitors"
          value={figures.uniqueVisitors.toLocaleString()}
          sub="counted once a day, no addresses kept"
        />
        <Metric
          label="Total Clicks"
          value={figures.clicks.toLocaleString()}
          sub={`by ${count(figures.clickingVisitors, "visitor", "visitors")}`}
        />
        <Metric
          label="Total Saves"
          value={figures.saves.toLocaleString()}
          sub={`by ${count(figures.savingVisitors, "visitor", "visitors")}`}
        />
        <Metric
          label="CTR"
          className="col-span-2 lg:col-span-1"
          value={formatPercent(rates.clickThrough)}
          sub={`of ${count(figures.uniqueVisitors, "visitor", "visitors")} · ${formatPercent(rates.engagement)} engagement`}
        />
      </dl>
    </section>
  );
}
