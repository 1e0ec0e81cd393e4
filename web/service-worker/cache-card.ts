/**
 * CACHE_CARD: stores a card's public page and everything it loads in the offline
 * cache, so the card opens with the network off, pictures and Save Contact included.
 * Everything is fetched before anything is stored: a failure leaves the cache as it was, and the
 * Offline tab reports 'Caching failed' rather than a card that opens without its pictures.
 */
import { cardPath } from "../../core/card-display";
import { cardPageResources, manifestIcons } from "./card-resources";
import { OFFLINE_CACHE } from "./protocol";

async function fetchOk(url: string): Promise<Response> {
  // The worker's own requests never pass through its fetch handler: these reach the server.
  const response = await fetch(url, { credentials: "same-origin", cache: "no-cache" });
  if (!response.ok) throw new Error(`Could not fetch ${new URL(url).pathname} (${response.status}).`);
  return response;
}

export async function cacheCard(slug: string, origin: string): Promise<void> {
  const pageUrl = new URL(cardPath(slug), origin).href;
  const page = await fetchOk(pageUrl);
  const resources = cardPageResources(await page.clone().text(), pageUrl);
  const fetched = new Map<string, Response>();
  await Promise.all(resources.map(async (url) => fetched.set(url, await fetchOk(url))));
  for (const [url, response] of [...fetched]) {
    if (!new URL(url).pathname.startsWith("/manifest/")) continue;
    const icons = manifestIcons(await response.clone().json(), url).filter((icon) => !fetched.has(icon));
    await Promise.all(icons.map(async (icon) => fetched.set(icon, await fetchOk(icon))));
  }
  const cache = await caches.open(OFFLINE_CACHE);
  await Promise.all([...fetched].map(([url, response]) => cache.put(url, response)));
  await cache.put(pageUrl, page);
}
