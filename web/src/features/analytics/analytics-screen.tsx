import { rangeWindow, visitorRatesOf } from "@core/analytics";
import type { AnalyticsRange, AnalyticsResponse } from "@core/schemas/analytics";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AudiencePanel } from "./audience-panel";
import { ChartPanel } from "./chart-panel";
import { ExportMenu } from "./export-menu";
import { ExportStatus } from "./export-status";
import { FullAccessBanner } from "./full-access-banner";
import { HistorySection } from "./history-section";
import { InsightPanels } from "./insight-panels";
import { RangeSelector } from "./range-selector";
import { SourcesPanel } from "./sources-panel";
import { SummaryCards } from "./summary-cards";
import { useExport } from "./use-export";

interface AnalyticsScreenProps {
  data: AnalyticsResponse;
  range: AnalyticsRange;
  onRangeChange: (range: AnalyticsRange) => void;
  /** A new range is loading; the figures on screen are the previous range's. */
  updating: boolean;
  tz: string;
}

/** The analytics screen for one card, laid out top to bottom. */
export function AnalyticsScreen({ data, range, onRangeChange, updating, tz }: AnalyticsScreenProps) {
  // Every figure on the screen is the range's (rangeSummary); rates are per unique visitor.
  const figures = data.rangeSummary;
  const rates = visitorRatesOf(figures);
  const window = rangeWindow(data.range, figures.from);
  const exporter = useExport(data.card.id, range, tz, data.summary);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Dashboard
      </Link>

      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Analytics</h1>
          <p className="mt-1 break-words text-muted-foreground">{data.card.name || data.card.slug}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <RangeSelector value={range} onChange={onRangeChange} />
          <ExportMenu onExport={exporter.start} busy={exporter.running !== null && !exporter.running.done} />
          <span role="status" className="text-sm text-muted-foreground">
            {updating ? "Updating…" : ""}
          </span>
        </div>
        <ExportStatus running={exporter.running} />
      </header>

      <FullAccessBanner />
      <SummaryCards figures={figures} rates={rates} window={window} />
      <InsightPanels figures={figures} rates={rates} window={window} />
      <ChartPanel data={data} rates={rates} />
      <AudiencePanel data={data} />
      <SourcesPanel data={data} />
      <HistorySection data={data} />
    </div>
  );
}
