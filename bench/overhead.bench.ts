/**
 * Per-request overhead: the app against yardsticks built in the same run from the
 * same node_modules, each server in a child process of its own, loaded by wrk (2 threads, 50
 * connections; scripts/ensure-wrk.sh) in turns, LOG_LEVEL=warn, the embedded database.
 *
 * - `GET /healthz` against a bare Fastify app with one JSON route: target 0.8x.
 * - `GET /view/{slug}` (identity, br, gzip) and `GET /api/card/{slug}` against bare node:http
 *   sending the very bytes and headers the app sent (captured first): target 0.7x, p99 < 20 ms.
 *
 * Reports, and sets a failing exit code when a target is missed, so a regression is loud; it is
 * not part of `npm test`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../server/test/free-port";
import { OVERHEAD_SLUG, startOverheadApp } from "./overhead-app";
import { median } from "./support";
import { ensureWrk, type Load, pinServer, runWrk, warmUp } from "./wrk";

const SECONDS = Number(process.env.OVERHEAD_BENCH_SECONDS ?? 3);
const ROUNDS = 5;
const BARE_SERVER = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
/** Hop-by-hop and per-response headers the yardstick must not replay. */
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** The raw response (not decompressed), to replay byte for byte. */
function capture(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const replayed: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!NOT_REPLAYED.has(name) && value !== undefined) replayed[name] = String(value);
        }
        replayed["content-length"] = String(body.length);
        const file = join(mkdtempSync(join(tmpdir(), "cardfolio-capture-")), "response.json");
        writeFileSync(
          file,
          JSON.stringify({
            status: response.statusCode,
            headers: replayed,
            bodyBase64: body.toString("base64"),
          }),
        );
        resolve(file);
      });
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** A yardstick server in its own process; resolves with its address once it answers. */
async function startBare(mode: string, file?: string): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", BARE_SERVER, mode, String(port), ...(file ? [file] : [])],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`${url}/healthz`);
      pinServer(child.pid!);
      return { url, stop: () => child.kill("SIGTERM") };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill("SIGTERM");
  throw new Error(`the ${mode} yardstick did not start`);
}

type Figures = Pick<Load, "requestsPerS" | "p99Ms">;

interface Comparison {
  app: Figures;
  yardstick: Figures;
  /** The median of the rounds' ratios. */
  ratio: number;
}

/**
 * The app and its yardstick loaded in turn, ROUNDS times each (after a warm-up of both), so a
 * burst of other work on the machine weighs on one round of both alike; each round gives a
 * ratio, and the median ratio is the figure (with the median requests/s and p99 of each).
 */
async function appAgainst(
  appUrl: string,
  yardstick: { mode: string; file?: string; path: string },
  headers: Record<string, string> = {},
): Promise<Comparison> {
  const bare = await startBare(yardstick.mode, yardstick.file);
  const bareUrl = `${bare.url}${yardstick.path}`;
  try {
    await warmUp(appUrl, headers);
    await warmUp(bareUrl, headers);
    const app: Load[] = [];
    const yard: Load[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      app.push(await runWrk(appUrl, SECONDS, headers));
      yard.push(await runWrk(bareUrl, SECONDS, headers));
    }
    return {
      app: { requestsPerS: median(app.map((l) => l.requestsPerS)), p99Ms: median(app.map((l) => l.p99Ms)) },
      yardstick: {
        requestsPerS: median(yard.map((l) => l.requestsPerS)),
        p99Ms: median(yard.map((l) => l.p99Ms)),
      },
      ratio: median(app.map((l, i) => l.requestsPerS / yard[i]!.requestsPerS)),
    };
  } finally {
    bare.stop();
  }
}

interface Row {
  what: string;
  app: number;
  yardstick: number;
  ratio: number;
  target: number;
  appP99Ms: number;
  met: boolean;
}

export async function run(): Promise<void> {
  if (!ensureWrk()) {
    console.log("wrk is not available: the overhead bench needs it.");
    return;
  }
  const app = await startOverheadApp();
  pinServer(app.server.pid);
  const rows: Row[] = [];
  const compare = (what: string, loads: Comparison, target: number, p99Max?: number) => {
    const { ratio } = loads;
    const met = ratio >= target && (p99Max === undefined || loads.app.p99Ms < p99Max);
    rows.push({
      what,
      app: loads.app.requestsPerS,
      yardstick: loads.yardstick.requestsPerS,
      ratio: Number(ratio.toFixed(2)),
      target,
      appP99Ms: loads.app.p99Ms,
      met,
    });
  };
  try {
    const base = app.url;
    const slug = OVERHEAD_SLUG;
    const hello = await startBare("http-hello");
    try {
      await warmUp(hello.url);
      console.log(`bare node:http 'hello': ${(await runWrk(hello.url, SECONDS)).requestsPerS} req/s`);
    } finally {
      hello.stop();
    }
    compare(
      "GET /healthz vs bare Fastify",
      await appAgainst(`${base}/healthz`, { mode: "fastify-json", path: "/healthz" }),
      0.8,
    );
    for (const encoding of ["identity", "br", "gzip"]) {
      const headers = { "accept-encoding": encoding };
      const file = await capture(`${base}/view/${slug}`, headers);
      compare(
        `GET /view/{slug} (${encoding}) vs same bytes`,
        await appAgainst(`${base}/view/${slug}`, { mode: "http-bytes", file, path: "/" }, headers),
        0.7,
        20,
      );
      rmSync(file, { force: true });
    }
    const json = await capture(`${base}/api/card/${slug}`, {});
    compare(
      "GET /api/card/{slug} vs same bytes",
      await appAgainst(`${base}/api/card/${slug}`, { mode: "http-bytes", file: json, path: "/" }),
      0.7,
      20,
    );
    rmSync(json, { force: true });
  } finally {
    await app.stop();
  }
  console.table(rows);
  const missed = rows.filter((row) => !row.met);
  for (const row of missed)
    console.log(`TARGET MISSED: ${row.what}: ${row.ratio}x (target ${row.target}x), p99 ${row.appP99Ms} ms`);
  if (missed.length > 0) process.exitCode = 1;
}
