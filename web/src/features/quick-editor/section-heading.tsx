import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A section title of the quick editor (h2), styled as a quiet label above its list. */
export function SectionHeading({
  id,
  children,
  className,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <h2
      id={id}
      className={cn(
        "mb-2 px-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground",
        className,
      )}
    >
      {children}
    </h2>
  );
}
