/**
 * Sign-in and session cost: how long one sign-in takes with the production password hash
 * (scrypt N=2^17), and how many signed-in API requests per second one process answers.
 */
import { BENCH_ADMIN_PASSWORD, load, percentile, startBenchServer } from "./support";

const LOGINS = 20;

export async function run(): Promise<void> {
  const server = await startBenchServer({ PASSWORD_SCRYPT_LOG_N: "17" });
  try {
    const body = JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD });
    const timings: number[] = [];
    let cookie = "";
    for (let i = 0; i < LOGINS; i++) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      timings.push(performance.now() - started);
      if (!response.ok) throw new Error(`login failed: ${response.status}`);
      cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `POST /api/login (scrypt N=2^17, ${LOGINS} sequential): p50 ${percentile(timings, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(timings, 95).toFixed(0)} ms`,
    );

    const health = await load({ url: `${server.url}/healthz` });
    console.log(
      `GET /healthz (10 connections, 5 s): ${health.requestsPerSecond} req/s, p50 ${health.p50Ms} ms, p99 ${health.p99Ms} ms`,
    );

    const user = await load({ url: `${server.url}/api/user`, headers: { cookie } });
    console.log(
      `GET /api/user signed in (session lookup on PGlite, 10 connections, 5 s): ${user.requestsPerSecond} req/s, ` +
        `p50 ${user.p50Ms} ms, p99 ${user.p99Ms} ms, non-2xx ${user.non2xx}, errors ${user.errors}`,
    );
  } finally {
    await server.close();
  }
}
