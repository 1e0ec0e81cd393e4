/**
 * The public card page's failures, shown as toast-style messages a visitor can read, in
 * an alert line the script fills, not only in the console: Save Contact's download failing,
 * and the map failing to load (its configuration, Google's script, or Google refusing the
 * key). The map needs a server with a maps key: a second server (support/maps-server.ts) with
 * a fake one, whose failures the browser is made to meet by intercepting requests.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { createCard } from "./support/cards";
import { REPO_ROOT } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { USERS } from "./support/users";

const OWNER = USERS.cardEditor;
const DOWNLOAD_FAILED = "Download failed: Failed to download contact information. Please try again.";

async function ownersCard(request: APIRequestContext) {
  const login = await request.post("/api/login", {
    data: { username: OWNER.username, password: OWNER.password },
  });
  expect(login.status()).toBe(200);
  return createCard(request, { name: "Fay Failure", email: "fay@failure.example", theme: "health" });
}

/** The page's failure line: announced (role=alert), visible, and gone after 5 seconds. */
const failure = (page: Page) => page.locator(".pp-alert");

test.describe("Save Contact", () => {
  test("a failed download says so on the page @phone", async ({ page, request }) => {
    const card = await ownersCard(request);
    await page.goto(`/view/${card.slug}`);
    let asked = 0;
    await page.route(`**/api/vcard/${card.id}`, (route) => {
      asked++;
      return route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' });
    });
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/card-saves"));
    await page.getByRole("link", { name: "Save Contact" }).click();
    await saved;
    await expect(page.getByRole("alert")).toHaveText(DOWNLOAD_FAILED);
    await expect(failure(page)).toBeVisible();
    expect(asked).toBe(1);
    await expectNoSeriousA11yViolations(page, "download failed");
    // A toast dismisses itself after 5 seconds.
    await expect(failure(page)).toBeHidden({ timeout: 8_000 });
    await expect(failure(page)).toHaveText("");
  });

  test("a network error is a failure too, and the next try downloads", async ({ page, request }) => {
    const card = await ownersCard(request);
    await page.goto(`/view/${card.slug}`);
    await page.route(`**/api/vcard/${card.id}`, (route) => route.abort("connectionrefused"));
    const button = page.getByRole("link", { name: /Save Contact|Downloading/ });
    await button.click();
    await expect(page.getByRole("alert")).toHaveText(DOWNLOAD_FAILED);
    await page.unroute(`**/api/vcard/${card.id}`);
    await expect(button).toHaveText("Save Contact");
    const download = page.waitForEvent("download");
    await button.click();
    expect((await download).suggestedFilename()).toBe("Fay Failure.vcf");
  });
});

test.describe("the map", () => {
  let server: ChildProcess | undefined;
  let origin = "";
  let slug = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Node itself with tsx's loader, not `npx tsx`: npx and tsx start the server as a grandchild
    // that a SIGTERM to the spawned process never reaches, so it outlived every run.
    server = spawn(process.execPath, ["--import", "tsx", "e2e/support/maps-server.ts"], {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const lines = createInterface({ input: server.stdout! });
    for await (const line of lines) {
      const ready = /^ready (\S+) (\S+)$/.exec(line);
      if (ready) {
        [, origin = "", slug = ""] = ready;
        break;
      }
    }
    expect(origin, "the maps server did not start").not.toBe("");
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  async function showMap(page: Page) {
    await page.goto(`${origin}/view/${slug}`);
    await page.getByRole("button", { name: "Show Map" }).click();
  }

  test("Google's script failing to load shows 'Map cannot be loaded' and the inline error @phone", async ({
    page,
  }) => {
    await page.route("https://maps.googleapis.com/**", (route) => route.abort("connectionrefused"));
    await showMap(page);
    await expect(page.getByRole("alert").filter({ hasText: "Map cannot be loaded" })).toHaveText(
      "Map cannot be loaded: The maps script did not load",
    );
    await expect(page.getByRole("region", { name: "Map" })).toContainText("Failed to load Google Maps");
    await expectNoSeriousA11yViolations(page, "map failed");
  });

  test("the maps configuration failing names its error", async ({ page }) => {
    await page.route("**/api/config/maps", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' }),
    );
    await showMap(page);
    await expect(failure(page)).toHaveText("Map cannot be loaded: 503: Service Unavailable");
    await expect(failure(page)).toHaveAttribute("role", "alert");
  });

  test("Google refusing the key is told too", async ({ page }) => {
    // Google's script, as it behaves with a refused key: it loads, then calls gm_authFailure.
    await page.route("https://maps.googleapis.com/**", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: "window.gm_authFailure && window.gm_authFailure();",
      }),
    );
    await showMap(page);
    await expect(failure(page)).toHaveText("Map cannot be loaded: The maps key was refused");
  });
});
