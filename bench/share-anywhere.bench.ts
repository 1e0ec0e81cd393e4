/**
 * Sharing a card anywhere (issue 39), against the real server:
 *
 * 1. Video-call backgrounds, GET /api/business-cards/{id}/background?layout=…&format=…&picture=theme,
 *    on the embedded database (server/index.ts in a child process, as `npm start` runs it, production
 *    password cost): a cold draw of each layout in PNG and JPEG (the card's title edited before each,
 *    so its plan, and the cache key, change), one at a time; the kept answer and the 304 for a
 *    current copy (If-None-Match) at 4 connections. Then the mixed load: sign-ins (2 clients,
 *    the right password) and the public card page (10 connections) alone, then the same while
 *    4 people (SHARE_BENCH_DRAWING_USERS) each edit their card and draw its background again,
 *    over and over. sharp, scrypt and the embedded database's file writes share libuv's thread
 *    pool: the question is whether sign-ins and page reads stay fast while backgrounds are drawn.
 * 2. NFC tag taps, GET /t/{tagId} with a phone browser's user agent (so each counts), 32 clients
 *    for TAP_SECONDS, on PGlite and on a throwaway PostgreSQL when its binaries are installed, the
 *    per-address tracking limit raised (TRACKING_RATE_LIMIT_PER_MINUTE): taps/s, p50/p99, and the
 *    tag's stored count against the 302s answered (every request is awaited, so they must match:
 *    no update lost under concurrency).
 * 3. The card page at an address marked as an NFC visit, /view/{slug}?src=nfc, against the plain
 *    /view/{slug}: wrk (bench/wrk.ts) against the app in this process, and how many of the
 *    requests the front door (server/lib/front-door.ts) answered before Fastify.
 *
 * About 3 minutes with the defaults. Knobs: SHARE_BENCH_COLD_ROUNDS (cold draws per layout and
 * format, 5), SHARE_BENCH_SECONDS (each mixed phase, 15), SHARE_BENCH_DRAWING_USERS (4),
 * SHARE_BENCH_TAP_SECONDS (10), SHARE_BENCH_PAGE_SECONDS (each wrk round, 5),
 * SHARE_BENCH_DB=pglite|postgres (the taps on one database). Prints a markdown table; reports,
 * never fails on time. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { keepNextTickShape } from "../server/lib/next-tick-shape";
import { type BenchChild, startBenchChild } from "./bench-child";
import { BENCH_ADMIN_PASSWORD, benchServerEnv, median, percentile } from "./support";
import { onBothDatabases } from "./throwaway-postgres";
import { seedTypicalCard } from "./typical-card";
import { ensureWrk, type Load, runWrk, warmUp } from "./wrk";

const COLD_ROUNDS = Number(process.env.SHARE_BENCH_COLD_ROUNDS ?? 5);
const MIXED_SECONDS = Number(process.env.SHARE_BENCH_SECONDS ?? 15);
const DRAWING_USERS = Number(process.env.SHARE_BENCH_DRAWING_USERS ?? 4);
const TAP_SECONDS = Number(process.env.SHARE_BENCH_TAP_SECONDS ?? 10);
const PAGE_SECONDS = Number(process.env.SHARE_BENCH_PAGE_SECONDS ?? 5);
const PAGE_ROUNDS = 3;
const WARM_UP_SECONDS = 3;
const CACHED_SECONDS = 5;
const TAP_CLIENTS = 32;
const SIGN_IN_CLIENTS = 2;
const PAGE_CONNECTIONS = 10;
const LAYOUTS = ["left", "right", "band"] as const;
const FORMATS = ["png", "jpeg"] as const;
const DRAWER_PASSWORD = "bench-drawer-password";
const PHONE_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** One line of the printed table. */
interface Row {
  part: string;
  measure: string;
  load: string;
  result: string;
}

/** A time in ms; autocannon's whole milliseconds read 0 below one. */
const ms = (value: number) =>
  value === 0 ? "< 1 ms" : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

