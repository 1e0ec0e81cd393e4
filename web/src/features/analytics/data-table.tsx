import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface Column {
  header: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  /** Kept on one line (dates): the table scrolls rather than break them. */
  nowrap?: boolean;
}

/**
 * A plain table in a container of its own that scrolls sideways on a narrow screen (the page
 * itself never does). The container is focusable and named, so keyboard users can scroll it.
 */
export function DataTable({
  caption,
  columns,
  rows,
  minWidth,
}: {
  caption: string;
  columns: Column[];
  rows: { key: string; cells: ReactNode[] }[];
  /** Below this width the table scrolls instead of squeezing its columns. */
  minWidth?: string;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-border"
    >
      <table className="w-full border-collapse text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn("px-3 py-2 font-semibold", column.numeric && "text-right")}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, one per column.
                  key={index}
                  className={cn("px-3 py-2 align-top", columns[index]?.numeric && "text-right tabular-nums")}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
