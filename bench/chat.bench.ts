/**
 * The sales assistant's chat with the built-in engine: replies/s and latency with 50
 * concurrent visitors, each its own session, against the real server in a child process
 * (bench-server-process.ts), over HTTP. Each visitor opens the chat (the welcome), then sends a
 * scripted conversation of CONVERSATION.length messages, one at a time, waiting for each reply,
 * and starts a new conversation until the time is up; every reply is a stored, scored
 * conversation row. Plain JSON answers and streamed (Server-Sent Events) answers are measured
 * separately, on embedded PGlite on disk and, when its binaries are installed, PostgreSQL.
 * The chat's limits are raised: one load generator is one address. Reports only; never fails.
 *
 * `npm run bench -- chat`; CHAT_BENCH_SECONDS (default 10) per mode, CHAT_BENCH_DB=pglite|postgres.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ASSISTANT_FIXTURE } from "../core/testing/assistant-fixture";
import { type ServerProcess, startServerProcess } from "./bench-server-process";
import { BENCH_ADMIN_PASSWORD, benchServerEnv, percentile } from "./support";
import { startThrowawayPostgres } from "./throwaway-postgres";

const VISITORS = 50;
const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const PHONE_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** What each visitor says, in order: services, a qualification answer, prices and media, contact, a meeting. */
const CONVERSATION = [
  "Hi, what services do you offer?",
  "We need a new website, our old one is slow",
  "Within two months. How much does website design cost? Do you have a portfolio?",
  "My name is Jo Park, jo@park.test, around 5000 euros",
  "Can we book a call next week? My number is +44 20 7946 0958",
];

/** The tests' assistant, with more services to price and its button shown once the visitor is qualified. */
const BOT_CONFIG = {
  ...ASSISTANT_FIXTURE,
  services: ["Website design", "Hosting", "SEO", "Maintenance"],
  priceRanges: { "Website design": 1500, Hosting: 20, SEO: 400, Maintenance: 90 },
  ctaButtons: [{ ...ASSISTANT_FIXTURE.ctaButtons[0], showCondition: "after_qualification" }],
};

async function api(url: string, init: RequestInit & { cookie?: string } = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { "content-type": "application/json", ...(init.cookie ? { cookie: init.cookie } : {}) },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** A card with the assistant enabled, made through the API as an owner would. */
async function botCard(url: string): Promise<number> {
  const login = await api(`${url}/api/login`, {
    method: "POST",
    body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const card = (await (
    await api(`${url}/api/business-cards`, {
      method: "POST",
      cookie,
      body: JSON.stringify({ name: "Ana Silva", company: "Acme", email: "ana@acme.test" }),
    })
  ).json()) as { id: number };
  await api(`${url}/api/salesbot/${card.id}/config`, {
    method: "POST",
    cookie,
    body: JSON.stringify(BOT_CONFIG),
  });
  return card.id;
}

interface Tally {
  latencies: number[];
  failures: number;
  conversations: number;
}

/** One message and its reply; the session id the reply carries. */
async function send(
  url: string,
  cardId: number,
  message: string,
  sessionId: string | undefined,
  stream: boolean,
) {
  const response = await fetch(`${url}/api/salesbot/${cardId}/chat`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": PHONE_AGENT,
      ...(stream ? { accept: "text/event-stream" } : {}),
    },
    body: JSON.stringify(sessionId ? { message, sessionId } : { message }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`chat: ${response.status} ${text}`);
  if (!stream) return (JSON.parse(text) as { sessionId: string }).sessionId;
  const done = /event: done\ndata: (.*)\n/.exec(text);
  if (!done) throw new Error(`chat stream without done: ${text.slice(0, 200)}`);
  return (JSON.parse(done[1]!) as { sessionId: string }).sessionId;
}

/** One visitor: conversations one after another until `until`, each message timed. */
async function visitor(url: string, cardId: number, stream: boolean, until: number, tally: Tally) {
  while (performance.now() < until) {
    const welcome = await fetch(`${url}/api/salesbot/${cardId}/welcome`, {
      headers: { "user-agent": PHONE_AGENT },
    });
    await welcome.arrayBuffer();
    let sessionId: string | undefined;
    for (const message of CONVERSATION) {
      if (performance.now() >= until) return;
      const started = performance.now();
      try {
        sessionId = await send(url, cardId, message, sessionId, stream);
        tally.latencies.push(performance.now() - started);
      } catch {
        tally.failures++;
        break;
      }
    }
    tally.conversations++;
  }
}

async function measure(server: ServerProcess, cardId: number, stream: boolean, seconds: number) {
  const tally: Tally = { latencies: [], failures: 0, conversations: 0 };
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: VISITORS }, () => visitor(server.url, cardId, stream, until, tally)),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = tally.latencies.sort((a, b) => a - b);
  return {
    replies: sorted.length,
    perSecond: Math.round(sorted.length / elapsed),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failures: tally.failures,
    conversations: tally.conversations,
  };
}

async function benchDatabase(label: string, extraEnv: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "cardfolio-chat-bench-"));
  const server = await startServerProcess(
    benchServerEnv(dataDir, {
      CHAT_RATE_LIMIT_PER_MINUTE: "1000000",
      CHAT_SESSION_MESSAGES_PER_MINUTE: "1000000",
      CHAT_NEW_CONVERSATIONS_PER_HOUR: "1000000",
      ...extraEnv,
    }),
  );
  try {
    const cardId = await botCard(server.url);
    const rows: string[] = [];
    for (const stream of [false, true]) {
      await measure(server, cardId, stream, WARM_UP_SECONDS);
      const r = await measure(server, cardId, stream, SECONDS);
      const mode = stream ? "streamed (SSE)" : "JSON";
      rows.push(
        `| ${label} | ${mode} | ${r.perSecond} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.replies} | ${r.conversations} | ${r.failures} |`,
      );
      console.log(rows[rows.length - 1]);
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const only = process.env.CHAT_BENCH_DB;
  console.log(
    `Built-in engine, ${VISITORS} concurrent visitors (each its own session, ${CONVERSATION.length}-message conversations), ${SECONDS} s per mode after ${WARM_UP_SECONDS} s warm-up:\n`,
  );
  console.log("| database | answer | replies/s | p50 | p99 | replies | conversations | failures |");
  console.log("|---|---|---|---|---|---|---|---|");
  if (only !== "postgres") await benchDatabase("PGlite on disk", {});
  if (only !== "pglite") {
    const postgres = startThrowawayPostgres();
    if (!postgres) {
      console.log("| PostgreSQL | (no server binaries installed) | | | | | | |");
      return;
    }
    try {
      await benchDatabase(`PostgreSQL ${postgres.version}`, { DATABASE_URL: postgres.url });
    } finally {
      postgres.stop();
    }
  }
}
