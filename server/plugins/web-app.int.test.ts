/**
 * The built web app's files as the browser receives them: the service worker (issue 16) must be
 * JavaScript that is revalidated on every update check, at the root so its scope covers the app
 * and every card page; hashed build files last a year; any other page path gets the app shell.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "cardfolio-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>shell</title>");
  writeFileSync(join(dist, "offline.html"), "<!doctype html><title>You're offline</title>");
  writeFileSync(join(dist, "service-worker.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(dist, "assets", "main-abc123.js"), "console.log(1);");
  t = await createTestApp({ WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await t?.close();
});

describe("/service-worker.js", () => {
  it("is JavaScript, always revalidated, and served from the root (scope /)", async () => {
    const response = await t.request({ method: "GET", url: "/service-worker.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    // A root script needs no Service-Worker-Allowed header for scope "/"; none widens it either.
    expect(response.headers["service-worker-allowed"]).toBeUndefined();
    expect(response.body).toContain("addEventListener('fetch'");
  });

  it("is the same file with the card-only query the public page registers", async () => {
    const response = await t.request({ method: "GET", url: "/service-worker.js?shell=card" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the rest of the build", () => {
  it("gives hashed files a year and the offline page no-cache", async () => {
    const asset = await t.request({ method: "GET", url: "/assets/main-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const offline = await t.request({ method: "GET", url: "/offline.html" });
    expect(offline.statusCode).toBe(200);
    expect(offline.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a screen's path with the app shell", async () => {
    const response = await t.request({ method: "GET", url: "/dashboard?tab=offline" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>shell</title>");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});
