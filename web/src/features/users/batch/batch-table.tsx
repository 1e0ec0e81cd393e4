import type { ReactNode } from "react";
import { ColumnHeads } from "@/components/ui/column-heads";
import { cn } from "@/lib/cn";

interface BatchTableProps {
  /** The table's accessible name. */
  label: string;
  /** A `min-w-*` class: below that width the table scrolls sideways instead of squeezing. */
  minWidth: string;
  columns: readonly string[];
  /** Added to the header row's classes. */
  headClassName?: string;
  /** The body's rows. */
  children: ReactNode;
}

/** A table of the batch dialog: it scrolls within half the screen's height under a header row that stays in view. */
export function BatchTable({ label, minWidth, columns, headClassName, children }: BatchTableProps) {
  return (
    // A region the keyboard reaches: on a phone the table is wider than the screen, and a table of
    // text alone would hold nothing focusable to scroll it with.
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative max-h-[50vh] overflow-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table className={cn("w-full border-collapse text-sm", minWidth)} aria-label={label}>
        <thead
          className={cn(
            "sticky top-0 bg-muted text-xs uppercase tracking-wide text-muted-foreground",
            headClassName,
          )}
        >
          <tr>
            <ColumnHeads className="px-3 py-2 text-left font-semibold" names={columns} />
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </section>
  );
}
