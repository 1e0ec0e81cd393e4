/**
 * Analytics at scale: one card with 1,000,000 views, 200,000 clicks and 50,000 saves
 * over two years, written through the production insert statements (insertViews, insertClicks,
 * insertSaves, batches of up to 5,000, oldest first) so the roll-ups are kept exactly as the
 * tracking routes keep them. Then, against the real server in a child process over HTTP:
 *  - GET /api/analytics/{id}?range=…&tz=Europe/Berlin for each range, one request at a time:
 *    p50 and p99 (targets: p50 ≤ 150 ms on PostgreSQL, ≤ 500 ms on the embedded database);
 *  - GET /api/analytics/{id}/export?scope=all read as a stream: rows/s, and the server's
 *    resident memory (VmRSS from /proc, sampled every 50 ms) while it streams against idle
 *    (target: flat, under 100 MB above idle).
 * Both databases: embedded PGlite on disk (fresh DATA_DIR) and PostgreSQL (a throwaway cluster
 * from scripts/start-test-postgres.sh; skipped when no server binaries are installed). PGlite
 * is measured as the server leaves it: it runs no autovacuum, so the server refreshes its planner
 * statistics itself (server/db/pglite-analyze.ts, at start and every minute). PostgreSQL is
 * measured after VACUUM ANALYZE, what its autovacuum does soon after such a load. Also prints
 * the time of each query the overview runs, measured in-process (where the time goes). Reports
 * only; never fails on time.
 *
 * ANALYTICS_BENCH_DB=pglite or =postgres runs one database only; ANALYTICS_BENCH_SCALE=0.01 a
 * hundredth of the events (a quick check that it works).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { ANALYTICS_RANGES, type AnalyticsRange } from "../core/schemas/analytics";
import type { LinkType } from "../core/tracked-links";
import { buildApp, databaseTarget } from "../server/app";
import { loadConfig } from "../server/config";
import { type Db, openDatabase } from "../server/db/client";
import { countsSince, historyPage, talliesOf, totalsOf } from "../server/modules/analytics/repo";
import { seriesFor } from "../server/modules/analytics/series";
import {
  type CardClickEvent,
  type CardEvent,
  insertClicks,
  insertSaves,
  insertViews,
} from "../server/modules/tracking/repo";
import { type ServerProcess, startServerProcess } from "./bench-server-process";
import { BENCH_ADMIN_PASSWORD, benchServerEnv, percentile } from "./support";
import { startThrowawayPostgres } from "./throwaway-postgres";

/** ANALYTICS_BENCH_SCALE (e.g. 0.01) shrinks the data for a quick try; the figures are for 1. */
const SCALE = Number(process.env.ANALYTICS_BENCH_SCALE ?? 1);
const VIEWS = Math.round(1_000_000 * SCALE);
const CLICKS = Math.round(200_000 * SCALE);
const SAVES = Math.round(50_000 * SCALE);
const BATCH = 5000;
const SPAN_DAYS = 730;
const TZ = "Europe/Berlin";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Per range: a few unmeasured requests, then up to MAX_SAMPLES or MAX_SECONDS, whichever first. */
const WARMUP = 3;
const MAX_SAMPLES = 100;
const MAX_SECONDS = 15;
const TARGET_P50_MS = { pglite: 500, postgres: 150 } as const;
const TARGET_EXPORT_GROWTH_MB = 100;
/** The export is dropped after this long (a full one takes well under a minute). */
const EXPORT_LIMIT_S = 600;
const MB = 1024 * 1024;

type DatabaseKind = keyof typeof TARGET_P50_MS;

/* ---- Realistic events, reproducible (a seeded generator) ---- */

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(entries: [T, number][]): (random: () => number) => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const cumulative = entries.map(([value], i) => ({
    value,
    upTo: entries.slice(0, i + 1).reduce((sum, [, w]) => sum + w, 0) / total,
  }));
  return (random) => {
    const r = random();
    return (cumulative.find((c) => r < c.upTo) ?? cumulative.at(-1)!).value;
  };
}

const pickDevice = weighted<string>([
  ["Mobile · iOS · Safari", 30],
  ["Mobile · Android · Chrome", 24],
  ["Desktop · Windows · Chrome", 14],
  ["Desktop · macOS · Safari", 7],
  ["Desktop · macOS · Chrome", 5],
  ["Mobile · iOS · Chrome", 4],
  ["Tablet · iOS · Safari", 3],
  ["Desktop · Windows · Microsoft Edge", 3],
  ["Mobile · Android · Samsung Internet for Android", 2.5],
  ["Desktop · Windows · Firefox", 2],
  ["Desktop · Linux · Firefox", 1.5],
  ["Tablet · Android · Chrome", 1.5],
  ["Mobile · iOS", 1],
  ["Unknown", 1.5],
]);

