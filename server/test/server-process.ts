/**
 * The real server (server/index.ts, as `npm start` runs it) in a child process on a free
 * port, for tests and benches of several processes: its own signal handling and shutdown are
 * part of what they exercise. Resolves once /readyz answers (the database is reachable).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";

const ENTRY = fileURLToPath(new URL("../index.ts", import.meta.url));
const START_TIMEOUT_MS = 60_000;

export interface RunningServer {
  port: number;
  url: string;
  pid: number;
  /** What the process wrote, for a failing test's report. */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code once it has exited. */
  stop(): Promise<number | null>;
  /** Resolves with the exit code when the process ends by itself or by a signal sent elsewhere. */
  exited: Promise<number | null>;
}

/** Starts the process without waiting for it (several started at once race for real). */
function spawnServer(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[],
): {
  child: ChildProcess;
  output: () => string;
} {
  let output = "";
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", ENTRY], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return { child, output: () => output };
}

async function waitUntilReady(child: ChildProcess, port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server on port ${port} exited with code ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `the server on port ${port} was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

/**
 * The environment of servers run as in production behind the documented nginx site (TRUST_PROXY,
 * as docs/deployment.md sets it), on the PostgreSQL database `databaseUrl` and the data folder
 * `dataDir`, with `admin` as the first administrator. Passwords are hashed at a lighter cost than
 * production's, so that signing in does not slow the tests; no web build is served.
 */
export function productionServerEnv(
  databaseUrl: string,
  dataDir: string,
  admin: { username: string; password: string },
): Record<string, string> {
  return {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "5",
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    PASSWORD_SCRYPT_LOG_N: "12",
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    WEB_DIST_DIR: join(dataDir, "no-web-build"),
  };
}

/** `nodeArgs` go to node itself, before the entry (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
export async function startServers(
  env: Record<string, string>,
  count: number,
  nodeArgs: string[] = [],
): Promise<RunningServer[]> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const spawned = ports.map((port) => ({ port, ...spawnServer(env, port, nodeArgs) }));
  const running = spawned.map(({ port, child, output }): RunningServer => {
    const exited = new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) resolve(child.exitCode);
      else child.once("exit", (code) => resolve(code));
    });
    return {
      port,
      url: `http://127.0.0.1:${port}`,
      pid: child.pid!,
      output,
      exited,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
        return exited;
      },
    };
  });
  try {
    await Promise.all(spawned.map(({ child, port, output }) => waitUntilReady(child, port, output)));
  } catch (error) {
    await Promise.all(running.map((server) => server.stop()));
    throw error;
  }
  return running;
}
