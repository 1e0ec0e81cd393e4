import { lazy, Suspense, useState } from "react";
import { useToasts } from "@/lib/toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toast stack, fetched with the first toast: most page loads show none, so its code (Radix
 * Toast) stays out of the first load. Toasts raised meanwhile wait in the store and show once it
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