const pickLocation = weighted<string>([
  ["Germany", 40],
  ["United States", 9],
  ["Austria", 8],
  ["Switzerland", 7],
  ["United Kingdom", 5],
  ["France", 4],
  ["Netherlands", 4],
  ["Italy", 3],
  ["Spain", 3],
  ["Poland", 3],
  ["Belgium", 1.5],
  ["Denmark", 1],
  ["Sweden", 1],
  ["Czechia", 1],
  ["Canada", 1],
  ["India", 1],
  ["Türkiye", 0.8],
  ["Brazil", 0.5],
  ["Japan", 0.5],
  ["Australia", 0.5],
  ["Ireland", 0.5],
  ["Norway", 0.4],
  ["Portugal", 0.4],
  ["Singapore", 0.2],
  ["South Africa", 0.2],
  ["Unknown", 4],
]);

const pickLink = weighted<[LinkType, string]>([
  [["website", "primary"], 30],
  [["phone", "primary"], 18],
  [["email", "primary"], 14],
  [["social", "linkedin"], 12],
  [["social", "instagram"], 6],
  [["social", "xing"], 4],
  [["social", "facebook"], 3],
  [["custom", "button-0"], 8],
  [["custom", "button-1"], 4],
  [["custom", "button-2"], 1],
]);

/** Berlin-ish local hours: quiet at night, busy in office hours and the evening. */
const HOUR_WEIGHT = [
  0.15, 0.08, 0.05, 0.04, 0.05, 0.12, 0.3, 0.6, 0.9, 1, 1, 0.95, 0.9, 0.95, 1, 0.95, 0.9, 0.85, 0.8, 0.75,
  0.7, 0.6, 0.45, 0.3,
];
/** Sunday first; weekends quieter. */
const WEEKDAY_WEIGHT = [0.5, 1, 1, 1, 0.95, 0.9, 0.6];

/**
 * `n` event times (ms) between `start` and `end`, sorted: traffic grows from 40% to 100% over
 * the span, with daily and weekly cycles (rejection sampling).
 */
function eventTimes(n: number, start: number, end: number, random: () => number): Float64Array {
  const times = new Float64Array(n);
  const span = end - start;
  for (let i = 0; i < n; ) {
    const t = start + random() * span;
    const local = new Date(t + 3600_000); // about Berlin (UTC+1); exact hours do not matter here
    const weight =
      (0.4 + (0.6 * (t - start)) / span) *
      HOUR_WEIGHT[local.getUTCHours()]! *
      WEEKDAY_WEIGHT[local.getUTCDay()]!;
    if (random() < weight) times[i++] = t;
  }
  return times.sort();
}

function visitor(cardId: number, at: number, random: () => number): CardEvent {
  // A visitor hash (server/modules/visitors/visitor-hash.ts): a few thousand visitors come back.
  const visitorHash = Math.floor(random() * 5000)
    .toString(16)
    .padStart(32, "0");
  return {
    cardId,
    at: new Date(at),
    visitorHash,
    location: pickLocation(random),
    device: pickDevice(random),
  };
}

/**
 * Writes the events oldest first as production would: each round a batch of views, then the
 * clicks and saves up to the last view's time, in batches of at most BATCH.
 */
