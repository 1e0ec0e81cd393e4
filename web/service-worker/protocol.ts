/**
 * What the service worker and the pages that talk to it agree on: the cache names (an offline
 * cache and a dynamic cache) and the messages. Imported by the worker and by the
 * dashboard's Offline tab, so the two can never disagree on a name.
 */

/** Cards the owner saved for offline use (the Offline tab's CACHE_CARD); kept until 'Clear Cache'. */
export const OFFLINE_CACHE = "cardfolio-offline-v1";
/** What the worker keeps as it goes: card pages, their pictures and icons, bounded in size. */
export const DYNAMIC_CACHE = "cardfolio-dynamic-v1";

/** The worker's file; scope "/" (its folder), so it covers the app and every card's page. */
export const WORKER_URL = "/service-worker.js";
/**
 * The public card page registers the worker with this query when no worker is there yet: it
 * then precaches only what a card page needs, not the whole signed-in app (a visitor would
 * otherwise download the dashboard's code in the background). The app registers the plain URL,
 * which replaces it with the full worker.
 */
export const CARD_ONLY_QUERY = "shell=card";

/** Asks the worker to store a card's page with everything it loads in the offline cache. */
export interface CacheCardMessage {
  type: "CACHE_CARD";
  slug: string;
}

/** The worker's answer, on the message's port, once the card is stored or has failed. */
export type CacheCardReply = { ok: true } | { ok: false; error: string };