/** p50 / p99 of some timings, in ms. */
function spread(timings: number[]): string {
  if (timings.length === 0) return "none";
  const sorted = [...timings].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}`;
}

/** Answers by status, e.g. "200: 1234, 503: 5". */
function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
}

function autocannonStatuses(result: autocannon.Result): string {
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  return Object.entries(stats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(", ");
}

function autocannonFigures(result: autocannon.Result): string {
  return (
    `${Math.round(result.requests.average)} req/s, p50 ${ms(result.latency.p50)}, ` +
    `p99 ${ms(result.latency.p99)} (${autocannonStatuses(result)}${result.errors ? `, errors ${result.errors}` : ""})`
  );
}

async function call(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs in; every cookie the sign-in sets, as a Cookie header. */
async function signIn(base: string, username: string, password: string): Promise<string> {
  const response = await call(base, "POST", "/api/login", { body: { username, password } });
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}

interface Drawer {
  cookie: string;
  cardId: number;
  /** Edits so far: each gives the card a new title, so its next background is drawn afresh. */
  edits: number;
}

/** A user with a card of their own (users are given one when they are made), signed in. */
async function makeDrawer(base: string, adminCookie: string, index: number): Promise<Drawer> {
  const username = `drawer${index}`;
  await call(base, "POST", "/api/users", {
    cookie: adminCookie,
    body: {
      username,
      email: `${username}@bench.example`,
      fullName: `Drawer ${index}`,
      password: DRAWER_PASSWORD,
      accessLevel: 1,
    },
  });
  const cookie = await signIn(base, username, DRAWER_PASSWORD);
  // A new user is given a card; it gets the typical card's texts and theme.
  const [card] = (await (await call(base, "GET", "/api/business-cards", { cookie })).json()) as Array<{
    id: number;
  }>;
  await call(base, "PATCH", `/api/business-cards/${card!.id}`, {
    cookie,
    body: {
      name: `Drawer Number ${index}`,
      title: "Head of Product",
      company: "Northwind Traders",
      theme: "corporate",
    },
  });
  return { cookie, cardId: card!.id, edits: 0 };
}

const backgroundPath = (cardId: number, layout: string, format: string) =>
  `/api/business-cards/${cardId}/background?layout=${layout}&format=${format}&picture=theme`;

/** Gives the card a new title: its background's plan changes, so the next one is drawn. */
async function editCard(base: string, drawer: Drawer): Promise<void> {
  drawer.edits++;
  await call(base, "PATCH", `/api/business-cards/${drawer.cardId}`, {
    cookie: drawer.cookie,
    body: { title: `Head of Product, edit ${drawer.edits}` },
  });
}

/** One background request: its status, time and size. */
async function fetchBackground(
  base: string,
  drawer: Drawer,
  path: string,
): Promise<{ status: number; ms: number; bytes: number; etag: string }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { cookie: drawer.cookie } });
  const bytes = (await response.arrayBuffer()).byteLength;
  return {
    status: response.status,
    ms: performance.now() - started,
    bytes,
    etag: response.headers.get("etag") ?? "",
  };
}

async function coldDraws(base: string, drawer: Drawer): Promise<Row[]> {
  const rows: Row[] = [];
  const all: number[] = [];
  for (const layout of LAYOUTS) {
    for (const format of FORMATS) {
      const timings: number[] = [];
      let bytes = 0;
      for (let round = 0; round < COLD_ROUNDS; round++) {
        await editCard(base, drawer);
        const answer = await fetchBackground(base, drawer, backgroundPath(drawer.cardId, layout, format));
        if (answer.status !== 200) throw new Error(`cold draw ${layout}/${format}: ${answer.status}`);
        timings.push(answer.ms);
        bytes = answer.bytes;
      }
      all.push(...timings);
      rows.push({
        part: "1 background",
        measure: `cold draw, ${layout}, ${format.toUpperCase()}`,
        load: `${COLD_ROUNDS} draws, one at a time`,
        result: `${spread(timings)}, ${Math.round(bytes / 1024)} KB`,
      });
    }
  }
  rows.push({
    part: "1 background",
    measure: "cold draw, every layout and format",
    load: `${all.length} draws, one at a time`,
    result: spread(all),
  });
  return rows;
}

/** The kept picture, and the 304 for a browser whose copy is current, at 4 connections. */
async function keptAnswers(base: string, drawer: Drawer): Promise<Row[]> {
  const path = backgroundPath(drawer.cardId, "left", "png");
  const first = await fetchBackground(base, drawer, path);
  if (first.status !== 200 || !first.etag) throw new Error(`background: ${first.status}`);
  const rows: Row[] = [];
  for (const [measure, headers] of [
    ["kept answer (200, PNG, left)", { cookie: drawer.cookie }],
    ["current copy (304, If-None-Match)", { cookie: drawer.cookie, "if-none-match": first.etag }],
  ] as const) {
    const result = await autocannon({
      url: `${base}${path}`,
      connections: 4,
      duration: CACHED_SECONDS,
      headers,
    });
    rows.push({
      part: "1 background",
      measure,
      load: `4 connections, ${CACHED_SECONDS} s`,
      result: autocannonFigures(result),
    });
  }
  return rows;
}

/** Each drawer edits their card and draws its background again, until `stop` says so. */
async function drawContinuously(
  base: string,
  drawers: Drawer[],
  stop: () => boolean,
): Promise<{ timings: number[]; statuses: number[] }> {
  const timings: number[] = [];
  const statuses: number[] = [];
  await Promise.all(
    drawers.map(async (drawer, index) => {
      for (let turn = index; !stop(); turn++) {
        await editCard(base, drawer);
        const layout = LAYOUTS[turn % LAYOUTS.length]!;
        const format = FORMATS[Math.floor(turn / LAYOUTS.length) % FORMATS.length]!;
        const answer = await fetchBackground(base, drawer, backgroundPath(drawer.cardId, layout, format));
        statuses.push(answer.status);
        if (answer.status === 200) timings.push(answer.ms);
      }
    }),
  );
  return { timings, statuses };
}

interface SignIns {
  timings: number[];
  statuses: number[];
}

/**
 * SIGN_IN_CLIENTS people signing in one after another for MIXED_SECONDS. Each sign-in started is
 * awaited and counted (a load generator that stops at the bell would drop the slow ones).
 */
async function signInsFor(base: string): Promise<SignIns> {
  const timings: number[] = [];
  const statuses: number[] = [];
  const until = performance.now() + MIXED_SECONDS * 1000;
  const body = JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD });
  await Promise.all(
    Array.from({ length: SIGN_IN_CLIENTS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(`${base}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        await response.arrayBuffer();
        statuses.push(response.status);
        if (response.ok) timings.push(performance.now() - started);
      }
    }),
  );
  return { timings, statuses };
}

