/**
 * The route index (docs/routes.md): every route the server answers, by method and path, with the
 * file that adds it, as the real app builds them (on a database in memory). Written by
 * `npx tsx scripts/write-route-index.ts`; server/route-index.int.test.ts fails when the file no
 * longer says what the server does.
 */
import { relative } from "node:path";
import type { RouteOptions } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { projectFile } from "../lib/project-files";
import { openTestDatabase } from "./test-database";

export const ROUTE_INDEX_FILE = projectFile("docs", "routes.md");

interface Route {
  method: string;
  path: string;
  file: string;
}

/** The server's own file that called the route's method: the first frame under server/, but not Fastify's or this one. */
function addedBy(stack: string): string {
  for (const line of stack.split("\n").slice(1)) {
    const path = /\((\/[^():]+):\d+:\d+\)|at (\/[^():]+):\d+:\d+/.exec(line);
    const file = path?.[1] ?? path?.[2];
    if (!file || file.includes("node_modules") || file.includes("/server/test/")) continue;
    if (file.endsWith("/server/app.ts")) continue;
    return relative(projectFile(), file);
  }
  return "server/app.ts";
}

/** Every route of the app, sorted by path then method; HEAD routes Fastify adds beside GET are left out. */
export async function collectRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: "route-index-password" });
  const app = await buildApp(config, {
    database,
    logger: false,
    onRoute: (route: RouteOptions) => {
      const file = addedBy(new Error().stack ?? "");
      for (const method of [route.method].flat()) routes.push({ method, path: route.url, file });
    },
  });
  await app.close();
  await database.close();
  const gets = new Set(routes.filter((route) => route.method === "GET").map((route) => route.path));
  return routes
    .filter((route) => !(route.method === "HEAD" && gets.has(route.path)))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The index as Markdown: one table row per route. */
export function routeIndexMarkdown(routes: readonly Route[]): string {
  const rows = routes.map((route) => `| ${route.method} | \`${route.path}\` | \`${route.file}\` |`);
  return [
    "# Routes",
    "",
    "Every route the server answers, with the file that adds it. Generated from the server by",
    "`npx tsx scripts/write-route-index.ts`; a test fails when this file is out of date.",
    "",
    "| Method | Path | Added by |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}
