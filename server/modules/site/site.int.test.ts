import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../test/harness";

let t: TestApp;
let withSalesEmail: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  withSalesEmail = await createTestApp({ SALES_EMAIL: "sales@cards.test" }, { sharingDatabaseOf: t });
});
afterAll(async () => {
  await withSalesEmail.close();
  await t.close();
});

describe("GET /api/config/site", () => {
  it("gives the administrator's email as the sales address by default", async () => {
    const response = await t.request({ method: "GET", url: "/api/config/site" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ salesEmail: TEST_ADMIN.email });
  });

  it("gives SALES_EMAIL when it is set", async () => {
    const response = await withSalesEmail.request({ method: "GET", url: "/api/config/site" });
    expect(response.json()).toEqual({ salesEmail: "sales@cards.test" });
  });
});

describe("GET /robots.txt", () => {
  it("lets crawlers reach card pages but not the signed-in screens or the private API", async () => {
    const response = await t.request({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/dashboard", "/card-editor/", "/users", "/api/business-cards"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(response.body).not.toMatch(/Disallow: \/view/);
  });
});
