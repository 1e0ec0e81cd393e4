/**
 * The quick editor's header: the title, the 'Saved' indicator (3 s after each save, spoken
 * politely by screen readers) and the way to the Advanced Editor (spec 000 §2).
 */
import { CheckCircle2, SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export function QuickEditorHeader({ cardId, saved }: { cardId: number; saved: boolean }) {
  return (
    <header className="space-y-1">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Quick Editor</h1>
        <Link to={`/card-editor/${cardId}`} className={cn(buttonClasses("outline", "sm"), "shrink-0")}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          Advanced Editor
        </Link>
      </div>
      {/* One line that reads "Saved" for 3 s after a save, else a hint; the layout never jumps. */}
      <div className="relative h-5 text-sm">
        <p aria-hidden={saved} className={cn("truncate text-muted-foreground", saved && "invisible")}>
          Each change saves on its own.
        </p>
        {/* The live region stays in the page, so the text put into it is announced. */}
        <p role="status" aria-live="polite" className="absolute inset-0">
          {saved && (
            <span className="inline-flex items-center gap-1 font-semibold text-success">
              <CheckCircle2 className="h-4 w-4" aria-hidden />
              Saved
            </span>
          )}
        </p>
      </div>
    </header>
  );
}
