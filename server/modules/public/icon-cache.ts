/**
 * Generated app icons kept as PNG bytes, apart from the card cache: a 512 px photo icon can weigh
 * hundreds of kilobytes, so these are bounded by their total size, not by a count of cards.
 * Least recently used goes first. A card's icons are dropped when it changes (service.ts); keys
 * carry the drawing's version as well, so an icon drawn from a card read before a change is
 * never taken for the new one.
 */

interface Kept<T> {
  cardId: number;
  made: Promise<T>;
  size: number;
}

export interface IconCacheOptions {
  maxBytes?: number;
  /** Also bounds drawings under way, whose size is not known yet. */
  maxEntries?: number;
}

export function createIconCache<T extends { bytes: Buffer }>(options: IconCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 3000;
  const entries = new Map<string, Kept<T>>();
  let total = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.size;
  }

  function evict(): void {
    // Map keeps insertion order, and a hit is moved to the end: the first key is the least recent.
    while ((total > maxBytes || entries.size > maxEntries) && entries.size > 1)
      remove(entries.keys().next().value!);
  }

  /** The kept icon under `key`, or the one `make` draws (concurrent first calls share it). */
  function get(cardId: number, key: string, make: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.made;
    }
    const entry: Kept<T> = { cardId, made: make(), size: 0 };
    entries.set(key, entry);
    entry.made.then(
      (icon) => {
        if (entries.get(key) !== entry) return;
        entry.size = icon.bytes.length;
        total += entry.size;
        evict();
      },
      // A failed drawing is not kept: the next request tries again.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    evict();
    return entry.made;
  }

  function dropCard(cardId: number): void {
    for (const [key, entry] of entries) if (entry.cardId === cardId) remove(key);
  }

  function clear(): void {
    entries.clear();
    total = 0;
  }

  return { get, dropCard, clear, size: () => entries.size, bytes: () => total };
}
