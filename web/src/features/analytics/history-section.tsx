import { readFormConfig } from "@core/form-config";
import type { AnalyticsResponse } from "@core/schemas/analytics";
import { HISTORY_KINDS, type HistoryKind } from "@core/schemas/analytics";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCard } from "@/features/cards/api";
import { useMarkLeadsSeen } from "@/features/leads/api";
import { HISTORY } from "./history-columns";
import type { FieldLabel } from "./history-format";
import { HistoryTable } from "./history-table";

/**
 * The card's form fields, to name the answers of its submissions: read only when there are
 * submissions; until then (or if the card cannot be read) answers show under their stored ids.
 */
function useFormFields(data: AnalyticsResponse): FieldLabel[] {
  const card = useCard(data.summary.totalSubmissions > 0 ? data.card.id : undefined);
  return useMemo(() => readFormConfig(card.data?.formConfig).fields, [card.data?.formConfig]);
}

/** The history tables, one tab each: views, clicks, saves and form submissions. */
export function HistorySection({ data }: { data: AnalyticsResponse }) {
  const fields = useFormFields(data);
  // `?history=submissions` opens a tab (the dashboard's New leads links to the form answers).
  const requested = useSearchParams()[0].get("history");
  const [tab, setTab] = useState<string>(
    HISTORY_KINDS.includes(requested as HistoryKind) ? (requested as HistoryKind) : "views",
  );
  // Opening the form answers makes them no longer new leads.
  useMarkLeadsSeen(data.card.id, "formAnswers", tab === "submissions");
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Activity History</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Activity history">
            {HISTORY_KINDS.map((kind) => (
              <TabsTrigger key={kind} value={kind}>
                {HISTORY[kind].tab}
              </TabsTrigger>
            ))}
          </TabsList>
          {HISTORY_KINDS.map((kind) => (
            <TabsContent key={kind} value={kind}>
              <HistoryTable
                cardId={data.card.id}
                kind={kind}
                first={data[kind]}
                summary={data.summary}
                fields={fields}
              />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
