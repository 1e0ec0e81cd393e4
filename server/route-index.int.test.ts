/** docs/routes.md says which routes the server answers: regenerate it when a route is added, moved or removed. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collectRoutes, ROUTE_INDEX_FILE, routeIndexMarkdown } from "./test/route-index";

describe.skipIf(process.env.TEST_DATABASE_URL)("the route index", () => {
  it("is up to date (else run: npx tsx scripts/write-route-index.ts)", async () => {
    const routes = await collectRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(readFileSync(ROUTE_INDEX_FILE, "utf8")).toBe(routeIndexMarkdown(routes));
  });
});
