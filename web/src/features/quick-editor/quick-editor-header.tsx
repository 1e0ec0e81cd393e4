/**
 * The quick editor's header (a 'Saved' indicator for 3 seconds after each save, and a link
 * to the Advanced Editor): the title, the 'Saved' indicator,
 * spoken politely by screen readers, and the way to the Advanced Editor. It is stuck to the
 * top of the screen, below the phone's menu bar, so a save far down the page is confirmed
 * where the person is; the page's scroll padding keeps controls clear of it and toasts keep
 * clear of it (data-toast-avoid).
 */
import { SlidersHorizontal } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { useCardFields } from "@/features/card-fields/card-fields-provider";
import { saveStatus } from "@/features/card-fields/save-status";
import { SaveStatusLine } from "@/features/card-fields/save-status-line";
import { cn } from "@/lib/cn";
import { useScrollPaddingFor } from "./use-scroll-padding-for";

export function QuickEditorHeader({ cardId, saved }: { cardId: number; saved: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useScrollPaddingFor(ref, "top");
  // Each field is saved from its own dialog, so nothing here is ever left unsaved.
  const status = saveStatus({
    unsaved: false,
    saving: useCardFields().saving,
    refusal: null,
    justSaved: saved,
  });
  return (
    <header
      ref={ref}
      data-toast-avoid
      className="sticky top-14 z-20 -mx-4 -mt-4 border-b border-border bg-background px-4 py-2 sm:mx-0 sm:px-0 md:top-0 md:mt-0"
    >
      <div className="flex items-center gap-3">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">Quick Editor</h1>
        <SaveStatusLine status={status} className="flex-1" />
        <Link to={`/card-editor/${cardId}`} className={cn(buttonClasses("outline", "sm"), "shrink-0")}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          Advanced Editor
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">Each change saves on its own.</p>
    </header>
  );
}
