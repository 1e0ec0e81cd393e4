/**
 * The service worker and offline cards, so a saved card opens without a network, with a real
 * worker in Chromium (the other specs block workers): it registers and controls the app; a card
 * cached from the dashboard's Offline tab opens with the network off, pictures included, and a
 * card never cached shows the offline page; 'Clear Cache' empties both caches; a visitor's card
 * page gets the card-only worker and is installable (DevTools' installability check) with icons
 * of the declared sizes; a new build's worker takes over at once and leaves no stale cache.
 * Signed in without the server: a reload offline or with the server failing keeps the
 * user on the dashboard under a banner, the Offline tab included; only a real 401 signs out.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { DYNAMIC_CACHE, OFFLINE_CACHE } from "../web/service-worker/protocol";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type BusinessCard, createCard, withProfilePhoto } from "./support/cards";
import { REPO_ROOT } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { startStaticWebServer } from "./support/static-web-server";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

const USER = USERS.offlineOwner;

test.use({ serviceWorkers: "allow" });

/** A card of the owner's with an uploaded profile picture, named for this test and project. */
async function cardWithPicture(page: Page, name: string): Promise<BusinessCard> {
  const slug = `${name.toLowerCase().replace(/\W+/g, "-")}-${test.info().project.name}-${Date.now()}`;
  const card = await createCard(page, { slug, name, title: "Field Engineer", company: "Offline Works" });
  return withProfilePhoto(page, card, `offline-${slug}`, "#0f766e", 240);
}

/** The registration's state, for the report when no worker takes control. */
function registrationState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return "no registration";
    const { installing, waiting, active } = registration;
    return JSON.stringify({
      installing: installing?.state,
      waiting: waiting?.state,
      active: active?.state,
    });
  });
}

/**
 * Resolves once a worker controls the page (the worker claims open pages when it activates).
 * An install that failed (a precache request failing on a loaded CI machine) is retried by the
 * browser at the next navigation, as a visitor's next visit would: one reload, with the state
 * of the first attempt kept in the report.
 */
async function waitForControllingWorker(page: Page): Promise<string> {
  const controlled = () => navigator.serviceWorker.controller !== null;
  try {
    await page.waitForFunction(controlled, undefined, { timeout: 15_000 });
  } catch {
    await test.info().attach("worker state before the reload", { body: await registrationState(page) });
    await page.reload();
    await page.waitForFunction(controlled, undefined, { timeout: 15_000 });
  }
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The precache's entries by path, with the revision Workbox keeps in the query. */
function precachedEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((key) => key.startsWith("workbox-precache"));
    const entries: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        entries.push(url.pathname + url.search);
      }
    }
    return entries;
  });
}

