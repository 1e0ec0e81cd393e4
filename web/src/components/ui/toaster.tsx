import { TOAST_DURATION_MS } from "@core/limits";
import { Toast } from "radix-ui";
import { cn } from "@/lib/cn";
import { dismissToast, useToasts } from "@/lib/toast";

const VARIANT_CLASSES = {
  default: "border-border bg-card text-card-foreground",
  success: "border-success/40 bg-card text-card-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
} as const;

/** Renders the toast store (at most 5 toasts, 5 s each). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            "relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg",
            VARIANT_CLASSES[item.variant],
          )}
        >
          <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
          {item.description && (
            <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
          )}
          <Toast.Close
            aria-label="Dismiss"
            className="absolute right-2 top-2 rounded-md px-2 py-1 text-sm opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
