/**
 * The quick editor's header (spec 000 §2: "The header shows a 'Saved' indicator for 3 seconds
 * after each save, and a link to the Advanced Editor"): the title, the 'Saved' indicator,
 * spoken politely by screen readers, and the way to the Advanced Editor. It is stuck to the
 * top of the screen, below the phone's menu bar, so a save far down the page is confirmed
 * where the person is; the page's scroll padding keeps controls clear of it and toasts keep
 * clear of it (data-toast-avoid).
 */
import { CheckCircle2, SlidersHorizontal } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useScrollPaddingFor } from "./use-scroll-padding-for";

export function QuickEditorHeader({ cardId, saved }: { cardId: number; saved: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useScrollPaddingFor(ref, "top");
  return (
    <header
      ref={ref}
      data-toast-avoid
      className="sticky top-14 z-20 -mx-4 -mt-4 border-b border-border bg-background px-4 py-2 sm:mx-0 sm:px-0 md:top-0 md:mt-0"
    >
      <div className="flex items-center gap-3">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">Quick Editor</h1>
        {/* The live region stays in the page, so the text put into it is announced. */}
        <p role="status" aria-live="polite" className="min-w-0 flex-1 text-sm">
          {saved && (
            <span className="inline-flex items-center gap-1 font-semibold text-success">
              <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
              Saved
            </span>
          )}
        </p>
        <Link to={`/card-editor/${cardId}`} className={cn(buttonClasses("outline", "sm"), "shrink-0")}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          Advanced Editor
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">Each change saves on its own.</p>
    </header>
  );
}
