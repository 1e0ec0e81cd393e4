/**
 * A phone's slow link for the specs that check a page before its script: Chromium's own
 * throttling (400 kbit/s, 400 ms, as the review measured it), and the page's scripts held back.
 */
import type { Page } from "@playwright/test";

/** Chromium's own throttling of this page's network, through the DevTools protocol. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
}

/** Holds every script matching `patterns` (the build's, by default) back until the returned function is called. */
export async function holdScripts(
  page: Page,
  patterns: readonly string[] = ["**/assets/*.js"],
): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const pattern of patterns) {
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
  }
  return release;
}
