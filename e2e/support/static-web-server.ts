/**
 * A plain static server for one deployment of the built web app, that a test can redeploy by
 * changing the files in its folder: the service worker update spec needs a build it can change
 * under a running page, which the shared e2e server (started once, used by every spec) cannot
 * offer. Headers as the real server sends them (server/plugins/web-app.ts): hashed files for a
 * year, everything else revalidated, the app shell for any other path.
 */
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

export interface StaticWebServer {
  origin: string;
  close(): Promise<void>;
}

export async function startStaticWebServer(root: string): Promise<StaticWebServer> {
  const server: Server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    const file = path.startsWith("/assets/") || extname(path) ? join(root, path) : join(root, "index.html");
    try {
      const body = await readFile(file.startsWith(root) ? file : join(root, "index.html"));
      response.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      });
      response.end(body);
    } catch {
      response.writeHead(404, { "content-type": "application/json" }).end('{"message":"Not found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
