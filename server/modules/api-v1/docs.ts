/**
 * The reference page at /api/docs: Swagger UI's own files from the package (no CDN), served by
 * the app, reading /api/v1/openapi.json. The page is written here and loads only script files,
 * so it runs under the app's Content-Security-Policy (script-src 'self'). The files are read on
 * their first request and kept, compressed once, in memory: the bundle is 1.7 MB as it is.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error";

const PREFIX = "/api/docs";
const require = createRequire(import.meta.url);
const SWAGGER_UI_FILES = join(dirname(require.resolve("@fastify/swagger-ui/package.json")), "static");

/** Starts Swagger UI on the page: the one script of ours, a file like the others. */
const START_SCRIPT = `SwaggerUIBundle({
  url: "/api/v1/openapi.json",
  dom_id: "#swagger-ui",
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
  deepLinking: true,
  docExpansion: "list",
  defaultModelsExpandDepth: 0,
  validatorUrl: null,
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cardfolio API reference</title>
<link rel="stylesheet" href="${PREFIX}/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"><noscript><p>The reference needs JavaScript. The OpenAPI document itself is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p></noscript></main>
<script src="${PREFIX}/swagger-ui-bundle.js"></script>
<script src="${PREFIX}/start.js"></script>
</body>
</html>
`;

interface Asset {
  type: string;
  read: () => Promise<Buffer>;
}
const fromPackage = (name: string) => () => readFile(join(SWAGGER_UI_FILES, name));
const ASSETS: Record<string, Asset> = {
  "swagger-ui.css": { type: "text/css; charset=utf-8", read: fromPackage("swagger-ui.css") },
  "swagger-ui-bundle.js": {
    type: "text/javascript; charset=utf-8",
    read: fromPackage("swagger-ui-bundle.js"),
  },
  "start.js": { type: "text/javascript; charset=utf-8", read: async () => Buffer.from(START_SCRIPT) },
};

interface Loaded {
  plain: Buffer;
  gzipped: Buffer;
}

export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const loaded = new Map<string, Promise<Loaded>>();
  const load = (name: string, asset: Asset): Promise<Loaded> => {
    let found = loaded.get(name);
    if (!found) {
      found = asset.read().then(async (plain) => ({ plain, gzipped: await promisify(gzip)(plain) }));
      // A failed read is tried again on the next request.
      found.catch(() => loaded.delete(name));
      loaded.set(name, found);
    }
    return found;
  };

  api.get(PREFIX, { schema: { response: { 200: z.string() } } }, async (_request, reply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(PAGE),
  );

  api.get(
    `${PREFIX}/:file`,
    {
      schema: {
        params: z.object({ file: z.string().max(64) }),
        response: { 200: z.instanceof(Buffer) },
      },
    },
    async (request, reply) => {
      const asset = Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined;
      if (!asset) throw notFound(`No such file: ${PREFIX}/${request.params.file}`);
      const { plain, gzipped } = await load(request.params.file, asset);
      const acceptsGzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
      reply
        .type(asset.type)
        .header("cache-control", "public, max-age=3600")
        .header("vary", "accept-encoding");
      return acceptsGzip ? reply.header("content-encoding", "gzip").send(gzipped) : reply.send(plain);
    },
  );
}
