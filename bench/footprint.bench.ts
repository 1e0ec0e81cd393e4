/**
 * The server's footprint as a self-hoster meets it: resident memory (VmRSS, and its high-water
 * mark VmHWM, from /proc/<pid>/status) and the time from the process's start to a ready answer
 * from /readyz, on the embedded database and on PostgreSQL, running the compiled server as
 * production does (`node dist/server/index.js`, built first when the sources changed).
 *
 * Per database: the first start on an empty data directory (its peak: the embedded database
 * is made then), RESTARTS restarts on that directory (ready time, median and worst), the idle
 * memory SETTLE_MS after the last one (the delayed first statistics pass included), then a
 * minute of mixed load (visitors opening a card page and sending tracking events, signed-in
 * users reading their dashboard page and its summary, a few sign-ins) with the memory during
 * and after it. Targets: idle at most 256 MB on the embedded database and 160 MB on PostgreSQL,
 * the first start's peak at most 512 MB, a restart ready within 2 s. Reports only.
 *
 * FOOTPRINT_ENTRY=source measures the TypeScript source through tsx instead, for comparison;
 * FOOTPRINT_DB=pglite|postgres one database; FOOTPRINT_LOAD_SECONDS the load's length (60).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort } from "../server/test/free-port";
import { BENCH_ADMIN_PASSWORD, median } from "./support";
import { onBothDatabases } from "./throwaway-postgres";
import { seedTypicalCard } from "./typical-card";

const RESTARTS = 5;
const SETTLE_MS = 12_000;
const LOAD_SECONDS = Number(process.env.FOOTPRINT_LOAD_SECONDS ?? 60);
const FROM_SOURCE = process.env.FOOTPRINT_ENTRY === "source";
/** Node's own flags for the server, e.g. FOOTPRINT_NODE_ARGS="--max-semi-space-size=4". */
const NODE_ARGS = (process.env.FOOTPRINT_NODE_ARGS ?? "").split(" ").filter(Boolean);
const ENTRY = [
  ...NODE_ARGS,
  ...(FROM_SOURCE ? ["--import", "tsx", "server/index.ts"] : ["dist/server/index.js"]),
];
const PHONE_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") * 1024, hwm: kb("VmHWM") * 1024 };
}

interface Started {
  child: ChildProcess;
  url: string;
  readyMs: number;
  stop(): Promise<void>;
}

/** Starts the server on `dataDir` and resolves once /readyz answers 200, with the time that took. */
async function start(dataDir: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, ENTRY, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      TRACKING_RATE_LIMIT_PER_MINUTE: "1000000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = began + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url, readyMs: performance.now() - began, stop };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await stop();
  throw new Error("the server was not ready within 120 s");
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** A minute of what a card site does, all at once: the peak resident memory seen, and the answers per second. */
async function mixedLoad(server: Started): Promise<{ peak: number; perSecond: number }> {
  const cookie = await signIn(server.url);
  const slug = await seedTypicalCard(server.url);
  const { id } = (await (await fetch(`${server.url}/api/card/${slug}`)).json()) as { id: number };
  const stream = (connections: number, request: autocannon.Request) =>
    autocannon({ url: server.url, connections, duration: LOAD_SECONDS, requests: [request] });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(server.child.pid!).rss);
  }, 100);
  try {
    const results = await Promise.all([
      stream(8, { method: "GET", path: `/view/${slug}`, headers: { "user-agent": PHONE_AGENT } }),
      stream(4, {
        method: "POST",
        path: "/api/card-views",
        headers: { "content-type": "application/json", "user-agent": PHONE_AGENT },
        body: JSON.stringify({ cardId: id }),
      }),
      stream(2, { method: "GET", path: "/dashboard", headers: { cookie, accept: "text/html" } }),
      stream(2, { method: "GET", path: "/api/dashboard/summary", headers: { cookie } }),
      stream(1, {
        method: "POST",
        path: "/api/login",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
      }),
    ]);
    const answered = results.reduce((sum, result) => sum + result.requests.total - result.non2xx, 0);
    return { peak, perSecond: Math.round(answered / LOAD_SECONDS) };
  } finally {
    clearInterval(sampler);
  }
}

interface Row {
  database: string;
  "first start: ready (s)": number;
  "first start: peak (MB)": number;
  "restart: ready, median / worst (s)": string;
  "idle (MB)": number;
  "mixed load: peak (MB)": number;
  "mixed load: 2xx answers/s": number;
  "after load, idle (MB)": number;
}

async function measure(database: string, env: Record<string, string>): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), "cardfolio-footprint-"));
  try {
    let server = await start(dataDir, env);
    const firstReady = server.readyMs;
    await settle();
    const firstPeak = memoryOf(server.child.pid!).hwm;
    await server.stop();
    const readies: number[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      server = await start(dataDir, env);
      readies.push(server.readyMs);
      if (i < RESTARTS - 1) await server.stop();
    }
    await settle();
    const idle = memoryOf(server.child.pid!).rss;
    try {
      const load = await mixedLoad(server);
      await settle();
      const after = memoryOf(server.child.pid!).rss;
      const seconds = (ms: number) => (ms / 1000).toFixed(2);
      return {
        database,
        "first start: ready (s)": Number(seconds(firstReady)),
        "first start: peak (MB)": mb(firstPeak),
        "restart: ready, median / worst (s)": `${seconds(median(readies))} / ${seconds(Math.max(...readies))}`,
        "idle (MB)": mb(idle),
        "mixed load: peak (MB)": mb(load.peak),
        "mixed load: 2xx answers/s": load.perSecond,
        "after load, idle (MB)": mb(after),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  if (!FROM_SOURCE) {
    const built = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("the build failed");
  }
  const rows = await onBothDatabases("cardfolio_bench_footprint", measure, process.env.FOOTPRINT_DB);
  console.log(
    `${FROM_SOURCE ? "The TypeScript source through tsx" : "The compiled server (node dist/server/index.js)"} ` +
      `on Node ${process.version}${NODE_ARGS.length ? ` with ${NODE_ARGS.join(" ")}` : ""}; ${RESTARTS} restarts, idle read ${SETTLE_MS / 1000} s after a start, ` +
      `${LOAD_SECONDS} s of mixed load. Targets: idle ≤ 256 MB (embedded) and ≤ 160 MB (PostgreSQL), ` +
      "first start's peak ≤ 512 MB, restart ready ≤ 2 s.",
  );
  console.table(rows);
}
