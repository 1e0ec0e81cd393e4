/**
 * A throwaway PostgreSQL cluster for benchmarks, started and stopped by the same scripts the
 * integration tests use (scripts/start-test-postgres.sh, scripts/stop-test-postgres.sh): the
 * newest installed Debian server binaries, run as the `postgres` user when we are root, on a
 * free loopback port, fsync off (nothing in it is worth keeping). Null when no server binaries
 * are installed (the script's exit code 3).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { onServer } from "../server/test/test-database";

const scripts = fileURLToPath(new URL("../scripts/", import.meta.url));

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** The server's major version, e.g. "15". */
  version: string;
  stop(): void;
}

export function startThrowawayPostgres(): ThrowawayPostgres | null {
  const dir = mkdtempSync(join(tmpdir(), "cardfolio-bench-pg-env-"));
  const envFile = join(dir, "env");
  const started = spawnSync("bash", [join(scripts, "start-test-postgres.sh"), envFile], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (started.status === 3) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  if (started.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`scripts/start-test-postgres.sh failed (exit ${started.status})`);
  }
  const env = readFileSync(envFile, "utf8");
  const url = /TEST_DATABASE_URL=(\S+)/.exec(env)?.[1];
  const clusterDir = /TEST_POSTGRES_DIR=(\S+)/.exec(env)?.[1];
  if (!url || !clusterDir) throw new Error(`unexpected output of start-test-postgres.sh: ${env}`);
  const version = readFileSync(join(clusterDir, "data", "PG_VERSION"), "utf8").trim();
  return {
    url,
    version,
    stop() {
      spawnSync("bash", [join(scripts, "stop-test-postgres.sh"), envFile], { stdio: "inherit" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `measure` on the embedded database, then on a database `name` of a throwaway PostgreSQL
 * cluster (its label "PostgreSQL <version>", its env the DATABASE_URL) when the server binaries
 * are installed; answers their results in that order. `only` ("pglite" or "postgres", from the
 * bench's own variable) measures that one alone.
 */
export async function onBothDatabases<T>(
  name: string,
  measure: (database: string, env: Record<string, string>) => Promise<T>,
  only?: string,
): Promise<T[]> {
  const results = only === "postgres" ? [] : [await measure("PGlite on disk", {})];
  if (only === "pglite") return results;
  const postgres = startThrowawayPostgres();
  if (!postgres) {
    console.log("No PostgreSQL server binaries: measured on the embedded database only.");
    return results;
  }
  try {
    await onServer(postgres.url, `CREATE DATABASE ${name}`);
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    results.push(await measure(`PostgreSQL ${postgres.version}`, { DATABASE_URL: url.toString() }));
  } finally {
    postgres.stop();
  }
  return results;
}
