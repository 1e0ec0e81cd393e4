import { formatPercent, percentOf } from "@core/analytics";
import type { AnalyticsResponse } from "@core/schemas/analytics";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { orUnknown } from "./history-format";

interface Share {
  /** The value as the server grouped it (unique), where two may read the same ('Unknown'). */
  key: string;
  name: string;
  count: number;
}

/** One list of the largest groups, each with its share of all views as a bar. */
export function ShareList({ title, shares, total }: { title: string; shares: Share[]; total: number }) {
  const headingId = `audience-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      {shares.length === 0 ? (
        <p className="text-sm text-muted-foreground">No views yet</p>
      ) : (
        <ul className="space-y-2.5">
          {shares.map((share) => {
            const percent = percentOf(share.count, total);
            return (
              <li key={share.key} className="space-y-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words">{share.name}</span>
                  <span className="shrink-0 tabular-nums">
                    {share.count.toLocaleString()}{" "}
                    <span className="text-muted-foreground">({formatPercent(percent)})</span>
                  </span>
                </div>
                <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
                  <div className="h-full rounded-full bg-[var(--chart-1)]" style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Where the range's views come from: the devices and locations the server groups (largest first). */
export function AudiencePanel({ data }: { data: AnalyticsResponse }) {
  const total = data.rangeSummary.views;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Devices and Locations</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <ShareList
          title="Views by device"
          total={total}
          shares={data.devices.map(({ device, count }) => ({ key: device, name: orUnknown(device), count }))}
        />
        <ShareList
          title="Views by location"
          total={total}
          shares={data.locations.map(({ location, count }) => ({
            key: location,
            name: orUnknown(location),
            count,
          }))}
        />
      </CardContent>
    </Card>
  );
}