async function seedEvents(db: Db, cardId: number, now: number): Promise<number> {
  const random = mulberry32(15);
  const start = now - SPAN_DAYS * DAY_MS;
  const views = eventTimes(VIEWS, start, now, random);
  const clicks = eventTimes(CLICKS, start, now, random);
  const saves = eventTimes(SAVES, start, now, random);
  let clickAt = 0;
  let saveAt = 0;
  let written = 0;
  const total = VIEWS + CLICKS + SAVES;
  let nextReport = total / 10;
  const started = performance.now();

  const upTo = (times: Float64Array, from: number, until: number) => {
    let i = from;
    while (i < times.length && times[i]! <= until && i - from < BATCH) i++;
    return i;
  };

  for (let viewAt = 0; viewAt < VIEWS; viewAt += BATCH) {
    const viewEnd = Math.min(VIEWS, viewAt + BATCH);
    const until = viewEnd === VIEWS ? Number.POSITIVE_INFINITY : views[viewEnd - 1]!;
    const viewBatch: CardEvent[] = [];
    for (let i = viewAt; i < viewEnd; i++) viewBatch.push(visitor(cardId, views[i]!, random));
    await insertViews(db, viewBatch);
    written += viewBatch.length;
    // Clicks and saves of the same window (several batches when a window holds more than BATCH).
    for (let end = upTo(clicks, clickAt, until); end > clickAt; end = upTo(clicks, clickAt, until)) {
      const batch: CardClickEvent[] = [];
      for (let i = clickAt; i < end; i++) {
        const [linkType, linkId] = pickLink(random);
        batch.push({ ...visitor(cardId, clicks[i]!, random), linkType, linkId });
      }
      await insertClicks(db, batch);
      written += batch.length;
      clickAt = end;
    }
    for (let end = upTo(saves, saveAt, until); end > saveAt; end = upTo(saves, saveAt, until)) {
      const batch: CardEvent[] = [];
      for (let i = saveAt; i < end; i++) batch.push(visitor(cardId, saves[i]!, random));
      await insertSaves(db, batch);
      written += batch.length;
      saveAt = end;
    }
    if (written >= nextReport) {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  seeding: ${written.toLocaleString("en")} / ${total.toLocaleString("en")} events, ` +
          `${seconds.toFixed(0)} s, ${Math.round(written / seconds).toLocaleString("en")} events/s`,
      );
      nextReport += total / 10;
    }
  }
  return written;
}

/* ---- Where an overview's time goes: each of its queries alone, in-process ---- */

async function medianMs(repeat: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

async function profileQueries(db: Db, cardId: number): Promise<string[]> {
  const now = new Date();
  const queries: [string, () => Promise<unknown>][] = [
    ["totals (tallies)", () => totalsOf(db, cardId)],
    ["last 7 days (buckets)", () => countsSince(db, cardId, new Date(now.getTime() - 7 * DAY_MS))],
    ["last 30 days (buckets)", () => countsSince(db, cardId, new Date(now.getTime() - 30 * DAY_MS))],
    ...ANALYTICS_RANGES.map((range): [string, () => Promise<unknown>] => [
      `series ${range} (buckets)`,
      () => seriesFor(db, cardId, range, TZ, now),
    ]),
    ["tallies (devices, locations, links)", () => talliesOf(db, cardId)],
    ...(["views", "clicks", "saves", "submissions"] as const).map(
      (kind): [string, () => Promise<unknown>] => [
        `first ${kind} page`,
        () => historyPage(db, kind, cardId, null, 26),
      ],
    ),
  ];
  const lines: string[] = [];
  for (const [label, work] of queries) {
    await work();
    lines.push(`${label} ${(await medianMs(5, work)).toFixed(1)} ms`);
  }
  return lines;
}

/* ---- Seeding in this process, then the server in a child ---- */

interface Seeded {
  cardId: number;
  seconds: number;
}

async function seed(env: Record<string, string>): Promise<Seeded> {
  const config = loadConfig(env);
  const database = await openDatabase(databaseTarget(config));
  try {
    // The real app only to make the admin and create the card through the API.
    const app = await buildApp(config, { database, logger: false });
    let cardId: number;
    try {
      const login = await app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: "admin", password: BENCH_ADMIN_PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
      const cookie = String(login.headers["set-cookie"]).split(";")[0]!;
      const created = await app.inject({
        method: "POST",
        url: "/api/business-cards",
        headers: { cookie },
        payload: { name: "Analytics Bench Card", title: "Two years of visitors" },
      });
      if (created.statusCode >= 300) throw new Error(`card: ${created.statusCode} ${created.body}`);
      cardId = (created.json() as { id: number }).id;
    } finally {
      await app.close();
    }
    const started = performance.now();
    const written = await seedEvents(database.db, cardId, Date.now());
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  seeded ${written.toLocaleString("en")} events in ${seconds.toFixed(0)} s ` +
        `(${Math.round(written / seconds).toLocaleString("en")} events/s, batches of up to ${BATCH})`,
    );
    return { cardId, seconds };
  } finally {
    await database.close();
  }
}

/**
 * Opens the database in this process (the server is stopped: PGlite's directory is locked by
 * one process), optionally runs `maintenance` (ANALYZE), and times the overview's queries one by one.
 */
