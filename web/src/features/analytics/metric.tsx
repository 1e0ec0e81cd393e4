import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** One figure of a <dl>: its name, the value and an optional line under it. */
export function Metric({
  label,
  value,
  sub,
  className,
}: {
  label: string;
  value: ReactNode;
  sub?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("min-w-0 rounded-lg border border-border bg-card p-4", className)}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {sub !== undefined && <dd className="mt-1 text-xs text-muted-foreground">{sub}</dd>}
    </div>
  );
}
