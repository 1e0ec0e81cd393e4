import { formatPercent, rangeInsights } from "@core/analytics";
import { Lightbulb, TrendingUp, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { RangeSummary } from "./range-summary";

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Growth Insights, Engagement Metrics and Smart Insights, of the range chosen. */
export function InsightPanels({ figures, rates, window }: RangeSummary) {
  const icon = "h-4 w-4 text-primary";
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Panel title="Growth Insights" icon={<TrendingUp className={icon} aria-hidden />}>
        <dl className="divide-y divide-border">
          <Row label={`Views (${window})`} value={figures.views.toLocaleString()} />
          <Row label="Average daily views" value={rates.averageDailyViews.toFixed(1)} />
          <Row label={`Clicks (${window})`} value={figures.clicks.toLocaleString()} />
        </dl>
      </Panel>
      <Panel title="Engagement Metrics" icon={<Zap className={icon} aria-hidden />}>
        <dl className="divide-y divide-border">
          <Row label="Engagement rate" value={formatPercent(rates.engagement)} />
          <Row label="Conversion rate" value={formatPercent(rates.conversion)} />
          <Row label="Total interactions" value={rates.totalInteractions.toLocaleString()} />
        </dl>
        <p className="mt-2 text-xs text-muted-foreground">
          Rates are shares of unique visitors: who clicked or saved, and who saved the contact.
        </p>
      </Panel>
      <Panel title="Smart Insights" icon={<Lightbulb className={icon} aria-hidden />}>
        <div className="space-y-2 text-sm">
          {rangeInsights(figures, window).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Panel>
    </div>
  );
}
