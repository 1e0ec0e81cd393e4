import type { BusinessCard } from "@core/card";
import { cardDisplayName, cardPath } from "@core/card-display";
import { formatCount } from "@core/count-format";
import { BarChart3 } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { type CardAnalyticsSummary, useAnalyticsSummaries } from "@/features/analytics/summaries-api";
import { analyticsPath } from "./card-links";

const FIGURES = [
  { key: "totalViews", label: "Views" },
  { key: "totalClicks", label: "Clicks" },
  { key: "totalSaves", label: "Saves" },
  { key: "totalSubmissions", label: "Submissions" },
] as const;

function Figures({ summary, loading }: { summary: CardAnalyticsSummary | undefined; loading: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {FIGURES.map(({ key, label }) => (
        <div key={key} className="rounded-lg bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {summary ? (
              formatCount(summary[key])
            ) : loading ? (
              <Spinner label="Loading" className="[&_svg]:h-4 [&_svg]:w-4" />
            ) : (
              <>
                <span aria-hidden>–</span>
                <span className="sr-only">Not available</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The dashboard's Analytics tab: each card's totals, read from its recorded events, and the way
 * to its analytics screen; 'No Cards to Analyze' without cards.
 */
export function AnalyticsTab({ cards }: { cards: BusinessCard[] }) {
  const summaries = useAnalyticsSummaries();
  if (cards.length === 0) {
    return (
      <section
        aria-labelledby="no-cards-to-analyze"
        className="flex flex-col items-center rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center"
      >
        <BarChart3 className="h-8 w-8 text-muted-foreground" aria-hidden />
        <h2 id="no-cards-to-analyze" className="mt-3 text-xl font-semibold">
          No Cards to Analyze
        </h2>
        <p className="mt-2 max-w-md text-sm text-muted-foreground">
          Create a card, share it, and its views, clicks and saves appear here.
        </p>
      </section>
    );
  }
  const byCard = new Map(summaries.data?.map((summary) => [summary.cardId, summary]));
  return (
    <div className="space-y-4">
      {summaries.isError && (
        <p className="text-sm text-muted-foreground">
          The totals could not be loaded. They will be retried when you come back to this page.
        </p>
      )}
      <ul className="grid gap-4 lg:grid-cols-2">
        {cards.map((card) => {
          const name = cardDisplayName(card);
          const headingId = `card-analytics-${card.id}`;
          return (
            <li key={card.id}>
              <section
                aria-labelledby={headingId}
                className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm"
              >
                <div className="min-w-0">
                  <h2 id={headingId} className="break-words text-lg font-semibold">
                    {name}
                  </h2>
                  <p className="break-all font-mono text-xs text-muted-foreground">{cardPath(card.slug)}</p>
                </div>
                <Figures summary={byCard.get(card.id)} loading={summaries.isPending} />
                <Link to={analyticsPath(card.id)} className={`${buttonClasses("outline", "sm")} self-start`}>
                  <BarChart3 className="h-4 w-4" aria-hidden />
                  View Analytics
                  <span className="sr-only">: {name}</span>
                </Link>
              </section>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
