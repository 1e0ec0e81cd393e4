import { PRODUCT_NAME } from "@core/limits";
import { cn } from "@/lib/cn";

/** The product's mark and name, as the sidebar shows them. */
export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 text-lg font-bold", className)}>
      <span
        aria-hidden
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-primary font-bold text-primary-foreground"
      >
        C
      </span>
      {PRODUCT_NAME}
    </span>
  );
}