const signInFigures = ({ timings, statuses }: SignIns) =>
  `${timings.length} signed in, ${spread(timings)} (${statusCounts(statuses)})`;

/** Sign-ins and the public page at once for MIXED_SECONDS. */
function signInsAndPage(base: string, slug: string): Promise<[SignIns, autocannon.Result]> {
  return Promise.all([
    signInsFor(base),
    autocannon({
      url: `${base}/view/${slug}`,
      connections: PAGE_CONNECTIONS,
      duration: MIXED_SECONDS,
      headers: { "user-agent": PHONE_AGENT },
    }),
  ]);
}

async function mixedLoad(base: string, slug: string, drawers: Drawer[]): Promise<Row[]> {
  await autocannon({ url: `${base}/view/${slug}`, connections: PAGE_CONNECTIONS, duration: WARM_UP_SECONDS });
  const [signInsAlone, pageAlone] = await signInsAndPage(base, slug);
  let stopped = false;
  const drawing = drawContinuously(base, drawers, () => stopped);
  const [signInsDrawing, pageDrawing] = await signInsAndPage(base, slug);
  stopped = true;
  const drawn = await drawing;
  const load = (what: string) => `${what}, ${MIXED_SECONDS} s`;
  const p99 = (timings: number[]) =>
    percentile(
      [...timings].sort((a, b) => a - b),
      99,
    ) ?? 0;
  const verdict = (alone: number, drawing: number) =>
    `p99 ×${(drawing / Math.max(alone, 0.1)).toFixed(1)} with drawing`;
  return [
    {
      part: "1 mixed",
      measure: "sign-in (POST /api/login, scrypt N=2^17), alone",
      load: load(`${SIGN_IN_CLIENTS} clients`),
      result: signInFigures(signInsAlone),
    },
    {
      part: "1 mixed",
      measure: "sign-in while backgrounds are drawn",
      load: load(`${SIGN_IN_CLIENTS} clients + ${drawers.length} drawing users`),
      result: `${signInFigures(signInsDrawing)}; ${verdict(p99(signInsAlone.timings), p99(signInsDrawing.timings))}`,
    },
    {
      part: "1 mixed",
      measure: "GET /view/{slug}, alone",
      load: load(`${PAGE_CONNECTIONS} connections`),
      result: autocannonFigures(pageAlone),
    },
    {
      part: "1 mixed",
      measure: "GET /view/{slug} while backgrounds are drawn",
      load: load(`${PAGE_CONNECTIONS} connections + ${drawers.length} drawing users`),
      result: `${autocannonFigures(pageDrawing)}; ${verdict(pageAlone.latency.p99, pageDrawing.latency.p99)}`,
    },
    {
      part: "1 mixed",
      measure: "the backgrounds drawn meanwhile (each after an edit)",
      load: load(`${drawers.length} users, one after another each`),
      result: `${(drawn.timings.length / MIXED_SECONDS).toFixed(1)} drawn/s, ${spread(drawn.timings)} (${statusCounts(drawn.statuses)})`,
    },
  ];
}

