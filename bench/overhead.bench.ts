/**
 * Per-request overhead (issue 19): the app against yardsticks built in the same run from the
 * same node_modules, each server in a child process of its own, loaded by wrk (2 threads, 50
 * connections, 10 s; scripts/ensure-wrk.sh), LOG_LEVEL=warn, the embedded database.
 *
 * - `GET /healthz` against a bare Fastify app with one JSON route: target 0.8x.
 * - `GET /view/{slug}` (identity, br, gzip) and `GET /api/card/{slug}` against bare node:http
 *   sending the very bytes and headers the app sent (captured first): target 0.7x, p99 < 20 ms.
 *
 * Reports, and sets a failing exit code when a target is missed, so a regression is loud; it is
 * not part of `npm test`.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../server/test/free-port";
import { startServers } from "../server/test/server-process";
import { BENCH_ADMIN_PASSWORD } from "./support";

const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";
const SECONDS = Number(process.env.OVERHEAD_BENCH_SECONDS ?? 10);
const BARE_SERVER = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
const WEB_DIST = fileURLToPath(new URL("../web/dist", import.meta.url));
const ENSURE_WRK = fileURLToPath(new URL("../scripts/ensure-wrk.sh", import.meta.url));
/** Hop-by-hop and per-response headers the yardstick must not replay. */
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

interface Load {
  requestsPerS: number;
  p99Ms: number;
}

/** wrk's figures: requests/s and the 99th percentile of latency (with --latency). */
function runWrk(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const args = ["-t2", "-c50", `-d${SECONDS}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, [...args, url], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => {
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
      const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(output);
      if (code !== 0 || !rate || !p99) return reject(new Error(`wrk failed (${code}):\n${output}`));
      const unit = { us: 0.001, ms: 1, s: 1000 }[p99[2] as "us" | "ms" | "s"];
      if (/Non-2xx or 3xx responses/.test(output))
        return reject(new Error(`non-2xx answers from ${url}:\n${output}`));
      resolve({ requestsPerS: Math.round(Number(rate[1])), p99Ms: Number(p99[1]) * unit });
    });
  });
}

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
      return { url, stop: () => child.kill("SIGTERM") };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill("SIGTERM");
  throw new Error(`the ${mode} yardstick did not start`);
}

async function against(
  mode: string,
  file: string | undefined,
  path: string,
  headers: Record<string, string> = {},
) {
  const bare = await startBare(mode, file);
  try {
    return await runWrk(`${bare.url}${path}`, headers);
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
  if (spawnSync("bash", [ENSURE_WRK], { stdio: "inherit" }).status !== 0) {
    console.log("wrk is not available: the overhead bench needs it.");
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), "cardfolio-bench-overhead-"));
  const [server] = await startServers(
    {
      NODE_ENV: "production",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      TRACKING_RATE_LIMIT_PER_MINUTE: "1000000",
      WEB_DIST_DIR: existsSync(join(WEB_DIST, "index.html")) ? WEB_DIST : join(dataDir, "no-web-build"),
    },
    1,
  );
  const rows: Row[] = [];
  const compare = (what: string, app: Load, yardstick: Load, target: number, p99Max?: number) => {
    const ratio = app.requestsPerS / yardstick.requestsPerS;
    const met = ratio >= target && (p99Max === undefined || app.p99Ms < p99Max);
    rows.push({
      what,
      app: app.requestsPerS,
      yardstick: yardstick.requestsPerS,
      ratio: Number(ratio.toFixed(2)),
      target,
      appP99Ms: app.p99Ms,
      met,
    });
  };
  try {
    const base = server!.url;
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const slug = "overhead-bench";
    const created = await fetch(`${base}/api/business-cards`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        slug,
        name: "Olive Overhead",
        title: "Engineer",
        company: "Bench Works",
        email: "olive@cards.test",
      }),
    });
    if (created.status !== 201)
      throw new Error(`creating the card: ${created.status} ${await created.text()}`);

    const hello = await against("http-hello", undefined, "/");
    console.log(`bare node:http 'hello': ${hello.requestsPerS} req/s`);
    compare(
      "GET /healthz vs bare Fastify",
      await runWrk(`${base}/healthz`),
      await against("fastify-json", undefined, "/healthz"),
      0.8,
    );
    for (const encoding of ["identity", "br", "gzip"]) {
      const headers = { "accept-encoding": encoding };
      const file = await capture(`${base}/view/${slug}`, headers);
      const app = await runWrk(`${base}/view/${slug}`, headers);
      compare(
        `GET /view/{slug} (${encoding}) vs same bytes`,
        app,
        await against("http-bytes", file, "/", headers),
        0.7,
        20,
      );
      rmSync(file, { force: true });
    }
    const json = await capture(`${base}/api/card/${slug}`, {});
    compare(
      "GET /api/card/{slug} vs same bytes",
      await runWrk(`${base}/api/card/${slug}`),
      await against("http-bytes", json, "/"),
      0.7,
      20,
    );
    rmSync(json, { force: true });
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(rows);
  const missed = rows.filter((row) => !row.met);
  for (const row of missed)
    console.log(`TARGET MISSED: ${row.what}: ${row.ratio}x (target ${row.target}x), p99 ${row.appP99Ms} ms`);
  if (missed.length > 0) process.exitCode = 1;
}
