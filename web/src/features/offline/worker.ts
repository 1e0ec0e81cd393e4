/**
 * The app's side of the service worker (web/service-worker/, decision 015): registering it at
 * load (a failure is only logged) and asking it to keep a card for offline use.
 */
import { type CacheCardMessage, type CacheCardReply, WORKER_URL } from "../../../service-worker/protocol";

/** How long to wait for a worker to be running before caching is reported as failed. */
const WORKER_READY_TIMEOUT_MS = 10_000;
/** A card with many large pictures on a slow line; past this the attempt is reported as failed. */
const CACHE_CARD_TIMEOUT_MS = 60_000;

export function offlineSupported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof caches !== "undefined";
}

/**
 * Registers the full worker once the page has loaded, so its precaching never competes with the
 * page's own first load. Production builds only. (The browser's own call: Workbox's window class
 * would add its weight to every first load for this one step.)
 */
export function registerAppWorker(): void {
  if (!import.meta.env.PROD || !offlineSupported()) return;
  const register = () => {
    navigator.serviceWorker.register(WORKER_URL).catch((error: unknown) => {
      console.warn("Service worker registration failed", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Resolves once the worker has stored the card's page and everything it loads; rejects with why not. */
export async function cacheCardOffline(slug: string): Promise<void> {
  const registration = await within(
    navigator.serviceWorker.ready,
    WORKER_READY_TIMEOUT_MS,
    "Starting the offline worker",
  );
  const worker = registration.active;
  if (!worker) throw new Error("The offline worker is not running");
  const message: CacheCardMessage = { type: "CACHE_CARD", slug };
  // Fetched here, not with the page: every first load would carry it.
  const { messageSW } = await import("workbox-window");
  const reply = (await within(
    messageSW(worker, message),
    CACHE_CARD_TIMEOUT_MS,
    "Caching the card",
  )) as CacheCardReply;
  if (!reply.ok) throw new Error(reply.error);
}
