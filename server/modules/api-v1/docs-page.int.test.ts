/**
 * The reference page at /api/docs: Swagger UI from the app itself, its page loading script files
 * only (no inline script, no other site), under the app's Content-Security-Policy.
 */
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test/test-app-per-file";

const t = testAppPerFile();

describe("the API reference page", () => {
  it("is an HTML page whose scripts are the app's own files, under the app's CSP", async () => {
    const page = await t.request({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body?.trim()).toBe("");
      const src = /src="([^"]+)"/.exec(attributes ?? "")?.[1];
      expect(src).toMatch(/^\/api\/docs\/[\w.-]+\.js$/);
      const file = await t.request({ method: "GET", url: src! });
      expect(file.statusCode, src).toBe(200);
      expect(file.headers["content-type"], src).toMatch(/javascript/);
    }
    expect(page.body).not.toMatch(/https?:\/\//);
  });

  it("reads /api/v1/openapi.json, and knows no other file", async () => {
    const start = await t.request({ method: "GET", url: "/api/docs/start.js" });
    expect(start.body).toContain('url: "/api/v1/openapi.json"');
    const style = await t.request({
      method: "GET",
      url: "/api/docs/swagger-ui.css",
      headers: { "accept-encoding": "gzip" },
    });
    expect(style.statusCode).toBe(200);
    expect(style.headers["content-encoding"]).toBe("gzip");
    for (const file of ["package.json", "..%2Fpackage.json", "index.html", "x".repeat(65)]) {
      expect(
        (await t.request({ method: "GET", url: `/api/docs/${file}` })).statusCode,
        file,
      ).toBeGreaterThanOrEqual(400);
    }
    expect((await t.request({ method: "GET", url: "/api/docs/package.json" })).json()).toEqual({
      message: "No such file: /api/docs/package.json",
    });
  });
});
