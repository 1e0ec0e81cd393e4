/**
 * The real server (server/index.ts, as `npm start` runs it) in a child process for the benches
 * that load it over HTTP: a fresh data directory, production settings, LOG_LEVEL=warn, and the
 * per-address limits raised (one load generator is one address). `env` adds to or overrides
 * these (DATABASE_URL for PostgreSQL).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningServer, startServers } from "../server/test/server-process";
import { BENCH_ADMIN_PASSWORD } from "./support";

export interface BenchChild {
  server: RunningServer;
  dataDir: string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

export async function startBenchChild(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<BenchChild> {
  const dataDir = mkdtempSync(join(tmpdir(), "cardfolio-bench-child-"));
  try {
    const [server] = await startServers(
      {
        NODE_ENV: "production",
        DATABASE_URL: "",
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT_PER_MINUTE: "100000",
        TRACKING_RATE_LIMIT_PER_MINUTE: "1000000",
        ...env,
      },
      1,
      nodeArgs,
    );
    return {
      server: server!,
      dataDir,
      stop: async () => {
        await server!.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
