/**
 * The in-process read cache of public cards: slug -> the presented card and what has been
 * rendered from it (page variants, JSON, QR code). A change announced by the cards service
 * drops the entry before the change is answered, so an edit shows on the next request.
 *
 * A read that started before a change must not store what it read after the change: every
 * drop bumps a generation, and a load stores its result only if no drop happened meanwhile.
 * Changes made outside the cards service (an owner's level, a deleted account) are bounded by
 * a short lifetime.
 */
import type { BusinessCard } from "../../../core/card";
import { type CardChange, isTemplateChange } from "../../lib/card-changes";

export interface CachedCard {
  card: BusinessCard;
  /** Renderings of this card, filled lazily by their users (page variants, JSON, QR). */
  rendered: Map<string, Promise<unknown>>;
  /** The renderings that are done, by the same keys, for answers that need not wait. */
  settled: Map<string, unknown>;
  expiresAt: number;
}

export interface CardCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export function createCardCache(options: CardCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 2000;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedCard>();
  /** Pending loads, so a burst of requests for one slug reads the database once. */
  const loading = new Map<string, Promise<CachedCard | undefined>>();
  let generation = 0;

  /** The cached card if it is there and fresh (no loading). */
  function fresh(slug: string): CachedCard | undefined {
    const entry = entries.get(slug);
    if (entry && entry.expiresAt > now()) return entry;
    if (entry) entries.delete(slug);
    return undefined;
  }

  function store(slug: string, card: BusinessCard): CachedCard {
    const entry: CachedCard = { card, rendered: new Map(), settled: new Map(), expiresAt: now() + ttlMs };
    // Map keeps insertion order: the first key is the oldest entry.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(slug, entry);
    return entry;
  }

  /** The cached card, or the one `load` reads (undefined: no such card, which is not cached). */
  async function get(
    slug: string,
    load: () => Promise<BusinessCard | undefined>,
  ): Promise<CachedCard | undefined> {
    const hit = fresh(slug);
    if (hit) return hit;
    const pending = loading.get(slug);
    if (pending) return pending;
    const startedAt = generation;
    const promise = load()
      .then((card) => {
        if (!card) return undefined;
        if (generation !== startedAt) return { card, rendered: new Map(), settled: new Map(), expiresAt: 0 };
        return store(slug, card);
      })
      .finally(() => {
        if (loading.get(slug) === promise) loading.delete(slug);
      });
    loading.set(slug, promise);
    return promise;
  }

  /** Drops the card under each slug and any entry of the card id (its slug may be unknown). */
  function drop(id: number, slugs: string[]): void {
    generation++;
    for (const slug of slugs) {
      entries.delete(slug);
      loading.delete(slug);
    }
    for (const [slug, entry] of entries) if (entry.card.id === id) entries.delete(slug);
  }

  /**
   * Drops every card linked to the template. Loads under way may have read the template before
   * its change and are not known by card: they are all forgotten (and, by the generation, not kept).
   */
  function dropTemplate(templateId: number): void {
    generation++;
    loading.clear();
    for (const [slug, entry] of entries) if (entry.card.templateId === templateId) entries.delete(slug);
  }

  /** Drops what an announced change concerns. */
  function forget(change: CardChange): void {
    if (isTemplateChange(change)) dropTemplate(change.templateId);
    else drop(change.id, change.slugs);
  }

  function clear(): void {
    generation++;
    entries.clear();
    loading.clear();
  }

  return { get, peek: fresh, drop, forget, clear, size: () => entries.size };
}
