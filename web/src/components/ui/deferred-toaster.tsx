import { type ComponentType, useEffect, useState } from "react";
import { useToasts } from "@/lib/toast";
import { PlainToasts } from "./plain-toasts";

const loadToaster = () => import("./toaster");

/**
 * Fetches the toast stack's code once the page has loaded, so a toast raised offline later (no
 * network to fetch it then) shows as it does online. The signed-in app asks for it; the landing
 * and sign-in pages, light first visits, fetch it with their first toast.
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
 * Where the code cannot be fetched (offline before it was needed), the toasts are drawn plainly
 * (plain-toasts.tsx), and the code is asked for again when the connection is back.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const pending = toasts.length > 0;
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const retry = () => setAttempt((count) => count + 1);
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the trigger to fetch again
  useEffect(() => {
    if (!pending || Toaster) return;
    let live = true;
    loadToaster().then(
      (module) => live && setToaster(() => module.Toaster),
      () => live && setUnreachable(true),
    );
    return () => {
      live = false;
    };
  }, [pending, Toaster, attempt]);
  if (Toaster) return <Toaster />;
  return unreachable ? <PlainToasts toasts={toasts} /> : null;
}
