/**
 * A small toast store: at most 5 at once, each dismissed after 5 s (spec 000 §4, §9).
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
