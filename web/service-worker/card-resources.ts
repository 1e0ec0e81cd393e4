/**
 * Which of a card page's addresses must be stored with it for the card to open offline with its
 * pictures: its script, its pictures and the uploads it links, its manifest and app icons, the
 * favicon and the contact file behind Save Contact. Links to other pages, outside sites and the
 * rest of /api/ are left alone: the worker caches nothing under /api/ but the public contact file.
 *
 * The page is our own server's HTML (server/render/), so reading its attributes with a pattern
 * is enough; a service worker has no DOMParser.
 */

/** The same-origin paths a card page loads or offers (server/render/card-page.tsx, card-view/). */
const STORED_WITH_A_CARD = [
  /^\/assets\//,
  /^\/uploads\//,
  /^\/icons\//,
  /^\/manifest\//,
  /^\/api\/vcard\//,
  /^\/favicon\.svg$/,
];

const ATTRIBUTE = /\s(?:src|href)="([^"]*)"/g;

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'", "#x27": "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_match, name: string) => ENTITIES[name]!);
}

function isStoredWithACard(url: URL, origin: string): boolean {
  return url.origin === origin && STORED_WITH_A_CARD.some((pattern) => pattern.test(url.pathname));
}

/** The addresses in the page at `pageUrl` to store with it, absolute, each once. */
export function cardPageResources(html: string, pageUrl: string): string[] {
  const { origin } = new URL(pageUrl);
  const found = new Set<string>();
  for (const [, raw] of html.matchAll(ATTRIBUTE)) {
    let url: URL;
    try {
      url = new URL(decodeEntities(raw!), pageUrl);
    } catch {
      continue;
    }
    if (isStoredWithACard(url, origin)) found.add(url.href);
  }
  return [...found];
}

/** The icons a card's manifest names, absolute, on our own origin only. */
export function manifestIcons(manifest: unknown, manifestUrl: string): string[] {
  const icons = (manifest as { icons?: unknown } | null)?.icons;
  if (!Array.isArray(icons)) return [];
  const { origin } = new URL(manifestUrl);
  const found = new Set<string>();
  for (const icon of icons) {
    const src = (icon as { src?: unknown } | null)?.src;
    if (typeof src !== "string") continue;
    try {
      const url = new URL(src, manifestUrl);
      if (isStoredWithACard(url, origin)) found.add(url.href);
    } catch {}
  }
  return [...found];
}
