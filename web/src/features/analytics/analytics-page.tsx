import type { AnalyticsRange } from "@core/schemas/analytics";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { usePageTitle } from "@/features/shell/use-page-title";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { AnalyticsScreen } from "./analytics-screen";
import { useAnalytics } from "./api";
import { browserTimeZone } from "./time-zone";
import "./analytics.css";

const LOAD_FAILED = "Failed to load analytics data. Please try again.";

/** The toast for analytics that cannot be shown: the server's denial for 403, else the spec's text (spec 001 §6, §8). */
function loadFailureTitle(error: unknown): string {
  if (error instanceof ApiError && error.status === 403 && error.serverMessage) return error.serverMessage;
  return LOAD_FAILED;
}

/**
 * /analytics/{id}: one card's analytics. A bad id, a missing card, a failed load or someone
 * else's card shows a toast and returns to the dashboard.
 */
export default function AnalyticsPage() {
  usePageTitle("Analytics");
  const { id } = useParams();
  const validId = id !== undefined && /^\d+$/.test(id);
  const [range, setRange] = useState<AnalyticsRange>("daily");
  const [tz] = useState(browserTimeZone);
  const analytics = useAnalytics(validId ? id : undefined, range, tz);
  const navigate = useNavigate();
  const redirected = useRef(false);
  const failure = !validId ? new Error("invalid id") : analytics.error;

  useEffect(() => {
    if (!failure || redirected.current) return;
    redirected.current = true;
    toast({ title: loadFailureTitle(failure), variant: "destructive" });
    navigate("/dashboard", { replace: true });
  }, [failure, navigate]);

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
