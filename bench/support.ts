/** Starts the real server (in this process) on a free port with a fresh on-disk PGlite database. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { keepNextTickShape } from "../server/lib/next-tick-shape";

export const BENCH_ADMIN_PASSWORD = "bench-admin-password";

/** The environment of a bench server on `dataDir`; DATABASE_URL in `extra` selects PostgreSQL. */
export function benchServerEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PORT: "0",
    HOST: "127.0.0.1",
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    TRACKING_RATE_LIMIT_PER_MINUTE: "1000000",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: join(dataDir, "no-web-build"),
    ...extra,
  };
}

export async function startBenchServer(env: Record<string, string> = {}) {
  // As server/index.ts starts the production server (decision 021).
  keepNextTickShape();
  const dataDir = mkdtempSync(join(tmpdir(), "cardfolio-bench-"));
  const config = loadConfig(benchServerEnv(dataDir, env));
  const app = await buildApp(config, { logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url: address,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** A bounded load from this process to a loopback address. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: 5, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The middle value (the upper one of an even count): what a few noisy rounds agree on. */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
