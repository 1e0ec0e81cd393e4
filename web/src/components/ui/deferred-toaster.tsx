import { lazy, Suspense, useState } from "react";
import { useToasts } from "@/lib/toast";

const loadToaster = () => import("./toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

// Fetched once the page has loaded, so a toast raised offline later (no network to fetch it
// then) still shows.
if (typeof window !== "undefined") {
  const preload = () => void loadToaster().catch(() => undefined);
  if (document.readyState === "complete") setTimeout(preload, 0);
  else window.addEventListener("load", () => setTimeout(preload, 0), { once: true });
}

/**
 * The toast stack, mounted with the first toast: its code (Radix Toast) is fetched after the
 * page has loaded, off the first load's critical path. Toasts raised meanwhile wait in the store and show once it
 * has loaded; from then on it stays mounted.
 */
export function DeferredToaster() {
  const pending = useToasts().length > 0;
  const [needed, setNeeded] = useState(false);
  if (pending && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
