import { type ComponentType, useEffect, useState } from "react";
import { useToasts } from "@/lib/toast";

const loadToaster = () => import("./toaster");

/**
 * Fetches the toast stack's code once the page has loaded, so a toast raised offline later (no
 * network to fetch it then) still shows. The signed-in app asks for it; the landing and sign-in
 * pages, light first visits, fetch it with their first toast.
 */
export function preloadToasterAfterLoad(): void {
  const preload = () => void loadToaster().catch(() => undefined);
  if (document.readyState === "complete") setTimeout(preload, 0);
  else window.addEventListener("load", () => setTimeout(preload, 0), { once: true });
}

/**
 * The toast stack, mounted with the first toast: its code (Radix Toast) is fetched after the
 * page has loaded, off the first load's critical path. Toasts raised meanwhile wait in the store
 * and show once it has loaded; from then on it stays mounted. The module is awaited directly
 * rather than through React.lazy, whose Suspense holds a revealed boundary back by a timer.
 */
export function DeferredToaster() {
  const pending = useToasts().length > 0;
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!pending || Toaster) return;
    let live = true;
    loadToaster().then(
      (module) => live && setToaster(() => module.Toaster),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pending, Toaster]);
  return Toaster ? <Toaster /> : null;
}
