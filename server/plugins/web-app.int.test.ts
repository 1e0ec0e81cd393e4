/**
 * The built web app's files as the browser receives them: the service worker must be
 * JavaScript that is revalidated on every update check, at the root so its scope covers the app
 * and every card page; hashed build files last a year; any other page path gets the app shell.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
/** A hashed asset with the build's Brotli and gzip copies next to it (vite-plugins/precompress.ts). */
const BIG_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];`;
const SHELL = `<!doctype html><title>shell</title>${"<!-- the app's shell -->".repeat(80)}`;

function withCopies(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "cardfolio-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>shell</title>");
  writeFileSync(join(dist, "offline.html"), "<!doctype html><title>You're offline</title>");
  writeFileSync(join(dist, "service-worker.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(dist, "assets", "main-abc123.js"), "console.log(1);");
  withCopies(join(dist, "assets", "react-def456.js"), BIG_JS);
  withCopies(join(dist, "index.html"), SHELL);
  withCopies(join(dist, "landing.html"), "<!doctype html><title>landing</title><h1>Your business card</h1>");
  withCopies(join(dist, "auth.html"), "<!doctype html><title>sign in</title><h1>Welcome</h1>");
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

  it("sends the app's scripts without the headers only documents and workers obey", async () => {
    for (const encoding of [undefined, "br"]) {
      const asset = await t.request({
        method: "GET",
        url: "/assets/react-def456.js",
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
      expect(asset.statusCode).toBe(200);
      for (const name of [
        "content-security-policy",
        "cross-origin-opener-policy",
        "origin-agent-cluster",
        "referrer-policy",
      ])
        expect(asset.headers[name], `${name} (${encoding ?? "identity"})`).toBeUndefined();
      // These guard the file itself.
      expect(asset.headers["x-content-type-options"]).toBe("nosniff");
      expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
    // The documents and the service worker keep the policy they run under.
    for (const url of ["/dashboard", "/service-worker.js"]) {
      const response = await t.request({ method: "GET", url });
      expect(response.headers["content-security-policy"], url).toContain("script-src 'self'");
    }
  });

  it("answers the landing and sign-in pages with their own documents, their queries and a final slash too", async () => {
    for (const [url, title] of [
      ["/", "landing"],
      ["/?utm_source=card", "landing"],
      ["/auth", "sign in"],
      ["/auth?tab=register&theme=tech", "sign in"],
      ["/auth/", "sign in"],
    ] as const) {
      const response = await t.request({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain(`<title>${title}</title>`);
    }
  });

  it("answers a screen's path with the app shell", async () => {
    const response = await t.request({ method: "GET", url: "/dashboard?tab=offline" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>shell</title>");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the build's compressed copies", () => {
  const asset = (encoding?: string) =>
    t.request({
      method: "GET",
      url: "/assets/react-def456.js",
      headers: encoding ? { "accept-encoding": encoding } : {},
    });

  it("sends the Brotli copy to a browser that accepts it, as the same JavaScript", async () => {
    const response = await asset("gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_JS);
    expect(response.rawPayload.length).toBeLessThan(BIG_JS.length / 2);
  });

  it("sends the gzip copy to a browser that accepts only gzip", async () => {
    const response = await asset("gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(response.rawPayload).toString()).toBe(BIG_JS);
  });

  it("sends the file itself without Accept-Encoding, still varying on it for caches", async () => {
    const response = await asset();
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(BIG_JS);
  });

  it("sends the file itself for a file without copies", async () => {
    const response = await t.request({
      method: "GET",
      url: "/assets/main-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe("console.log(1);");
  });

  it("sends the app shell for a screen's path compressed, still HTML and revalidated", async () => {
    const response = await t.request({
      method: "GET",
      url: "/account",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL);
    const root = await t.request({ method: "GET", url: "/guide", headers: { "accept-encoding": "gzip" } });
    expect(root.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(root.rawPayload).toString()).toBe(SHELL);
  });
});
