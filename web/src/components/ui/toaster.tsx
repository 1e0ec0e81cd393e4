import { TOAST_DURATION_MS } from "@core/limits";
import { Toast } from "radix-ui";
import { useLayoutEffect, useState } from "react";
import { cn } from "@/lib/cn";
import { type Box, dismissToast, type ToastPlacement, toastPlacement, useToasts } from "@/lib/toast";
import { TOAST_CLASSES, TOAST_VARIANT_CLASSES } from "./toast-look";

/** Below Tailwind's `sm`: a phone, where toasts are compact and start at the top. */
const PHONE_QUERY = "(max-width: 639px)";

/** The fields a person types into; a button or a checkbox is not "being edited". */
const TEXT_FIELD =
  "textarea, select, [contenteditable='true'], [contenteditable=''], input:not([type='button'], [type='submit'], [type='reset'], [type='checkbox'], [type='radio'], [type='file'], [type='range'], [type='color'], [type='hidden'])";

function box(element: Element): Box {
  const { top, bottom } = element.getBoundingClientRect();
  return { top, bottom };
}

/**
 * What the visual viewport leaves out (an on-screen keyboard below, a zoomed view above) is
 * treated like a bar, so toasts stay where they can be seen.
 */
function hiddenEdges(height: number): Box[] {
  const visual = window.visualViewport;
  if (!visual) return [];
  const edges: Box[] = [];
  if (visual.offsetTop > 0) edges.push({ top: 0, bottom: visual.offsetTop });
  const visibleBottom = visual.offsetTop + visual.height;
  if (visibleBottom < height - 1) edges.push({ top: visibleBottom, bottom: height });
  return edges;
}

function measure(): ToastPlacement {
  const height = window.innerHeight;
  const focused = document.activeElement;
  const field = focused?.matches(TEXT_FIELD) ? box(focused) : undefined;
  return toastPlacement({
    height,
    phone: window.matchMedia(PHONE_QUERY).matches,
    field,
    bars: [...[...document.querySelectorAll("[data-toast-avoid]")].map(box), ...hiddenEdges(height)],
  });
}

/**
 * Where the stack goes while toasts are shown: re-measured when the focus moves, the page
 * scrolls or the window changes size, so a toast never sits over the field being edited nor
 * over a bar such as the quick editor's.
 */
function usePlacement(active: boolean): ToastPlacement | null {
  const [placement, setPlacement] = useState<ToastPlacement | null>(null);
  // Measured before the first toast is painted, so it never shows on the wrong side first.
  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPlacement(measure()));
    };
    setPlacement(measure());
    const events = ["focusin", "focusout", "scroll", "resize"] as const;
    for (const event of events) window.addEventListener(event, update, { passive: true, capture: true });
    window.visualViewport?.addEventListener("resize", update);
    window.visualViewport?.addEventListener("scroll", update);
    return () => {
      cancelAnimationFrame(frame);
      for (const event of events) window.removeEventListener(event, update, { capture: true });
      window.visualViewport?.removeEventListener("resize", update);
      window.visualViewport?.removeEventListener("scroll", update);
      setPlacement(null);
    };
  }, [active]);
  return active ? placement : null;
}

/** Renders the toast store (at most 5 toasts, 5 s each). */
export function Toaster() {
  const toasts = useToasts();
  const placement = usePlacement(toasts.length > 0);
  const top = placement?.side === "top";
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          // The newest sits nearest the edge; when room is short, the oldest are cut off. (Radix
          // portals each toast into the list in mount order, so the order is set here.)
          style={{ order: top ? -item.id : item.id }}
          className={cn(TOAST_CLASSES, TOAST_VARIANT_CLASSES[item.variant])}
        >
          <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
          {item.description && (
            <Toast.Description className="text-sm break-words opacity-90">
              {item.description}
            </Toast.Description>
          )}
          <Toast.Close
            aria-label="Dismiss"
            className="absolute right-2 top-2 rounded-md px-2 py-1 text-sm opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className={cn(
          "fixed right-0 z-[100] flex w-full max-w-sm flex-col gap-2 overflow-hidden p-2 outline-none sm:p-4",
          !top && "justify-end",
        )}
        style={{
          top: top ? placement.offset : "auto",
          bottom: top ? "auto" : (placement?.offset ?? 0),
          maxHeight: placement?.maxHeight,
        }}
      />
    </Toast.Provider>
  );
}
