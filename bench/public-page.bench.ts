/**
 * The public card page's cost: side by side on this machine, a bare node:http
 * server answering a fixed string, the same bare server sending the page's bytes (the floor
 * any server meets for a body this size), GET /view/{slug} plain and as a browser asks
 * (Brotli), and GET /api/card/{slug}, each with autocannon at 50 connections for 10 s after a
 * warm-up (the load runs in a worker thread, so it does not share the servers' event loop). Also the page's weight: HTML with its inlined CSS, and the
 * enhancement script, gzipped. Uses the web build when there is one (npm run build).
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { enhanceScriptPath } from "../server/render/page-assets";
import { type LoadResult, load, startBenchServer } from "./support";
import { seedTypicalCard } from "./typical-card";

const LOAD = { connections: 50, duration: 10, workers: 1 };
const WARM_UP = { ...LOAD, duration: 3 };
const WEB_DIST = resolve("web/dist");
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

/** A bare node:http server answering every request with the same body. */
async function bareServer(
  body: string | Buffer,
  contentType: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": contentType });
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

function line(label: string, result: LoadResult, bare?: LoadResult): string {
  const share = bare
    ? ` (${Math.round((100 * result.requestsPerSecond) / bare.requestsPerSecond)}% of bare)`
    : "";
  return (
    `${label}: ${result.requestsPerSecond} req/s${share}, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
    `non-2xx ${result.non2xx}, errors ${result.errors}`
  );
}

export async function run(): Promise<void> {
  const hasBuild = existsSync(`${WEB_DIST}/.vite/manifest.json`);
  const server = await startBenchServer({
    PASSWORD_SCRYPT_LOG_N: "12",
    ...(hasBuild ? { WEB_DIST_DIR: WEB_DIST } : {}),
  });
  const bare = await bareServer("Hello, visitor", "text/plain");
  try {
    const slug = await seedTypicalCard(server.url);

    const html = await (await fetch(`${server.url}/view/${slug}`)).text();
    const sent = await fetch(`${server.url}/view/${slug}`, { headers: BROWSER_HEADERS });
    const sentBytes = Number(sent.headers.get("content-length"));
    console.log(
      `Page weight (typical card, HTML with inlined CSS): ${Buffer.byteLength(html)} bytes, ` +
        `${gzipSync(html).length} gzipped, ${sentBytes} sent as ${sent.headers.get("content-encoding")}`,
    );
    const script = hasBuild ? enhanceScriptPath(WEB_DIST) : undefined;
    if (script) {
      const code = readFileSync(`${WEB_DIST}${script}`);
      console.log(`Enhancement script ${script}: ${code.length} bytes, ${gzipSync(code).length} gzipped`);
    } else {
      console.log("Enhancement script: no web build (run npm run build to measure it)");
    }

    // Every target is warmed up first, so the JIT has compiled the hot paths before measuring.
    for (const url of [bare.url, `${server.url}/view/${slug}`, `${server.url}/api/card/${slug}`]) {
      await load({ url, ...WARM_UP });
    }
    const baseline = await load({ url: bare.url, ...LOAD });
    console.log(line("bare node:http fixed string (50 connections, 10 s)", baseline));
    // The same page's bytes from a bare server: what moving this many bytes costs this
    // machine (kernel and load generator), whatever the server does.
    const barePage = await bareServer(html, "text/html; charset=utf-8");
    try {
      await load({ url: barePage.url, ...WARM_UP });
      const sameBytes = await load({ url: barePage.url, ...LOAD });
      console.log(
        line("bare node:http sending the page's bytes uncompressed (reference)", sameBytes, baseline),
      );
    } finally {
      await barePage.close();
    }
    const page = await load({ url: `${server.url}/view/${slug}`, ...LOAD });
    console.log(line(`GET /view/{slug} (50 connections, 10 s)`, page, baseline));
    const json = await load({ url: `${server.url}/api/card/${slug}`, ...LOAD });
    console.log(line(`GET /api/card/{slug} (50 connections, 10 s)`, json, baseline));
    // What a browser sends: the page goes out Brotli-compressed, prepared once per card.
    const browserLike = await load({ url: `${server.url}/view/${slug}`, headers: BROWSER_HEADERS, ...LOAD });
    console.log(
      line(`GET /view/{slug} as a browser asks (Brotli, 50 connections, 10 s)`, browserLike, baseline),
    );
  } finally {
    await bare.close();
    await server.close();
  }
}
