/// <reference lib="webworker" />
/**
 * The service worker at /service-worker.js, built by vite-plugin-pwa (injectManifest): Workbox
 * precaches the build's files under versioned names and routes requests; what is ours is which
 * requests go where.
 *
 * - App screens: always the network; offline, the precached app shell. The shell holds no user
 *   data (every screen fetches its data from /api/, which is never cached), so no signed-in
 *   screen can be served stale, to its user or to anyone else.
 * - Card pages, their manifests and contact files: the network first, kept in the dynamic cache;
 *   offline, the dynamic copy, else the copy the owner saved (offline cache), else an offline page.
 * - Pictures (content-hashed uploads, versioned icons) and hashed build files not precached: from
 *   the cache first; they never change under the same address.
 * - Nothing else under /api/ is touched.
 * - On activation, the card pages already open are stored too (keep-open-cards.ts), so a card
 *   installed from a visitor's first visit opens offline.
 *
 * A new build's worker takes over at once (decision 015).
 */
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { documentForPath } from "../../core/app-documents";
import { SLUG_MAX } from "../../core/limits";
import { cacheCard } from "./cache-card";
import { keepOpenCardPages } from "./keep-open-cards";
import {
  CARD_ONLY_QUERY,
  type CacheCardMessage,
  type CacheCardReply,
  DYNAMIC_CACHE,
  OFFLINE_CACHE,
} from "./protocol";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const OFFLINE_PAGE = "/offline.html";
/** The public page's script, named by its own build (vite-plugins/public-card-script.ts). */
const CARD_PAGE_SCRIPT = /(^|\/)assets\/public-card-[\w-]+\.js$/;
/** Card pages wait this long for the network before the cached copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 4;

/** Registered from a card page for a visitor: only what card pages need (protocol.ts). */
const cardOnly = self.location.search.includes(CARD_ONLY_QUERY);

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

/** This build's files with their revisions, injected by the build (named once: it is replaced by text). */
const buildFiles = self.__WB_MANIFEST;
const entryUrl = (entry: PrecacheEntry | string) => (typeof entry === "string" ? entry : entry.url);
const isCardPageFile = (entry: PrecacheEntry | string) => {
  const url = entryUrl(entry);
  return CARD_PAGE_SCRIPT.test(url) || url.endsWith(OFFLINE_PAGE.slice(1));
};
precacheAndRoute(cardOnly ? buildFiles.filter(isCardPageFile) : buildFiles);

/** One instance for the dynamic cache: Workbox keeps one expiry list per cache. */
const dynamicExpiry = new ExpirationPlugin({
  maxEntries: 300,
  maxAgeSeconds: 30 * 24 * 3600,
  purgeOnQuotaError: true,
});

/** Offline, the copy of this address the owner saved from the Offline tab. */
const savedCopy: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    caches.match(request, { cacheName: OFFLINE_CACHE, ignoreSearch: true }),
};

/** Last: a page that explains, instead of the browser's own error. */
const offlinePage: WorkboxPlugin = {
  handlerDidError: async () => matchPrecache(OFFLINE_PAGE),
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const under = (url: URL, ...prefixes: string[]) => prefixes.some((prefix) => url.pathname.startsWith(prefix));

const cardPages = new NetworkFirst({
  cacheName: DYNAMIC_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [dynamicExpiry, savedCopy, offlinePage],
});
const cardFiles = new NetworkFirst({ cacheName: DYNAMIC_CACHE, plugins: [dynamicExpiry, savedCopy] });
const lastingFiles = new CacheFirst({ cacheName: DYNAMIC_CACHE, plugins: [dynamicExpiry, savedCopy] });
/** Content-hashed uploads, hashed build files and icons named with their version never change. */
const isLasting = (url: URL) =>
  under(url, "/uploads/", "/assets/") || (under(url, "/icons/") && url.searchParams.has("v"));

registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && under(url, "/view/"),
  cardPages,
);
registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (under(url, "/manifest/", "/api/vcard/") || (under(url, "/icons/") && !isLasting(url))),
  cardFiles,
);
registerRoute(({ url }) => sameOrigin(url) && isLasting(url), lastingFiles);

self.addEventListener("activate", (event) => {
  const strategies = { page: cardPages, fileAt: (url: URL) => (isLasting(url) ? lastingFiles : cardFiles) };
  event.waitUntil(keepOpenCardPages(strategies, event));
});

if (!cardOnly) {
  // Offline, the page's own document from this build: the landing and sign-in pages theirs, every
  // other page the app's shell (core/app-documents.ts).
  const shell: WorkboxPlugin = {
    handlerDidError: async ({ request }) =>
      matchPrecache(`/${documentForPath(new URL(request.url).pathname)}`),
  };
  registerRoute(
    new NavigationRoute(new NetworkOnly({ plugins: [shell] }), {
      denylist: [/^\/view\//, /^\/api\//, /^\/uploads\//, /^\/icons\//, /^\/manifest\//, /^\/embed\//],
    }),
  );
}

function isCacheCardMessage(data: unknown): data is CacheCardMessage {
  const message = data as Partial<CacheCardMessage> | null;
  return (
    message?.type === "CACHE_CARD" && typeof message.slug === "string" && message.slug.length <= SLUG_MAX
  );
}

self.addEventListener("message", (event) => {
  if (!isCacheCardMessage(event.data)) return;
  const reply = (answer: CacheCardReply) => event.ports[0]?.postMessage(answer);
  event.waitUntil(
    cacheCard(event.data.slug, self.location.origin).then(
      () => reply({ ok: true }),
      (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    ),
  );
});
