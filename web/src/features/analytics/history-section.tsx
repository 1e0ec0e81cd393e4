import type { AnalyticsResponse } from "@core/schemas/analytics";
import { HISTORY_KINDS } from "@core/schemas/analytics";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { HISTORY } from "./history-columns";
import { HistoryTable } from "./history-table";

/** The history tables, one tab each: views, clicks, saves and form submissions. */
export function HistorySection({ data }: { data: AnalyticsResponse }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Activity History</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="views">
          <TabsList aria-label="Activity history">
            {HISTORY_KINDS.map((kind) => (
              <TabsTrigger key={kind} value={kind}>
                {HISTORY[kind].tab}
              </TabsTrigger>
            ))}
          </TabsList>
          {HISTORY_KINDS.map((kind) => (
            <TabsContent key={kind} value={kind}>
              <HistoryTable cardId={data.card.id} kind={kind} first={data[kind]} summary={data.summary} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