async function maintainAndProfile(env: Record<string, string>, cardId: number, maintenance?: string) {
  const database = await openDatabase(databaseTarget(loadConfig(env)));
  try {
    if (maintenance) {
      const started = performance.now();
      await database.db.execute(sql.raw(maintenance));
      console.log(`  ${maintenance}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const profile = await profileQueries(database.db, cardId);
    console.log(`  query times in-process (median of 5): ${profile.join("; ")}`);
  } finally {
    await database.close();
  }
}

interface RangeTiming {
  range: AnalyticsRange;
  samples: number;
  p50: number;
  p99: number;
}

async function timeOverview(server: ServerProcess, cookie: string, cardId: number): Promise<RangeTiming[]> {
  const timings: RangeTiming[] = [];
  for (const range of ANALYTICS_RANGES) {
    const url = `${server.url}/api/analytics/${cardId}?range=${range}&tz=${encodeURIComponent(TZ)}`;
    const once = async () => {
      const response = await fetch(url, { headers: { cookie } });
      const body = await response.text();
      if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body}`);
      return body;
    };
    const first = JSON.parse(await once()) as {
      summary: { totalViews: number; totalClicks: number; totalSaves: number };
    };
    const { totalViews, totalClicks, totalSaves } = first.summary;
    if (totalViews !== VIEWS || totalClicks !== CLICKS || totalSaves !== SAVES) {
      throw new Error(
        `the overview counts ${totalViews}/${totalClicks}/${totalSaves} events, not the seeded ones`,
      );
    }
    for (let i = 1; i < WARMUP; i++) await once();
    const samples: number[] = [];
    const until = performance.now() + MAX_SECONDS * 1000;
    while (samples.length < MAX_SAMPLES && performance.now() < until) {
      const started = performance.now();
      await once();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    timings.push({
      range,
      samples: samples.length,
      p50: percentile(samples, 50),
      p99: percentile(samples, 99),
    });
  }
  return timings;
}

interface ExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  /** False when the download was stopped at the time limit. */
  complete: boolean;
  firstByteMs: number;
  idleRss: number;
  peakRss: number;
  idleHwm: number;
  hwmAfter: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The 'all' export over real HTTP, read as a stream, with the server's memory sampled meanwhile;
 * the download is dropped after `limitSeconds`.
 */
async function timeExport(
  server: ServerProcess,
  cookie: string,
  cardId: number,
  limitSeconds: number,
): Promise<ExportFigures> {
  await sleep(1000);
  const idle = server.memory();
  let peakRss = idle.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, server.memory().rss);
  }, 50);
  const started = performance.now();
  try {
    const result = await new Promise<{ rows: number; bytes: number; firstByteMs: number; complete: boolean }>(
      (done, fail) => {
        let bytes = 0;
        let lines = 0;
        let firstByteMs = 0;
        const req = request(
          `${server.url}/api/analytics/${cardId}/export?scope=all&tz=${encodeURIComponent(TZ)}`,
          { headers: { cookie } },
          (res) => {
            if (res.statusCode !== 200) {
              fail(new Error(`export: ${res.statusCode}`));
              res.resume();
              return;
            }
            res.on("data", (chunk: Buffer) => {
              if (bytes === 0) firstByteMs = performance.now() - started;
              bytes += chunk.length;
              for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
            });
            res.on("end", () => {
              clearTimeout(limit);
              done({ rows: lines - 1, bytes, firstByteMs, complete: true });
            });
            res.on("error", fail);
          },
        );
        const limit = setTimeout(() => {
          req.destroy();
          done({ rows: Math.max(0, lines - 1), bytes, firstByteMs, complete: false });
        }, limitSeconds * 1000);
        req.on("error", (error) => {
          clearTimeout(limit);
          fail(error);
        });
        req.end();
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const after = server.memory();
    return {
      ...result,
      seconds,
      idleRss: idle.rss,
      peakRss: Math.max(peakRss, after.rss),
      idleHwm: idle.hwm,
      hwmAfter: after.hwm,
    };
  } finally {
    clearInterval(sampler);
  }
}

interface Figures {
  label: string;
  seedSeconds: number;
  ranges: RangeTiming[];
  exported: ExportFigures;
}

/** The server in a child process on the seeded database: the overview per range, then the export. */
async function measureServer(
  kind: DatabaseKind,
  label: string,
  env: Record<string, string>,
  seeded: Seeded,
  exportLimitSeconds: number,
): Promise<Figures> {
  const server = await startServerProcess(env);
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const ranges = await timeOverview(server, cookie, seeded.cardId);
    for (const r of ranges) {
      console.log(
        `  GET /api/analytics/{id}?range=${r.range}&tz=${TZ} (1 connection, ${r.samples} requests): ` +
          `p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms (target p50 ≤ ${TARGET_P50_MS[kind]} ms: ` +
          `${r.p50 <= TARGET_P50_MS[kind] ? "met" : "NOT met"})`,
      );
    }
    const exported = await timeExport(server, cookie, seeded.cardId, exportLimitSeconds);
    const growth = (exported.peakRss - exported.idleRss) / MB;
    const total = VIEWS + CLICKS + SAVES;
    console.log(
      `  GET /api/analytics/{id}/export?scope=all: ${exported.rows.toLocaleString("en")} rows, ` +
        `${(exported.bytes / MB).toFixed(0)} MB in ${exported.seconds.toFixed(1)} s = ` +
        `${Math.round(exported.rows / exported.seconds).toLocaleString("en")} rows/s ` +
        `(first byte after ${exported.firstByteMs.toFixed(0)} ms)` +
        (exported.complete
          ? exported.rows === total
            ? ""
            : " — ROW COUNT WRONG"
          : ` — STOPPED at the ${exportLimitSeconds} s limit, ${((100 * exported.rows) / total).toFixed(1)}% of the rows`),
    );
    console.log(
      `  server RSS idle ${(exported.idleRss / MB).toFixed(0)} MB, peak while streaming ` +
        `${(exported.peakRss / MB).toFixed(0)} MB (+${growth.toFixed(0)} MB; target < ${TARGET_EXPORT_GROWTH_MB} MB: ` +
        `${growth < TARGET_EXPORT_GROWTH_MB ? "met" : "NOT met"}); VmHWM ${(exported.idleHwm / MB).toFixed(0)} → ` +
        `${(exported.hwmAfter / MB).toFixed(0)} MB`,
    );
    return { label, seedSeconds: seeded.seconds, ranges, exported };
  } finally {
    await server.stop();
  }
}

