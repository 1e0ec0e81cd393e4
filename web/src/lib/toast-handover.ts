/**
 * Toasts raised just before the page is left for another document (signing in on /auth, 'Use
 * Theme' on the landing page) would vanish with it: they are handed over through this tab's
 * session storage and raised again by the next page when it starts.
 */
import { TOAST_LIMIT } from "@core/limits";
import { currentToasts, type ToastItem, type ToastVariant, toast } from "./toast";

const HANDOVER_KEY = "cardfolio-toasts-handed-over";
const VARIANTS: readonly ToastVariant[] = ["default", "success", "destructive"];

/** Leaves this page for `address`, the toasts on screen going with it. */
export function leavePageWithToasts(address: string, { replace = false } = {}): void {
  try {
    const toasts = currentToasts().map(({ title, description, variant }) => ({
      title,
      description,
      variant,
    }));
    if (toasts.length > 0) sessionStorage.setItem(HANDOVER_KEY, JSON.stringify(toasts));
  } catch {
    // Storage refused (private mode, full): the page still changes, without the toasts.
  }
  if (replace) window.location.replace(address);
  else window.location.assign(address);
}

function isToast(value: unknown): value is Omit<ToastItem, "id"> {
  const item = value as Partial<ToastItem> | null;
  return (
    typeof item?.title === "string" &&
    (item.description === undefined || typeof item.description === "string") &&
    VARIANTS.includes(item.variant as ToastVariant)
  );
}

/** Raises the toasts the previous page handed over, once. */
export function raiseHandedOverToasts(): void {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(HANDOVER_KEY);
    sessionStorage.removeItem(HANDOVER_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  let toasts: unknown;
  try {
    toasts = JSON.parse(stored);
  } catch {
    return;
  }
  if (!Array.isArray(toasts)) return;
  for (const item of toasts.slice(-TOAST_LIMIT)) if (isToast(item)) toast(item);
}
