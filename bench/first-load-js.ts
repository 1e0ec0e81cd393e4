/**
 * The JavaScript a page of the app fetches on its first load, as it crosses the network: Debian's
 * Chromium (through Playwright) opens the route with a phone's viewport and no service worker,
 * asking for Brotli as a browser on HTTPS does, waits until the network has been quiet, and
 * adds up the encoded bodies of every script response. Also reports what the page wrote to the
 * console as errors (a failed request shows there too).
 */
import { chromium } from "@playwright/test";
import type { Cookie } from "./typical-card";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Chromium advertises Brotli only to secure origins; the bench server listens on plain loopback. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

interface LoadedScript {
  path: string;
  /** The body as sent (compressed when Content-Encoding says so). */
  encodedBytes: number;
  encoding: string;
}

export interface FirstLoad {
  route: string;
  scripts: LoadedScript[];
  encodedBytes: number;
  consoleErrors: string[];
}

export async function measureFirstLoad(
  baseUrl: string,
  routes: string[],
  options: { cookies?: Cookie[] } = {},
): Promise<FirstLoad[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
  });
  try {
    const results: FirstLoad[] = [];
    for (const route of routes) {
      // A fresh context per route: nothing cached from the route before.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        serviceWorkers: "block",
        extraHTTPHeaders: { "accept-encoding": BROWSER_ENCODINGS },
      });
      if (options.cookies) {
        await context.addCookies(options.cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
      }
      const page = await context.newPage();
      const pending: Promise<LoadedScript>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        pending.push(
          response
            .request()
            .sizes()
            .then(async (sizes) => ({
              path: new URL(response.url()).pathname,
              encodedBytes: sizes.responseBodySize,
              encoding: (await response.headerValue("content-encoding")) ?? "identity",
            })),
        );
      });
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(error.message));
      await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
      // Loaded means the screen's heading is shown and nothing more is on its way.
      await page.locator("h1").first().waitFor();
      await page.waitForLoadState("networkidle");
      const scripts = (await Promise.all(pending)).sort((a, b) => b.encodedBytes - a.encodedBytes);
      results.push({
        route,
        scripts,
        encodedBytes: scripts.reduce((sum, script) => sum + script.encodedBytes, 0),
        consoleErrors,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export const kilobytes = (bytes: number): string => (bytes / 1024).toFixed(1);
