/**
 * The quick editor's bar, stuck to the bottom of the screen: 'View my card' (the public page,
 * in a new tab) and 'Share' (the system's share sheet where the browser has one, else the link
 * copied). At the end of the page it rests below the last section, covering nothing; toasts
 * keep clear of it (data-toast-avoid).
 */
import { cardPath } from "@core/card-display";
import { ExternalLink, Share2 } from "lucide-react";
import { useRef } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { copyLinkWithToast } from "@/features/card-editor/copy-link";
import { publicCardUrl } from "@/features/cards/api";
import { cn } from "@/lib/cn";
import { useScrollPaddingFor } from "./use-scroll-padding-for";

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

export function QuickEditorBar({ slug, name }: { slug: string; name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollPaddingFor(ref, "bottom");
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
      <div className="flex items-center justify-end gap-2">
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
