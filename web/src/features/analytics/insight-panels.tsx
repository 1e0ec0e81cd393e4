import { formatPercent, type Rates, smartInsights, type Totals } from "@core/analytics";
import type { AnalyticsResponse } from "@core/schemas/analytics";
import { Lightbulb, TrendingUp, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

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

/** Growth Insights, Engagement Metrics and Smart Insights (spec 001 §2, §9). */
export function InsightPanels({
  recent,
  rates,
  totals,
}: {
  recent: AnalyticsResponse["recent"];
  rates: Rates;
  totals: Totals;
}) {
  const icon = "h-4 w-4 text-primary";
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Panel title="Growth Insights" icon={<TrendingUp className={icon} aria-hidden />}>
        <dl className="divide-y divide-border">
          <Row label="Views (last 30 days)" value={recent.views30d.toLocaleString()} />
          <Row label="Average daily views" value={rates.averageDailyViews.toFixed(1)} />
          <Row label="Clicks (last 30 days)" value={recent.clicks30d.toLocaleString()} />
        </dl>
      </Panel>
      <Panel title="Engagement Metrics" icon={<Zap className={icon} aria-hidden />}>
        <dl className="divide-y divide-border">
          <Row label="Engagement rate" value={formatPercent(rates.engagement)} />
          <Row label="Conversion rate" value={formatPercent(rates.conversion)} />
          <Row label="Total interactions" value={rates.totalInteractions.toLocaleString()} />
        </dl>
      </Panel>
      <Panel title="Smart Insights" icon={<Lightbulb className={icon} aria-hidden />}>
        <div className="space-y-2 text-sm">
          {smartInsights(totals).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Panel>
    </div>
  );
}
