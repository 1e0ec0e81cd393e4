import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border border-transparent bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground",
        className,
      )}
      {...props}
    />
  );
}
