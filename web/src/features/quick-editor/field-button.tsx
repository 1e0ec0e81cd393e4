import { ChevronRight } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { TemplateIcon } from "@/features/card-fields/template-note";
import { cn } from "@/lib/cn";

interface FieldButtonProps extends ComponentProps<"button"> {
  /** A decorative icon, about 16 px. */
  icon: ReactNode;
  label: string;
  /** The current value, or the 'Add …' text when there is none. */
  value: string;
  empty: boolean;
  /** The chevron turns down while an inline editor below the button is open. */
  expanded?: boolean;
  /** Set (disabled) by the organisation's template: a lock, or a crossed-out eye, instead of the chevron. */
  held?: "locked" | "hidden";
}

/** One row of the quick-edit list: what the field is, what it holds, and that it opens. */
export function FieldButton({
  icon,
  label,
  value,
  empty,
  expanded,
  held,
  className,
  ...props
}: FieldButtonProps) {
  return (
    <button
      type="button"
      disabled={held !== undefined}
      className={cn(
        "flex min-h-14 w-full cursor-pointer items-center gap-3 px-4 py-2.5 text-left transition-colors",
        "hover:bg-accent/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
        "disabled:cursor-not-allowed disabled:hover:bg-transparent",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-medium text-muted-foreground">{label}</span>
        <span
          className={cn(
            "block truncate text-sm",
            held ? "text-muted-foreground" : empty ? "text-primary" : "font-medium",
          )}
        >
          {value}
        </span>
      </span>
      {held ? (
        <TemplateIcon state={held} className="text-muted-foreground" />
      ) : (
        <ChevronRight
          aria-hidden
          className={cn(
            "h-4 w-4 shrink-0 text-muted-foreground transition-transform",
            expanded && "rotate-90",
          )}
        />
      )}
    </button>
  );
}
