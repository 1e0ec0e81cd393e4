import { ANALYTICS_RANGES, type AnalyticsRange } from "@core/schemas/analytics";
import { useId } from "react";
import { cn } from "@/lib/cn";

const RANGE_LABELS: Record<AnalyticsRange, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  yearly: "Yearly",
};

/**
 * The time range: how the chart groups the events. Radio buttons drawn as
 * a segmented control: arrow keys move between them as in any radio group.
 */
export function RangeSelector({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Time range</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {ANALYTICS_RANGES.map((range) => (
          <label
            key={range}
            className={cn(
              "relative inline-flex min-h-9 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              "has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-sm",
            )}
          >
            <input
              type="radio"
              name={name}
              value={range}
              checked={value === range}
              onChange={() => onChange(range)}
              // Transparent over the whole segment: a click or tap anywhere on it is on the radio itself.
              className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-md opacity-0"
            />
            {RANGE_LABELS[range]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
