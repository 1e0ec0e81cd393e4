import type { AnalyticsRange } from "@core/schemas/analytics";
import { useState } from "react";
import { useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { numericIdParam, useLeaveOnLoadFailure } from "@/features/shell/use-leave-on-load-failure";
import { usePageTitle } from "@/features/shell/use-page-title";
import { AnalyticsScreen } from "./analytics-screen";
import { useAnalytics } from "./api";
import { browserTimeZone } from "./time-zone";
import "./analytics.css";

const LOAD_FAILED = "Failed to load analytics data. Please try again.";

/**
 * /analytics/{id}: one card's analytics. A bad id, a missing card, a failed load or someone
 * else's card shows a toast and returns to the dashboard.
 */
export default function AnalyticsPage() {
  usePageTitle("Analytics");
  const { id } = useParams();
  const cardId = numericIdParam(id);
  const [range, setRange] = useState<AnalyticsRange>("daily");
  const [tz] = useState(browserTimeZone);
  const analytics = useAnalytics(cardId, range, tz);
  const failure = cardId === undefined ? new Error("invalid id") : analytics.error;
  useLeaveOnLoadFailure(failure, LOAD_FAILED);

  if (!analytics.data || failure) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading analytics" className="scale-150" />
      </div>
    );
  }
  return (
    <AnalyticsScreen
      // Another card is another screen: its export and table pages start afresh.
      key={analytics.data.card.id}
      data={analytics.data}
      range={range}
      onRangeChange={setRange}
      updating={analytics.isPlaceholderData}
      tz={tz}
    />
  );
}