/**
 * PGlite analyses its tables when it opens (as the server does at start); PostgreSQL is measured
 * after VACUUM ANALYZE, what its autovacuum does within a minute of such a load.
 */
async function benchDatabase(kind: DatabaseKind, label: string, extra: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), "cardfolio-bench-analytics-"));
  try {
    const env = benchServerEnv(dataDir, extra);
    console.log(`${label}: seeding ${(VIEWS + CLICKS + SAVES).toLocaleString("en")} events…`);
    const seeded = await seed(env);
    const figures: Figures[] = [];
    await maintainAndProfile(env, seeded.cardId, kind === "postgres" ? "vacuum analyze" : undefined);
    figures.push(await measureServer(kind, label, env, seeded, EXPORT_LIMIT_S));
    return figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(all: Figures[]): void {
  const header = [
    "database",
    "seed",
    ...ANALYTICS_RANGES.map((r) => `${r} p50/p99`),
    "export all",
    "RSS idle → peak",
  ];
  const rows = all.map((f) => [
    f.label,
    `${f.seedSeconds.toFixed(0)} s`,
    ...f.ranges.map((r) => `${r.p50.toFixed(0)} / ${r.p99.toFixed(0)} ms`),
    `${Math.round(f.exported.rows / f.exported.seconds).toLocaleString("en")} rows/s ` +
      (f.exported.complete
        ? `(${f.exported.seconds.toFixed(1)} s)`
        : `(stopped at ${f.exported.seconds.toFixed(0)} s, ${f.exported.rows.toLocaleString("en")} rows)`),
    `${(f.exported.idleRss / MB).toFixed(0)} → ${(f.exported.peakRss / MB).toFixed(0)} MB ` +
      `(+${((f.exported.peakRss - f.exported.idleRss) / MB).toFixed(0)})`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}

export async function run(): Promise<void> {
  const only = process.env.ANALYTICS_BENCH_DB;
  const started = performance.now();
  console.log(
    `one card: ${VIEWS.toLocaleString("en")} views, ${CLICKS.toLocaleString("en")} clicks, ` +
      `${SAVES.toLocaleString("en")} saves over ${SPAN_DAYS} days; tz ${TZ}; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
  );
  const all: Figures[] = [];
  if (!only || only === "pglite")
    all.push(...(await benchDatabase("pglite", "PGlite (embedded, on disk)", {})));
  if (!only || only === "postgres") {
    const postgres = startThrowawayPostgres();
    if (!postgres) {
      console.log(
        "PostgreSQL: skipped, no server binaries under /usr/lib/postgresql (apt-get install postgresql)",
      );
    } else {
      try {
        all.push(
          ...(await benchDatabase("postgres", `PostgreSQL ${postgres.version} (throwaway cluster)`, {
            DATABASE_URL: postgres.url,
          })),
        );
      } finally {
        postgres.stop();
      }
    }
  }
  console.log("");
  printTable(all);
  console.log(
    `total ${((performance.now() - started) / 1000).toFixed(0)} s; load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
}
