/**
 * The toasts drawn without the toast stack's code, when that code could not be fetched (the
 * connection was lost before it was needed, on a page that does not fetch it ahead): the same
 * words and look in a polite live region, each dismissed after 5 s or with its button. The
 * stack takes over once its code arrives.
 */
import { TOAST_DURATION_MS } from "@core/limits";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import { dismissToast, type ToastItem } from "@/lib/toast";
import { TOAST_CLASSES, TOAST_VARIANT_CLASSES } from "./toast-look";

export function PlainToasts({ toasts }: { toasts: ToastItem[] }) {
  const timed = useRef(new Set<number>());
  useEffect(() => {
    for (const item of toasts) {
      if (timed.current.has(item.id)) continue;
      timed.current.add(item.id);
      setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    }
  }, [toasts]);

  if (toasts.length === 0) return null;
  return (
    <section aria-label="Notifications" className="fixed bottom-0 right-0 z-[100] w-full max-w-sm p-2 sm:p-4">
      <ol aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((item) => (
          <li key={item.id} className={cn(TOAST_CLASSES, TOAST_VARIANT_CLASSES[item.variant])}>
            <p className="text-sm font-semibold">{item.title}</p>
            {item.description && <p className="text-sm break-words opacity-90">{item.description}</p>}
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => dismissToast(item.id)}
              className="absolute right-2 top-2 cursor-pointer rounded-md px-2 py-1 text-sm opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
