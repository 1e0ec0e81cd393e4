/**
 * What the browser holds for offline use, read and cleared from the page itself: CacheStorage
 * is shared by the page and the worker, so no message is needed for this.
 */
import { cardPath } from "@core/card-display";
import { DYNAMIC_CACHE, OFFLINE_CACHE } from "../../../service-worker/protocol";

/** The slugs among `slugs` whose page is in the offline cache. */
export async function offlineSlugs(slugs: string[]): Promise<Set<string>> {
  if (!(await caches.has(OFFLINE_CACHE))) return new Set();
  const cache = await caches.open(OFFLINE_CACHE);
  const found = await Promise.all(
    slugs.map(async (slug) => ((await cache.match(cardPath(slug), { ignoreSearch: true })) ? slug : null)),
  );
  return new Set(found.filter((slug): slug is string => slug !== null));
}

/**
 * The slugs of every card page in the offline cache: what the Offline tab can still list when
 * the cards themselves cannot be loaded (no network).
 */
export async function savedCardSlugs(): Promise<string[]> {
  if (!(await caches.has(OFFLINE_CACHE))) return [];
  const requests = await (await caches.open(OFFLINE_CACHE)).keys();
  const slugs = requests
    .map((request) => /^\/view\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1])
    .filter((slug): slug is string => slug !== undefined)
    .map((slug) => decodeURIComponent(slug));
  return [...new Set(slugs)].sort();
}

/** 'Clear Cache': the offline and the dynamic caches. */
export async function clearOfflineCaches(): Promise<void> {
  await Promise.all([caches.delete(OFFLINE_CACHE), caches.delete(DYNAMIC_CACHE)]);
}

/**
 * At sign-out: card pages seen while signed in may be their owner's variant (custom CSS shown to
 * the owner only), so the next person at this browser must not get them from the cache.
 */
export async function forgetSignedInPages(): Promise<void> {
  if (typeof caches !== "undefined") await caches.delete(DYNAMIC_CACHE);
}

export interface StorageFigures {
  usedBytes: number;
  quotaBytes: number;
}

/** The origin's storage use and quota (`navigator.storage.estimate`), or null where not offered. */
export async function storageFigures(): Promise<StorageFigures | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return { usedBytes: usage, quotaBytes: quota };
}

/** Megabytes as the Offline tab shows them (storage used and quota, in MB). */
export function megabytes(bytes: number): string {
  // Made on first use: a number format costs the browser its locale data, which the app's first
  // screen should not wait for.
  oneDecimal ??= new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}

let oneDecimal: Intl.NumberFormat | undefined;
