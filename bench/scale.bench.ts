/**
 * Scale-out: the real server (server/index.ts) as one and as two processes on one
 * PostgreSQL, behind nginx configured as docs/nginx/cardfolio.conf. Through nginx, 50
 * connections: public page reads/s (GET /view/{slug}) and tracking events/s (POST
 * /api/card-views, every acknowledged event counted against the stored rows). Also one process
 * reached directly (what nginx costs) with the limits in memory, in the database and in Redis
 * when redis-server is installed (LIMITS_STORE: what sharing them costs on the tracking and
 * sign-in paths), and the PostgreSQL connections each process holds. On 2 cores, nginx, PostgreSQL, the load generator and the
 * processes share the machine: a second process helps less than 2x. Reports only.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { REDIS_SERVER, startLocalRedisServer } from "../server/test/local-redis-server";
import { startNginx } from "../server/test/nginx";
import { type RunningServer, startServers } from "../server/test/server-process";
import { onServer } from "../server/test/test-database";
import { BENCH_ADMIN_PASSWORD } from "./support";
import { startThrowawayPostgres } from "./throwaway-postgres";

const WEB_DIST = fileURLToPath(new URL("../web/dist", import.meta.url));
const CONNECTIONS = 50;
const READ_SECONDS = 10;
const EVENTS = 30_000;
const SIGN_INS = 60;
const PHONE_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

interface Figures {
  setup: string;
  pageReadsPerS: number;
  pageP99Ms: number;
  /** Non-2xx answers and socket errors (timeouts, resets) of the page reads. */
  pageFailures: number;
  eventsPerS: number;
  eventsP99Ms: number;
  acknowledged: number;
  stored: number;
  signInsPerS: number;
  /** The most PostgreSQL connections per process seen under the events' load (pool and listener). */
  connectionsPerProcess: number;
}

async function json(url: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Sign-ins one after another from 10 connections: scrypt at the production cost dominates. */
async function signInsPerSecond(base: string): Promise<number> {
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (done < SIGN_INS) {
        done++;
        await json(`${base}/api/login`, { username: "admin", password: BENCH_ADMIN_PASSWORD });
      }
    }),
  );
  return Math.round(SIGN_INS / ((performance.now() - started) / 1000));
}

