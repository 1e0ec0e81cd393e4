import { formatPercent, type Rates } from "@core/analytics";
import type { AnalyticsRange, AnalyticsResponse } from "@core/schemas/analytics";
import { lazy, useMemo } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  CHART_COLORS,
  clickBars,
  clicksSummary,
  engagementSlices,
  engagementSummary,
  overviewPoints,
  overviewSummary,
  sliceShare,
} from "./chart-data";
import { ChartFigure } from "./chart-figure";
import { ClicksByLink } from "./clicks-by-link";
import { DataTable } from "./data-table";

// Recharts is loaded with the first chart drawn, in a chunk of its own (see charts.tsx).
const OverviewChart = lazy(() => import("./charts").then((module) => ({ default: module.OverviewChart })));
const ClicksChart = lazy(() => import("./charts").then((module) => ({ default: module.ClicksChart })));
const EngagementChart = lazy(() =>
  import("./charts").then((module) => ({ default: module.EngagementChart })),
);

const PERIOD_NAMES: Record<AnalyticsRange, { per: string; column: string }> = {
  daily: { per: "per day", column: "Day" },
  weekly: { per: "per week of the month", column: "Week" },
  monthly: { per: "per month", column: "Month" },
  yearly: { per: "per year", column: "Year" },
};

/** A series name in the tables, after a colour swatch matching the chart. */
function seriesName(index: number, name: string) {
  return (
    <>
      <span
        aria-hidden
        className="mr-2 inline-block h-2.5 w-2.5 rounded-sm align-middle"
        style={{ background: CHART_COLORS[index % CHART_COLORS.length] }}
      />
      {name}
    </>
  );
}

/** The chart panel: Overview, Clicks and Engagement. */
export function ChartPanel({ data, rates }: { data: AnalyticsResponse; rates: Rates }) {
  const period = PERIOD_NAMES[data.range];
  const points = useMemo(() => overviewPoints(data.range, data.series), [data.range, data.series]);
  const bars = useMemo(() => clickBars(data.clicksByType), [data.clicksByType]);
  const slices = useMemo(() => engagementSlices(data.rangeSummary), [data.rangeSummary]);
  const hasEvents = slices.some((slice) => slice.value > 0);

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Charts</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="overview">
          <TabsList aria-label="Charts">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="clicks">Clicks</TabsTrigger>
            <TabsTrigger value="engagement">Engagement</TabsTrigger>
          </TabsList>

          <TabsContent value="overview">
            <ChartFigure
              title={`Line chart of views, clicks and saves ${period.per}`}
              summary={overviewSummary(points)}
              table={
                <DataTable
                  caption={`Views, clicks and saves ${period.per}`}
                  columns={[
                    { header: period.column },
                    { header: "Views", numeric: true },
                    { header: "Clicks", numeric: true },
                    { header: "Saves", numeric: true },
                  ]}
                  rows={points.map((point, index) => ({
                    key: data.series[index]?.period ?? point.label,
                    cells: [point.label, point.views, point.clicks, point.saves],
                  }))}
                />
              }
            >
              <OverviewChart points={points} />
            </ChartFigure>
          </TabsContent>

          <TabsContent value="clicks">
            <ChartFigure
              title="Bar chart of clicks by link type"
              summary={clicksSummary(bars)}
              table={
                <DataTable
                  caption="Clicks by link type"
                  columns={[{ header: "Link type" }, { header: "Clicks", numeric: true }]}
                  rows={bars.map((bar, index) => ({
                    key: bar.label,
                    cells: [seriesName(index, bar.label), bar.count],
                  }))}
                />
              }
            >
              {bars.length > 0 ? <ClicksChart bars={bars} /> : null}
            </ChartFigure>
            <ClicksByLink links={data.clicksByLink} />
          </TabsContent>

          <TabsContent value="engagement">
            <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_14rem]">
              <ChartFigure
                title="Pie chart of views, clicks and saves"
                summary={engagementSummary(slices)}
                table={
                  <DataTable
                    caption="Events by kind"
                    columns={[
                      { header: "Kind" },
                      { header: "Count", numeric: true },
                      { header: "Share", numeric: true },
                    ]}
                    rows={slices.map((slice, index) => ({
                      key: slice.name,
                      cells: [
                        seriesName(index, slice.name),
                        slice.value,
                        formatPercent(sliceShare(slice, slices)),
                      ],
                    }))}
                  />
                }
              >
                {hasEvents ? <EngagementChart slices={slices} /> : null}
              </ChartFigure>
              <dl className="grid content-start gap-3 sm:grid-cols-2 md:grid-cols-1">
                <div className="rounded-lg border border-border p-4">
                  <dt className="text-sm text-muted-foreground">Click-through rate</dt>
                  <dd className="text-2xl font-bold tabular-nums">{formatPercent(rates.clickThrough, 2)}</dd>
                </div>
                <div className="rounded-lg border border-border p-4">
                  <dt className="text-sm text-muted-foreground">Save rate</dt>
                  <dd className="text-2xl font-bold tabular-nums">{formatPercent(rates.save, 2)}</dd>
                </div>
              </dl>
            </div>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
