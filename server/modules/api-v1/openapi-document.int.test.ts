/**
 * GET /api/v1/openapi.json: a valid OpenAPI 3.1 document (checked by a maintained validator) that
 * names every /api/v1 route the app has, with its method, and no route outside /api/v1; the
 * routes with a scope need the bearer token. Covers whatever /api/v1 routes exist, the leads and
 * webhooks modules' included.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testAppPerFile } from "../../test/test-app-per-file";

const t = testAppPerFile();

interface Operation {
  security?: unknown[];
  responses?: Record<string, unknown>;
  tags?: string[];
  summary?: string;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const response = await t.request({ method: "GET", url: "/api/v1/openapi.json" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every /api/v1 route the app registers, as method and OpenAPI path ({id} for :id). */
async function apiRoutes(): Promise<{ method: string; path: string; scope?: string }[]> {
  const routes: RouteOptions[] = [];
  // A second app on the file's database, told of each route as it is added.
  const app = await buildApp(t.config, {
    database: t.database,
    logger: false,
    onRoute: (route) => routes.push(route),
  });
  await app.close();
  return routes
    .filter((route) => route.url.startsWith("/api/v1/"))
    .flatMap((route) =>
      [route.method].flat().map((method) => ({
        method: method.toLowerCase(),
        path: route.url.replace(/:(\w+)/g, "{$1}"),
        scope: route.config?.scope,
      })),
    )
    .filter((route) => route.method !== "head");
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("names every /api/v1 route with its method, and nothing else", async () => {
    const doc = await document();
    const routes = await apiRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const route of routes) {
      const operation = doc.paths[route.path]?.[route.method];
      expect(operation, `${route.method.toUpperCase()} ${route.path}`).toBeDefined();
      expect(operation?.summary, `${route.method} ${route.path} summary`).toBeTruthy();
      expect(operation?.tags?.length, `${route.method} ${route.path} tags`).toBeGreaterThan(0);
      if (route.scope) {
        expect(operation?.security).toEqual([{ apiToken: [] }]);
        expect(Object.keys(operation?.responses ?? {})).toEqual(
          expect.arrayContaining(["401", "403", "429"]),
        );
      }
    }
    for (const path of Object.keys(doc.paths)) expect(path.startsWith("/api/v1/"), path).toBe(true);
  });
});
