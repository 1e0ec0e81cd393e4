/**
 * The quick editor's header: the title, the way to the Advanced Editor (spec 000 §2) and a
 * line saying how saving works. The 'Saved' indicator itself is in the bar at the bottom of
 * the screen (quick-editor-bar.tsx), where it is seen whichever field was saved.
 */
import { SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export function QuickEditorHeader({ cardId }: { cardId: number }) {
  return (
    <header className="space-y-1">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Quick Editor</h1>
        <Link to={`/card-editor/${cardId}`} className={cn(buttonClasses("outline", "sm"), "shrink-0")}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          Advanced Editor
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">Each change saves on its own.</p>
    </header>
  );
}