async function backgrounds(): Promise<Row[]> {
  let child: BenchChild | undefined;
  try {
    child = await startBenchChild();
    const base = child.server.url;
    const adminCookie = await signIn(base, "admin", BENCH_ADMIN_PASSWORD);
    const slug = await seedTypicalCard(base);
    const drawers: Drawer[] = [];
    for (let i = 1; i <= Math.max(1, DRAWING_USERS); i++)
      drawers.push(await makeDrawer(base, adminCookie, i));
    // One unmeasured draw: sharp and the fonts load on the first.
    await editCard(base, drawers[0]!);
    await fetchBackground(base, drawers[0]!, backgroundPath(drawers[0]!.cardId, "left", "png"));
    return [
      ...(await coldDraws(base, drawers[0]!)),
      ...(await keptAnswers(base, drawers[0]!)),
      ...(await mixedLoad(base, slug, drawers)),
    ];
  } finally {
    await child?.stop();
  }
}

const tapAgent = new Agent({ keepAlive: true, maxSockets: TAP_CLIENTS });

/** One GET through a kept-alive connection: its status (the body, if any, is read and dropped). */
function get(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: tapAgent, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** TAP_CLIENTS clients tapping for `seconds`; every request started is awaited, so none is in flight after. */
async function tapFor(url: string, seconds: number): Promise<{ timings: number[]; statuses: number[] }> {
  const timings: number[] = [];
  const statuses: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: TAP_CLIENTS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        statuses.push(await get(url, { "user-agent": PHONE_AGENT }));
        timings.push(performance.now() - started);
      }
    }),
  );
  return { timings, statuses };
}

