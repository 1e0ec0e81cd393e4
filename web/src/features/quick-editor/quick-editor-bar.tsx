/**
 * The quick editor's bar, stuck to the bottom of the screen (spec 000 §2 Quick editor): the
 * 'Saved' indicator for 3 s after each save, spoken politely by screen readers, so a save far
 * down the page is still confirmed where the person is; 'View my card' (the public page, in a
 * new tab) and 'Share' (the system's share sheet where the browser has one, else the link
 * copied). At the end of the page it rests below the last section, covering nothing; toasts
 * keep clear of it (data-toast-avoid).
 */
import { cardPath } from "@core/card-display";
import { CheckCircle2, ExternalLink, Share2 } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { copyLinkWithToast } from "@/features/card-editor/copy-link";
import { publicCardUrl } from "@/features/cards/api";
import { cn } from "@/lib/cn";

/** The share sheet, where there is one; otherwise (or if it fails) the link is copied. */
async function shareCard(name: string, url: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: name, url });
      return;
    } catch (error) {
      // The person closed the sheet: nothing to say.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyLinkWithToast(url);
}

/** Room kept between the bar and a control scrolled or tabbed to. */
const SCROLL_GAP_PX = 8;

/**
 * While the bar is shown, the page's scroll padding leaves its height free at the bottom, so
 * a control reached with Tab or scrolled into view lands above the bar, never under it.
 */
function useScrollPaddingFor(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const below = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.scrollPaddingBottom = `${element.offsetHeight + below + SCROLL_GAP_PX}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
    };
  }, [bar]);
}

export function QuickEditorBar({ slug, name, saved }: { slug: string; name: string; saved: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollPaddingFor(ref);
  return (
    <div
      ref={ref}
      data-toast-avoid
      className={cn(
        "sticky bottom-0 z-20 -mx-4 border-t border-border bg-card px-4 pt-2",
        "pb-[calc(0.5rem+env(safe-area-inset-bottom))]",
        "sm:bottom-4 sm:mx-0 sm:rounded-xl sm:border sm:pb-2 sm:shadow-lg",
      )}
    >
      <div className="flex items-center gap-2">
        {/* The live region stays in the page, so the text put into it is announced. */}
        <p role="status" aria-live="polite" className="min-w-0 flex-1 text-sm">
          {saved && (
            <span className="inline-flex items-center gap-1 font-semibold text-success">
              <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
              Saved
            </span>
          )}
        </p>
        <a
          href={cardPath(slug)}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonClasses("outline", "sm"), "shrink-0")}
        >
          <ExternalLink className="h-4 w-4" aria-hidden />
          View my card
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Button size="sm" className="shrink-0" onClick={() => void shareCard(name, publicCardUrl(slug))}>
          <Share2 className="h-4 w-4" aria-hidden />
          Share
        </Button>
      </div>
    </div>
  );
}
