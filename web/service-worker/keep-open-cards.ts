/**
 * When a worker activates, it stores the card pages already open in this browser, with what they
 * load, through the same strategies as its routes (into the dynamic cache, under its expiry).
 * A visitor's first card page loaded before any worker existed, so nothing of it passed
 * through one; without this, a card installed from that first visit would not open offline.
 */
import type { Strategy } from "workbox-strategies";
import { cardPageResources, manifestIcons } from "./card-resources";

declare const self: ServiceWorkerGlobalScope;

export interface CardStrategies {
  /** The card page itself (the /view/ navigation route). */
  page: Strategy;
  /** Each address the page loads, as its route would handle it. */
  fileAt(url: URL): Strategy;
}

async function keep(strategies: CardStrategies, event: ExtendableEvent, url: string): Promise<Response> {
  return strategies.fileAt(new URL(url)).handle({ event, request: new Request(url) });
}

async function keepCardPage(
  strategies: CardStrategies,
  event: ExtendableEvent,
  pageUrl: string,
): Promise<void> {
  const page = await strategies.page.handle({ event, request: new Request(pageUrl) });
  if (!page.ok) return;
  const files = cardPageResources(await page.text(), pageUrl);
  await Promise.all(
    files.map(async (url) => {
      const response = await keep(strategies, event, url);
      if (!new URL(url).pathname.startsWith("/manifest/") || !response.ok) return;
      const icons = manifestIcons(await response.json(), url).filter((icon) => !files.includes(icon));
      await Promise.all(icons.map((icon) => keep(strategies, event, icon)));
    }),
  );
}

/** Never fails the activation: a page that cannot be stored now is stored on its next visit. */
export async function keepOpenCardPages(strategies: CardStrategies, event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const cardPages = windows
    .map((client) => new URL(client.url))
    .filter((url) => url.origin === self.location.origin && url.pathname.startsWith("/view/"));
  await Promise.all(cardPages.map((url) => keepCardPage(strategies, event, url.href).catch(() => undefined)));
}
