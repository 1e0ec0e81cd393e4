/**
 * A small toast store: at most 5 at once, each dismissed after 5 s.
 * `toast()` can be called from anywhere; the <Toaster> renders the current list.
 */

import { TOAST_LIMIT } from "@core/limits";
import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const item: ToastItem = { id: nextId++, variant: "default", ...input };
  // Newest last; the oldest make way once the limit is reached.
  items = [...items, item].slice(-TOAST_LIMIT);
  emit();
  return item.id;
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

export function currentToasts(): ToastItem[] {
  return items;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, currentToasts, currentToasts);
}

/* ---- Where the toasts go: never over the field being edited, nor over a bar they must leave free ---- */

/** A box on the screen, in viewport pixels (as getBoundingClientRect gives it). */
export interface Box {
  top: number;
  bottom: number;
}

export interface PlacementInput {
  /** The viewport's height. */
  height: number;
  /** Phones put toasts at the top by default (the thumb and a sticky bar are at the bottom). */
  phone: boolean;
  /** The text field with the keyboard focus, if any. */
  field?: Box;
  /** Bars fixed or stuck to an edge that toasts must leave visible (`data-toast-avoid`). */
  bars: Box[];
}

export interface ToastPlacement {
  side: "top" | "bottom";
  /** The distance from that edge of the viewport. */
  offset: number;
  /** The height the stack may take without reaching the field (the oldest are cut off). */
  maxHeight: number;
}

/** A stack is never squeezed below one compact toast: an error must stay readable. */
const MIN_STACK_HEIGHT = 88;
/** Room left between the stack and the field it avoids. */
const FIELD_GAP = 8;

/**
 * Places the toast stack: on the side away from the focused field (the side with more room),
 * else top on phones and bottom on larger screens, in both cases clear of the bars.
 */
export function toastPlacement({ height, phone, field, bars }: PlacementInput): ToastPlacement {
  let topInset = 0;
  let bottomInset = 0;
  for (const bar of bars) {
    if (bar.bottom <= 0 || bar.top >= height) continue; // Scrolled out of sight.
    if ((bar.top + bar.bottom) / 2 > height / 2) bottomInset = Math.max(bottomInset, height - bar.top);
    else topInset = Math.max(topInset, bar.bottom);
  }
  const free = Math.max(MIN_STACK_HEIGHT, height - topInset - bottomInset);
  const preferred = phone ? "top" : "bottom";
  const inset = (side: "top" | "bottom") => (side === "top" ? topInset : bottomInset);
  if (!field || field.bottom <= topInset || field.top >= height - bottomInset) {
    return { side: preferred, offset: inset(preferred), maxHeight: free };
  }
  const above = field.top - topInset - FIELD_GAP;
  const below = height - bottomInset - field.bottom - FIELD_GAP;
  const side = above === below ? preferred : above > below ? "top" : "bottom";
  return {
    side,
    offset: inset(side),
    maxHeight: Math.max(MIN_STACK_HEIGHT, Math.min(free, side === "top" ? above : below)),
  };
}
