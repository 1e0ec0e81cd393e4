/**
 * "A card changed": the cards service announces updates and deletions here, and whatever
 * keeps card data in memory (the public page's read cache) drops it at once. Listeners are
 * kept per application context, so several apps in one process (the tests) never mix.
 */
import type { AppContext } from "../context";

export interface CardChange {
  id: number;
  /** Every slug the change concerns: on a slug change, the old one and the new one. */
  slugs: string[];
}

type Listener = (change: CardChange) => void;

const listeners = new WeakMap<AppContext, Set<Listener>>();

export function onCardChanged(ctx: AppContext, listener: Listener): void {
  const set = listeners.get(ctx) ?? new Set<Listener>();
  listeners.set(ctx, set);
  set.add(listener);
}

/** Synchronous, so the cache is clean before the request that changed the card is answered. */
export function cardChanged(ctx: AppContext, change: CardChange): void {
  for (const listener of listeners.get(ctx) ?? []) listener(change);
}
