import { type ReactNode, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * A chart with its figures in words: the summary as the caption, the drawing as one named
 * image, and a 'Show as table' toggle with every value (charts.tsx loads on first view).
 */
export function ChartFigure({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary: string;
  table: ReactNode;
  /** The chart; null draws nothing (the summary says why). */
  children: ReactNode;
}) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <figure className="min-w-0 space-y-3">
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      {children && (
        <div role="img" aria-label={title} className="h-[300px] min-w-0">
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center text-sm text-muted-foreground">
                Loading chart…
              </div>
            }
          >
            {children}
          </Suspense>
        </div>
      )}
      <Button
        variant="outline"
        size="sm"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? "Hide table" : "Show as table"}
      </Button>
      <div id={tableId} hidden={!showTable}>
        {table}
      </div>
    </figure>
  );
}
