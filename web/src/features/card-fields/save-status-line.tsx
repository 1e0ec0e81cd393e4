import { AlertCircle, CheckCircle2 } from "lucide-react";
import { cn } from "@/lib/cn";
import type { SaveStatus } from "./save-status";

const TEXTS: Record<Exclude<SaveStatus, "idle">, string> = {
  saving: "Saving...",
  saved: "Saved",
  unsaved: "Unsaved changes",
  invalid: "Not saved: correct the marked fields",
  failed: "Not saved: 'Save Changes' tries again",
};

/**
 * An editor's save status, the same in both editors' headers. The live region stays in the
 * page while empty, so the text put into it is announced, politely.
 */
export function SaveStatusLine({ status, className }: { status: SaveStatus; className?: string }) {
  const refused = status === "invalid" || status === "failed";
  return (
    // A flex box one line high, empty or not: the words coming and going move nothing around it.
    <p role="status" aria-live="polite" className={cn("flex h-5 min-w-0 items-center text-sm", className)}>
      {status !== "idle" && (
        <span
          className={cn(
            "inline-flex items-center gap-1 font-semibold",
            status === "saved" && "text-success",
            refused && "text-destructive",
            (status === "saving" || status === "unsaved") && "text-muted-foreground",
          )}
        >
          {status === "saved" && <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />}
          {refused && <AlertCircle className="h-4 w-4 shrink-0" aria-hidden />}
          {TEXTS[status]}
        </span>
      )}
    </p>
  );
}