test.describe("offline cards", () => {
  test("the worker controls the app; a card cached from the Offline tab opens offline with its picture; Clear Cache empties both caches @phone", async ({
    page,
    context,
  }) => {
    test.slow();
    await signIn(page, USER);
    // Unique: both projects, and repeated runs, share the owner.
    const name = `Olive ${test.info().project.name} ${Date.now() % 1_000_000}`;
    const card = await cardWithPicture(page, name);
    await page.goto("/dashboard?tab=offline");
    expect(new URL(await waitForControllingWorker(page)).pathname).toBe("/service-worker.js");
    // The app's worker is the full one, not the card-only worker a visitor's card page registers.
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).not.toContain(
      "shell=card",
    );

    const manager = page.getByRole("region", { name: "Offline Access" });
    await expect(manager.getByText("Online", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Storage used: [\d,.]+ MB of [\d,.]+ MB$/)).toBeVisible();
    await expect(
      page.getByText("Creating and editing cards requires an internet connection.", { exact: false }),
    ).toBeVisible();
    const available = page.getByRole("region", { name: "Available offline" });
    const cacheable = page.getByRole("region", { name: "Can be cached" });
    await expect(available.getByText("No cards are saved for offline use yet.")).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "offline tab");

    // not cached → caching → cached, when the worker reports the card stored.
    await cacheable.getByRole("button", { name: `Cache for offline: ${name}` }).click();
    await expectToast(page, "Card cached", `${name} is available offline.`);
    await expect(
      available.getByRole("link", { name: `Open ${name} (available offline, opens in a new tab)` }),
    ).toBeVisible();
    await expect(cacheable.getByRole("button", { name: `Cache for offline: ${name}` })).toHaveCount(0);
    const stored = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, OFFLINE_CACHE);
    expect(stored).toEqual(
      expect.arrayContaining([
        `/view/${card.slug}`,
        card.profilePicture,
        `/manifest/${card.slug}.json`,
        `/api/vcard/${card.id}`,
      ]),
    );

    await context.setOffline(true);
    await expect(manager.getByText("Offline", { exact: true })).toBeVisible();
    await expect(cacheable.getByText("Connect to the internet to save cards for offline use.")).toBeVisible();
    const cardPage = await context.newPage();
    await cardPage.goto(`/view/${card.slug}`);
    await expect(cardPage.getByRole("heading", { level: 1, name })).toBeVisible();
    const picture = cardPage.locator(`img[src="${card.profilePicture}"]`);
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
    // A card nobody saved: the worker's offline page, not the browser's error.
    await cardPage.goto(`/view/never-saved-${Date.now()}`);
    await expect(cardPage.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await cardPage.close();
    await context.setOffline(false);

    await page.getByRole("button", { name: "Clear Cache" }).click();
    await expectToast(page, "Cache cleared");
    expect(await cacheNames(page)).not.toContain(OFFLINE_CACHE);
    expect(await cacheNames(page)).not.toContain(DYNAMIC_CACHE);
    await expect(available.getByText("No cards are saved for offline use yet.")).toBeVisible();
    await expect(cacheable.getByRole("button", { name: `Cache for offline: ${name}` })).toBeEnabled();
  });

  test("a card the worker cannot fetch is reported as 'Caching failed' and stays cacheable", async ({
    page,
    context,
  }) => {
    await signIn(page, USER);
    const name = `Unreachable ${Date.now() % 1_000_000}`;
    const card = await cardWithPicture(page, name);
    await page.goto("/dashboard?tab=offline");
    await waitForControllingWorker(page);
    // The worker's own requests pass through the context's routes: its picture fails to load.
    await context.route(`**${card.profilePicture}`, (route) => route.fulfill({ status: 503, body: "" }));
    const cacheable = page.getByRole("region", { name: "Can be cached" });
    await cacheable.getByRole("button", { name: `Cache for offline: ${name}` }).click();
    await expectToast(page, "Caching failed", `Could not fetch ${card.profilePicture} (503).`);
    await expect(cacheable.getByRole("button", { name: `Cache for offline: ${name}` })).toBeEnabled();
    await expect(page.getByRole("region", { name: "Available offline" }).getByText(name)).toHaveCount(0);
    // Nothing of it was stored: all or nothing.
    const stored = await page.evaluate(
      async ([cacheName, path]) => Boolean(await (await caches.open(cacheName)).match(path)),
      [OFFLINE_CACHE, `/view/${card.slug}`] as const,
    );
    expect(stored).toBe(false);
  });

  test("a visitor's card page gets the card-only worker, is installable and opens offline after the first visit, and its manifest icons have the declared sizes; the app replaces the worker with its own and is installable too", async ({
    page,
  }) => {
    await signIn(page, USER);
    const card = await cardWithPicture(page, "Ivy Installable");

    // A visitor: a browser of their own, never signed in, with a profile on disk (Chromium
    // offers no installation in a private window, which is what a test context is).
    const profile = mkdtempSync(join(tmpdir(), "cardfolio-visitor-"));
    const visitor = await chromium.launchPersistentContext(profile, {
      ...test.info().project.use.launchOptions,
      baseURL: test.info().project.use.baseURL,
      serviceWorkers: "allow",
    });
    try {
      const cardPage = visitor.pages()[0] ?? (await visitor.newPage());
      await cardPage.goto(`/view/${card.slug}`);
      expect(await waitForControllingWorker(cardPage)).toContain("/service-worker.js?shell=card");
      const cdp = await visitor.newCDPSession(cardPage);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      // The first visit loaded before any worker existed; the worker stored the open page on
      // activation, so the card (installed now, say) opens with the network off, picture included.
      await expect
        .poll(
          () =>
            cardPage.evaluate(
              async ([cacheName, paths]) => {
                const cache = await caches.open(cacheName);
                return (await Promise.all(paths.map((path) => cache.match(path)))).every(Boolean);
              },
              [DYNAMIC_CACHE, [`/view/${card.slug}`, card.profilePicture!]] as const,
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      await visitor.setOffline(true);
      await cardPage.reload();
      await expect(cardPage.getByRole("heading", { level: 1, name: "Ivy Installable" })).toBeVisible();
      await expect
        .poll(() =>
          cardPage
            .locator(`img[src="${card.profilePicture}"]`)
            .evaluate((image: HTMLImageElement) => image.naturalWidth),
        )
        .toBe(240);
      await visitor.setOffline(false);

      // The card-only worker precached the card page's script, not the signed-in app.
      const precached = (await precachedEntries(cardPage)).map((entry) => entry.split("?")[0]);
      expect(precached.some((path) => /^\/assets\/public-card-/.test(path))).toBe(true);
      expect(precached).not.toContain("/index.html");
      expect(precached.some((path) => /^\/assets\/main-/.test(path))).toBe(false);

      // The same browser opening the app's sign-in page: the app's full worker replaces the
      // card-only one, and the app itself is installable from its own manifest.
      const appPage = await visitor.newPage();
      await appPage.goto("/auth");
      await expect
        .poll(() => appPage.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""), {
          timeout: 15_000,
        })
        .toMatch(/\/service-worker\.js$/);
      const appCdp = await visitor.newCDPSession(appPage);
      expect((await appCdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
      expect(await appPage.locator('link[rel="manifest"]').getAttribute("href")).toBe(
        "/manifest.webmanifest",
      );
    } finally {
      await visitor.close();
      rmSync(profile, { recursive: true, force: true });
    }

    const manifest = (await (await page.request.get(`/manifest/${card.slug}.json`)).json()) as {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512", "512x512"]);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      const { width, height } = await sharp(await response.body()).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});

const OFFLINE_BANNER = "You're offline: showing what was saved on this device";
const UNREACHABLE_BANNER = "Can't reach the server";

test.describe("signed in without the server", () => {
  test("offline, a reload keeps the dashboard under the offline banner, the Offline tab lists the saved cards, and the banner goes when the network is back @phone", async ({
    page,
    context,
  }) => {
    test.slow();
    await signIn(page, USER);
    const name = `Saved ${test.info().project.name} ${Date.now() % 1_000_000}`;
    const card = await cardWithPicture(page, name);
    await page.goto("/dashboard?tab=offline");
    await waitForControllingWorker(page);
    await page
      .getByRole("region", { name: "Can be cached" })
      .getByRole("button", { name: `Cache for offline: ${name}` })
      .click();
    await expectToast(page, "Card cached", `${name} is available offline.`);
    // Only a minimal copy of the user is remembered: no e-mail, nothing like a token.
    const remembered = await page.evaluate(() => localStorage.getItem("cardfolio.lastUser"));
    expect(JSON.parse(remembered!)).toEqual({
      id: expect.any(Number),
      username: USER.username,
      fullName: USER.fullName,
      accessLevel: USER.accessLevel,
    });

    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toBeVisible();
    await page.getByRole("tab", { name: "Offline" }).click();
    const manager = page.getByRole("region", { name: "Offline Access" });
    await expect(manager.getByText("Offline", { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Available offline" })
        .getByRole("link", { name: `Open /view/${card.slug} (available offline, opens in a new tab)` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "offline banner");

    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "My Cards" })).toBeVisible();
  });

  test.describe(() => {
    // The app's worker would fetch the page itself, past this test's stand-in for a failing server.
    test.use({ serviceWorkers: "block" });
    test("with the server failing, a reload keeps the dashboard under 'Can't reach the server'; when it answers again the banner goes @phone", async ({
      page,
    }) => {
      await signIn(page, USER);
      let failing = true;
      // A server that cannot read the session cannot write the dashboard either (decision 029): it
      // sends the app's shell, and the browser's own check fails. The shell is the one the server
      // sends for any screen it does not write.
      const shell = await (await page.request.get("/account")).text();
      await page.route("**/dashboard", (route) =>
        failing ? route.fulfill({ contentType: "text/html", body: shell }) : route.fallback(),
      );
      await page.route("**/api/user", (route) =>
        failing ? route.fulfill({ status: 503, body: "Service Unavailable" }) : route.fallback(),
      );
      await page.reload();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: UNREACHABLE_BANNER })).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page, "unreachable banner");

      // Refused connections, too.
      await page.unroute("**/api/user");
      await page.route("**/api/user", (route) =>
        failing ? route.abort("connectionrefused") : route.fallback(),
      );
      await page.reload();
      await expect(page.getByRole("status").filter({ hasText: UNREACHABLE_BANNER })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

      failing = false;
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByText(UNREACHABLE_BANNER)).toHaveCount(0);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });

  test("after the server ends the session (401), a reload goes to sign-in and forgets the user, also offline afterwards", async ({
    page,
    context,
  }) => {
    await signIn(page, USER);
    await waitForControllingWorker(page);
    expect(await page.evaluate(() => localStorage.getItem("cardfolio.lastUser"))).not.toBeNull();
    // The session ends on the server; the browser still sends its (now unknown) cookie.
    const cookies = await context.cookies();
    expect((await page.request.post("/api/logout")).status()).toBe(200);
    await context.addCookies(cookies);
    expect((await page.request.get("/api/user")).status()).toBe(401);

    // Sign-up is open, as far as this browser last heard.
    await page.route("**/api/config/auth", (route) => route.fulfill({ json: { allowSignup: true } }));
    await page.reload();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab")).toHaveText(["Login", "Register"]);
    expect(await page.evaluate(() => localStorage.getItem("cardfolio.lastUser"))).toBeNull();

    // Nothing remembered: offline, the app no longer pretends to be signed in; the Register tab
    // stays, as the server last said.
    await page.unroute("**/api/config/auth");
    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab")).toHaveText(["Login", "Register"]);
    await context.setOffline(false);
  });
});

test.describe("updates", () => {
  test("a new build's worker takes over at once and leaves no stale cache", async ({ page }) => {
    const root = mkdtempSync(join(tmpdir(), "cardfolio-sw-update-"));
    cpSync(join(REPO_ROOT, "web/dist"), root, { recursive: true });
    const workerFile = join(root, "service-worker.js");
    const built = readFileSync(workerFile, "utf8");
    const shellEntry = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/.exec(built);
    expect(shellEntry, "the build's worker lists index.html with a revision").not.toBeNull();
    /** A build: its own version of a hashed chunk and of the app shell, as `vite build` makes them. */
    const deploy = (chunk: string, shellRevision: string) => {
      writeFileSync(join(root, "assets", chunk), `console.log(${JSON.stringify(chunk)});`);
      writeFileSync(
        join(root, "index.html"),
        `${readFileSync(join(REPO_ROOT, "web/dist/index.html"), "utf8")}<!-- ${shellRevision} -->`,
      );
      writeFileSync(
        workerFile,
        built.replace(
          shellEntry![0],
          `{"revision":"${shellRevision}","url":"index.html"},{"revision":null,"url":"assets/${chunk}"}`,
        ),
      );
    };
    deploy("screen-OLD11111.js", "aaaaaaaa");
    const server = await startStaticWebServer(root);
    try {
      await page.goto(`${server.origin}/`);
      await waitForControllingWorker(page);
      await expect.poll(() => precachedEntries(page)).toContain("/assets/screen-OLD11111.js");
      expect(await precachedEntries(page)).toContain("/index.html?__WB_REVISION__=aaaaaaaa");

      deploy("screen-NEW22222.js", "bbbbbbbb");
      const replaced = page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true)),
          ),
      );
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      // No reload, no closing of tabs: the new worker controls the open page.
      expect(await replaced).toBe(true);
      await expect.poll(() => precachedEntries(page)).toContain("/assets/screen-NEW22222.js");
      expect(await precachedEntries(page)).toContain("/index.html?__WB_REVISION__=bbbbbbbb");
      // The old build's files go while the new worker activates.
      await expect.poll(() => precachedEntries(page)).not.toContain("/assets/screen-OLD11111.js");
      expect(await precachedEntries(page)).not.toContain("/index.html?__WB_REVISION__=aaaaaaaa");
      expect((await cacheNames(page)).filter((name) => name.startsWith("workbox-precache"))).toHaveLength(1);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