async function taps(database: string, env: Record<string, string>): Promise<Row> {
  let child: BenchChild | undefined;
  try {
    child = await startBenchChild({ ...env, TRACKING_RATE_LIMIT_PER_MINUTE: "1000000" });
    const base = child.server.url;
    const cookie = await signIn(base, "admin", BENCH_ADMIN_PASSWORD);
    const card = (await (
      await call(base, "POST", "/api/business-cards", { cookie, body: { name: "Tapped", title: "Bench" } })
    ).json()) as { id: number };
    const tag = (await (
      await call(base, "POST", `/api/business-cards/${card.id}/tags`, { cookie, body: { label: "Badge" } })
    ).json()) as { id: string };
    const stored = async () =>
      (
        (await (await call(base, "GET", `/api/business-cards/${card.id}/tags`, { cookie })).json()) as {
          tags: Array<{ id: string; taps: number }>;
        }
      ).tags.find((t) => t.id === tag.id)!.taps;
    const url = `${base}/t/${tag.id}`;
    await tapFor(url, WARM_UP_SECONDS);
    const before = await stored();
    const measured = await tapFor(url, TAP_SECONDS);
    const counted = (await stored()) - before;
    const redirects = measured.statuses.filter((status) => status === 302).length;
    return {
      part: "2 NFC taps",
      measure: `GET /t/{tagId}, ${database}`,
      load: `${TAP_CLIENTS} clients, ${TAP_SECONDS} s, phone browser`,
      result:
        `${Math.round(measured.statuses.length / TAP_SECONDS)} taps/s, ${spread(measured.timings)} ` +
        `(${statusCounts(measured.statuses)}); stored taps ${counted} for ${redirects} redirects: ` +
        (counted === redirects ? "none lost" : `MISMATCH (${counted - redirects})`),
    };
  } finally {
    await child?.stop();
  }
}

/** The app in this process (its front door counts its quick answers); wrk is a process of its own. */
async function markedAddress(): Promise<Row[]> {
  keepNextTickShape();
  const dataDir = mkdtempSync(join(tmpdir(), "cardfolio-bench-share-"));
  const app = await buildApp(loadConfig(benchServerEnv(dataDir, { PASSWORD_SCRYPT_LOG_N: "12" })), {
    logger: false,
  });
  try {
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const slug = await seedTypicalCard(base);
    const addresses = [
      ["GET /view/{slug}", `${base}/view/${slug}`],
      ["GET /view/{slug}?src=nfc", `${base}/view/${slug}?src=nfc`],
    ] as const;
    for (const [, url] of addresses) {
      await fetch(url).then((response) => response.arrayBuffer());
      await warmUp(url, {}, undefined, WARM_UP_SECONDS);
    }
    const loads = new Map<string, Load[]>();
    const quick = new Map<string, { answered: number; requests: number }>();
    // In turns, so a burst of other work on the shared machine weighs on both.
    for (let round = 0; round < PAGE_ROUNDS; round++) {
      for (const [label, url] of addresses) {
        const before = app.frontDoor.quickAnswers();
        const load = await runWrk(url, PAGE_SECONDS);
        const counts = quick.get(label) ?? { answered: 0, requests: 0 };
        counts.answered += app.frontDoor.quickAnswers() - before;
        counts.requests += load.requests;
        quick.set(label, counts);
        loads.set(label, [...(loads.get(label) ?? []), load]);
      }
    }
    return addresses.map(([label]) => {
      const runs = loads.get(label)!;
      const { answered, requests } = quick.get(label)!;
      return {
        part: "3 marked address",
        measure: label,
        load: `wrk 2 threads, 50 connections, ${PAGE_ROUNDS} × ${PAGE_SECONDS} s`,
        result:
          `${median(runs.map((run) => run.requestsPerS))} req/s, p99 ${ms(median(runs.map((run) => run.p99Ms)))} ` +
          `(rounds ${runs.map((run) => run.requestsPerS).join(", ")}); front door answered ` +
          `${answered >= requests ? "all" : `${answered} of ${requests}`}`,
      };
    });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function markdown(rows: Row[]): string {
  const escapeCell = (text: string) => text.replaceAll("|", "\\|");
  return [
    "| part | measure | load | result |",
    "|---|---|---|---|",
    ...rows.map((row) => `| ${[row.part, row.measure, row.load, row.result].map(escapeCell).join(" | ")} |`),
  ].join("\n");
}

export async function run(): Promise<void> {
  const started = performance.now();
  const rows: Row[] = [...(await backgrounds())];
  rows.push(...(await onBothDatabases("cardfolio_bench_share", taps, process.env.SHARE_BENCH_DB)));
  if (ensureWrk()) rows.push(...(await markedAddress()));
  else console.log("wrk is not available: the marked address was not measured.");
  tapAgent.destroy();
  console.log(`\nShare anywhere, ${((performance.now() - started) / 1000).toFixed(0)} s in all:\n`);
  console.log(markdown(rows));
}
