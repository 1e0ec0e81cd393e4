import type { AnalyticsResponse, HistoryKind, HistoryPage } from "@core/schemas/analytics";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { useHistory } from "./api";
import { DataTable } from "./data-table";
import { HISTORY, type HistoryItem } from "./history-columns";
import type { FieldLabel } from "./history-format";

/** One history, newest first, 25 rows a page with 'Load more' for older ones. */
export function HistoryTable<K extends HistoryKind>({
  cardId,
  kind,
  first,
  summary,
  fields,
}: {
  cardId: number;
  kind: K;
  first: HistoryPage<K>;
  summary: AnalyticsResponse["summary"];
  /** The card's form fields, which name a submission's answers. */
  fields: FieldLabel[];
}) {
  const config = HISTORY[kind];
  const history = useHistory(cardId, kind, first);
  // Over a generic kind the pages' type is a union of all kinds; each page is of this table's kind.
  const pages = history.data.pages as unknown as { items: HistoryItem<K>[] }[];
  const items = pages.flatMap((page) => page.items);
  const total = config.total(summary);

  if (items.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">{config.empty}</p>;
  return (
    <div className="space-y-3">
      <DataTable
        caption={config.caption}
        columns={config.columns}
        minWidth={config.minWidth}
        rows={items.map((item) => ({ key: item.id, cells: config.cells(item, fields) }))}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
        <p aria-live="polite">
          Showing {items.length.toLocaleString()} of {Math.max(total, items.length).toLocaleString()}
        </p>
        {history.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        )}
      </div>
      {history.isFetchNextPageError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(history.error, "Could not load more rows. Please try again.")}
        </p>
      )}
    </div>
  );
}
