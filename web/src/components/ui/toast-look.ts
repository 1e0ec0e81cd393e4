/** How a toast looks, the same from the toast stack (toaster.tsx) and its plain stand-in (plain-toasts.tsx). */
export const TOAST_CLASSES =
  "relative grid shrink-0 gap-0.5 rounded-lg border p-3 pr-10 shadow-lg sm:gap-1 sm:p-4 sm:pr-10";

export const TOAST_VARIANT_CLASSES = {
  default: "border-border bg-card text-card-foreground",
  success: "border-success/40 bg-card text-card-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
} as const;
