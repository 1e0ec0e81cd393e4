/**
 * Tracking throughput (issue 4): POST /api/card-views against the real server on the
 * embedded database (durable PGlite, group commit), 50 connections. Every 2xx
 * answer means "committed", so the stored rows must equal the acknowledged events; the
 * stored count is read back through the dashboard summary (the analytics roll-ups, which the
 * statement that stores the rows also writes).
 * Target: 5,000 events/s or more. Reports only; never fails on time.
 */
import autocannon from "autocannon";
import { BENCH_ADMIN_PASSWORD, startBenchServer } from "./support";

const CONNECTIONS = 50;
/**
 * A fixed number of requests rather than a fixed time: autocannon then waits for every
 * answer, so "acknowledged" counts every request the server stored (a timed run drops the
 * answers still in flight when the clock stops). About 10 s at the target rate.
 */
const REQUESTS = 50_000;
const TARGET_EVENTS_PER_S = 5000;
const BOT_REQUESTS = 20_000;
const BOT_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PHONE_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

async function api(url: string, init: RequestInit & { cookie?: string } = {}) {
  const response = await fetch(url, {
    ...init,
    headers: {
      "content-type": "application/json",
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

export async function run(): Promise<void> {
  // The per-address limit would refuse a single load generator almost at once.
  const server = await startBenchServer({ TRACKING_RATE_LIMIT_PER_MINUTE: "1000000" });
  try {
    const login = await api(`${server.url}/api/login`, {
      method: "POST",
      body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const card = (await (
      await api(`${server.url}/api/business-cards`, {
        method: "POST",
        cookie,
        body: JSON.stringify({ name: "Bench Card", title: "Load test" }),
      })
    ).json()) as { id: number };

    const started = performance.now();
    const result = await autocannon({
      url: `${server.url}/api/card-views`,
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": PHONE_AGENT },
      body: JSON.stringify({ cardId: card.id }),
      connections: CONNECTIONS,
      amount: REQUESTS,
      // In a worker thread: the load must not share the server's event loop.
      workers: 1,
    });
    const seconds = (performance.now() - started) / 1000;

    const acknowledged = result["2xx"];
    const summary = (await (await api(`${server.url}/api/dashboard/summary`, { cookie })).json()) as {
      totalViews: number;
    };
    const stored = summary.totalViews;
    const perSecond = Math.round(acknowledged / seconds);
    console.log(
      `POST /api/card-views (embedded PGlite, group commit, ${CONNECTIONS} connections, ` +
        `${REQUESTS} requests in ${seconds.toFixed(1)} s): ` +
        `${perSecond} events/s acknowledged (target ${TARGET_EVENTS_PER_S}: ${perSecond >= TARGET_EVENTS_PER_S ? "met" : "NOT met"}), ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
    console.log(
      `  acknowledged ${acknowledged}, stored ${stored} (${acknowledged === stored ? "equal" : "NOT EQUAL"}); ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );

    // The same route for a known bot: everything but the database (parsing, hooks, agent
    // check, answer). It shows how much of the cost above is the HTTP stack itself.
    const botStarted = performance.now();
    const bots = await autocannon({
      url: `${server.url}/api/card-views`,
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BOT_AGENT },
      body: JSON.stringify({ cardId: card.id }),
      connections: CONNECTIONS,
      amount: BOT_REQUESTS,
      workers: 1,
    });
    const botSeconds = (performance.now() - botStarted) / 1000;
    console.log(
      `  reference, same route answered for a bot without the database (${BOT_REQUESTS} requests): ` +
        `${Math.round(bots["2xx"] / botSeconds)} req/s, p99 ${bots.latency.p99} ms`,
    );
  } finally {
    await server.close();
  }
}