async function measure(
  setup: string,
  serverUrl: string,
  processes: number,
  limitsStore: "database" | "memory" | "redis",
  throughNginx: boolean,
  redisUrl?: string,
): Promise<Figures> {
  const name = `cardfolio_bench_${randomBytes(5).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "cardfolio-bench-scale-"));
  let servers: RunningServer[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    servers = await startServers(
      {
        NODE_ENV: "production",
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
        LIMITS_STORE: limitsStore,
        ...(limitsStore === "redis" ? { REDIS_URL: redisUrl! } : {}),
        TRUST_PROXY: "true",
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT_PER_MINUTE: "100000",
        TRACKING_RATE_LIMIT_PER_MINUTE: "1000000",
        // The real page (its stylesheet inlined) when the web app is built; without it a bare one.
        WEB_DIST_DIR: existsSync(join(WEB_DIST, "index.html")) ? WEB_DIST : join(dataDir, "no-web-build"),
      },
      processes,
    );
    if (throughNginx) nginx = await startNginx(servers.map((s) => `127.0.0.1:${s.port}`));
    const base = nginx?.url ?? servers[0]!.url;
    await db.connect();

    const login = await json(`${base}/api/login`, { username: "admin", password: BENCH_ADMIN_PASSWORD });
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const slug = `bench-${randomBytes(4).toString("hex")}`;
    const card = (await (
      await json(
        `${base}/api/business-cards`,
        { slug, name: "Bench Card", title: "Load test", company: "Scale Works", email: "bench@cards.test" },
        cookie,
      )
    ).json()) as { id: number };

    const reads = await autocannon({
      url: `${base}/view/${slug}`,
      connections: CONNECTIONS,
      duration: READ_SECONDS,
    });

    // The most connections the processes hold while under load, sampled.
    let peakConnections = 0;
    const sampler = setInterval(() => {
      db.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      ).then(
        (result) => {
          peakConnections = Math.max(peakConnections, Number(result.rows[0].n));
        },
        () => {},
      );
    }, 100);
    const started = performance.now();
    const events = await autocannon({
      url: `${base}/api/card-views`,
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": PHONE_AGENT },
      body: JSON.stringify({ cardId: card.id }),
      connections: CONNECTIONS,
      amount: EVENTS,
    });
    const seconds = (performance.now() - started) / 1000;
    const acknowledged = events["2xx"];
    const stored = Number(
      (await db.query("select count(*)::int as n from card_views where card_id = $1", [card.id])).rows[0].n,
    );
    clearInterval(sampler);
    const signIns = await signInsPerSecond(base);
    return {
      setup,
      pageReadsPerS: Math.round(reads.requests.average),
      pageP99Ms: reads.latency.p99,
      pageFailures: reads.non2xx + reads.errors,
      eventsPerS: Math.round(acknowledged / seconds),
      eventsP99Ms: events.latency.p99,
      acknowledged,
      stored,
      signInsPerS: signIns,
      connectionsPerProcess: Math.round(peakConnections / processes),
    };
  } finally {
    await db.end().catch(() => {});
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

export async function run(): Promise<void> {
  const postgres = startThrowawayPostgres();
  if (!postgres) {
    console.log(
      "No PostgreSQL server binaries: the scale-out bench needs them (scripts/ensure-postgres.sh).",
    );
    return;
  }
  try {
    const rows: Figures[] = [];
    const redis = existsSync(REDIS_SERVER) ? await startLocalRedisServer() : undefined;
    type Setup = [string, number, "database" | "memory" | "redis", boolean];
    const setups: Setup[] = [
      ["1 process, direct, limits in memory", 1, "memory", false],
      ["1 process, direct, limits in the database", 1, "database", false],
      ...(redis ? [["1 process, direct, limits in Redis", 1, "redis", false] satisfies Setup] : []),
      ["1 process behind nginx", 1, "database", true],
      ["2 processes behind nginx", 2, "database", true],
      ...(redis ? [["2 processes behind nginx, limits in Redis", 2, "redis", true] satisfies Setup] : []),
    ];
    try {
      for (const [setup, processes, limits, nginx] of setups) {
        rows.push(await measure(setup, postgres.url, processes, limits, nginx, redis?.url));
        console.log(rows.at(-1));
      }
    } finally {
      await redis?.close();
    }
    console.log(
      `PostgreSQL ${postgres.version}, ${cpus().length} cores shared by nginx, PostgreSQL, the load generator and the processes; ${CONNECTIONS} connections`,
    );
    console.table(rows);
    const byName = (name: string) => rows.find((row) => row.setup === name)!;
    const one = byName("1 process behind nginx");
    const two = byName("2 processes behind nginx");
    console.log(
      `2 processes / 1 process behind nginx: page reads ${(two.pageReadsPerS / one.pageReadsPerS).toFixed(2)}x, tracking events ${(two.eventsPerS / one.eventsPerS).toFixed(2)}x`,
    );
    const memory = byName("1 process, direct, limits in memory");
    for (const store of ["the database", "Redis"]) {
      const row = rows.find((r) => r.setup === `1 process, direct, limits in ${store}`);
      if (!row) continue;
      console.log(
        `Limits in ${store} / in memory (1 process): tracking events ${(row.eventsPerS / memory.eventsPerS).toFixed(2)}x, sign-ins ${(row.signInsPerS / memory.signInsPerS).toFixed(2)}x`,
      );
    }
    for (const row of rows) {
      if (row.stored !== row.acknowledged) {
        console.log(`LOST EVENTS in "${row.setup}": ${row.acknowledged} acknowledged, ${row.stored} stored`);
      }
    }
  } finally {
    postgres.stop();
  }
}
