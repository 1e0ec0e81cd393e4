/**
 * Where the range's views came from: the QR code, NFC tags, email signatures, wallet passes,
 * video backgrounds, the website button, or the plain link (core/view-sources.ts).
 */
import type { AnalyticsResponse } from "@core/schemas/analytics";
import { VIEW_SOURCE_LABELS } from "@core/view-sources";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ShareList } from "./audience-panel";

export function SourcesPanel({ data }: { data: AnalyticsResponse }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Sources</CardTitle>
        <CardDescription>
          Where visitors found the card. 'Direct link' is a visit through the card's plain address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ShareList
          title="Views by source"
          total={data.rangeSummary.views}
          shares={data.sources.map(({ source, count }) => ({
            key: source,
            name: VIEW_SOURCE_LABELS[source],
            count,
          }))}
        />
      </CardContent>
    </Card>
  );
}
