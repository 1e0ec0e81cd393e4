/**
 * End-to-end tests against the built application: `npx vite build` first, then
 * `npx playwright test`. The server is started fresh for every run (e2e/support/start-server.ts).
 */
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { BASE_URL, WEB_DIST_INDEX } from "./e2e/support/env";

if (!existsSync(WEB_DIST_INDEX)) {
  throw new Error(
    `The end-to-end tests run against the built web app, but ${WEB_DIST_INDEX} is missing.\n` +
      'Build it first: "npx vite build" (or "npm run build").',
  );
}

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: "list",
  // A hang guard, not a speed target: on a 2-core CI machine with two workers, the longest tests
  // (several image uploads and accessibility scans in both themes) take 20-30 s.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      // Tests tagged @phone-only need a phone viewport.
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      // A subset: the tests tagged @phone (and @phone-only).
      grep: /@phone/,
      use: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: "npx tsx e2e/support/start-server.ts",
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
