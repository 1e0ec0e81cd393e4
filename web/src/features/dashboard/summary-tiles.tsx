import { productLevelName } from "@core/access";
import { formatCount } from "@core/count-format";
import { Award, Eye, IdCard, type LucideIcon, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useDashboardSummary } from "@/features/cards/api";
import { cn } from "@/lib/cn";

/**
 * One tile: a <dt>/<dd> pair in its own <div>, as a description list allows. The icon sits
 * inside the <dt> (above the label on phones, beside the pair from the sm breakpoint).
 */
function Tile({
  label,
  Icon,
  wordy = false,
  children,
}: {
  label: string;
  Icon: LucideIcon;
  /** A word rather than a number ('Professional'): smaller on a phone, where two tiles share a row. */
  wordy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="relative min-w-0 rounded-xl border border-border bg-card p-4 shadow-sm sm:pl-[4.25rem]">
      <dt className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
        <span
          aria-hidden
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:absolute sm:left-4 sm:top-1/2 sm:-translate-y-1/2"
        >
          <Icon className="h-5 w-5" />
        </span>
        {label}
      </dt>
      <dd className={cn("font-bold tabular-nums break-words", wordy ? "text-xl sm:text-2xl" : "text-2xl")}>
        {children}
      </dd>
    </div>
  );
}

/**
 * Total Cards, Views and Saves as the server counts them over the user's cards (real
 * counts, never placeholder zeros), and the level name.
 */
export function SummaryTiles({ accessLevel }: { accessLevel: number }) {
  const summary = useDashboardSummary();
  const total = (value: number | undefined) => {
    if (summary.isPending) return <Spinner label="Loading" className="[&_svg]:h-5 [&_svg]:w-5" />;
    if (value === undefined)
      return (
        <>
          <span aria-hidden>–</span>
          <span className="sr-only">Not available</span>
        </>
      );
    return formatCount(value);
  };
  return (
    <section aria-labelledby="summary-heading" className="space-y-3">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Total Cards" Icon={IdCard}>
          {total(summary.data?.totalCards)}
        </Tile>
        <Tile label="Total Views" Icon={Eye}>
          {total(summary.data?.totalViews)}
        </Tile>
        <Tile label="Total Saves" Icon={UserPlus}>
          {total(summary.data?.totalSaves)}
        </Tile>
        <Tile label="Account Level" Icon={Award} wordy>
          {productLevelName(accessLevel)}
        </Tile>
      </dl>
      {summary.isError && (
        <p className="text-sm text-muted-foreground">
          The totals could not be loaded. They will be retried when you come back to this page.
        </p>
      )}
    </section>
  );
}
