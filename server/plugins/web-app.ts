/**
 * Serves the built web app (web/dist): hashed assets with long cache lifetimes, and for every
 * other page path its document: the landing and sign-in pages their own, every other page
 * index.html so the client router can take over (core/app-documents.ts). Each text file goes
 * out as the build's Brotli or gzip copy (vite-plugins/precompress.ts) when the browser accepts one.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { documentForPath } from "../../core/app-documents";
import { sendCompressedOnce } from "../lib/encoded-body";
import { type AppPageWriter, loadAppPageWriter } from "../render/app-page";

const API_PREFIXES = ["/api/", "/healthz", "/readyz"];

/**
 * Headers only a document or a worker obeys. The security plugin sets them on every response;
 * on the app's hashed scripts and stylesheets (never a worker: the service worker is served from
 * the root) they are bytes for nothing, repeated on each of the dozens of files a screen loads:
 * about 420 of the 880 bytes of headers of a small chunk. nosniff and the resource policy stay,
 * since they guard the files themselves.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
];
const SCRIPT_OR_STYLESHEET = /\.(js|css)(\.br|\.gz)?$/;

export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = request.url.split("?")[0]!;
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return !path.startsWith("/assets/");
}

/**
 * Returns a handler that answers page requests with their document, or undefined when there is no
 * build. A signed-in screen that the server writes with its data (render/app-page.ts) goes out so
 * written, for its user alone; every other page is the build's document.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  /** Called before each page is sent (the session hint, plugins/sessions.ts). */
  onPage: (request: FastifyRequest, reply: FastifyReply) => void = () => undefined,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined> {
  if (!existsSync(join(distDir, "index.html"))) {
    app.log.warn(`No web build at ${distDir}: serving the API only. Run "npm run build".`);
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // file.js.br or file.js.gz by Accept-Encoding, with Content-Encoding and, on every file
    // (the uncompressed one too), Vary: Accept-Encoding; the original when there is no copy.
    // sendFile (the app shell below) goes the same way.
    preCompressed: true,
    // The build's dot folders (.vite's manifests, .server's bundle) are the server's, not a browser's.
    dotfiles: "ignore",
    // Called with the path of the file sent, the copy's included: still under assets/ or not.
    setHeaders(reply, path) {
      const asset = path.includes(`${join(distDir, "assets")}`);
      reply.header("cache-control", asset ? "public, max-age=31536000, immutable" : "no-cache");
      if (asset && SCRIPT_OR_STYLESHEET.test(path)) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      }
    },
  });
  const writePage = await loadAppPageWriter(app, distDir);
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    onPage(request, reply);
    const written = await writtenPage(request, writePage);
    if (written !== undefined) {
      // The user's own data: kept by no shared cache, and asked anew on every visit.
      reply.header("cache-control", "private, no-cache").header("vary", "cookie").type("text/html");
      return sendCompressedOnce(request, reply, written);
    }
    const file = documentForPath(request.url.split("?")[0]!);
    return reply.header("cache-control", "no-cache").type("text/html").sendFile(file);
  };
  // "/" is the build directory itself, which the static handler refuses to list.
  app.get("/", servePage);
  return servePage;
}

/** The page as the server writes it, or undefined for the build's document (also when writing failed: logged). */
async function writtenPage(
  request: FastifyRequest,
  writePage: AppPageWriter | undefined,
): Promise<string | undefined> {
  if (!writePage || request.method !== "GET") return undefined;
  try {
    return await writePage(request);
  } catch (error) {
    request.log.error({ err: error }, "writing the page failed: the app's shell was sent instead");
    return undefined;
  }
}
