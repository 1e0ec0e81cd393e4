/**
 * The app as the overhead bench and the profiler load it (bench/overhead.bench.ts,
 * bench/profile.ts): the real server (server/index.ts) in a child process, LOG_LEVEL=warn, the
 * embedded database in a fresh directory, the built web app when there is one, and one card
 * (slug `overhead-bench`) created through the API by the signed-in administrator.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type RunningServer, startServers } from "../server/test/server-process";
import { BENCH_ADMIN_PASSWORD } from "./support";

const WEB_DIST = fileURLToPath(new URL("../web/dist", import.meta.url));
export const OVERHEAD_SLUG = "overhead-bench";

export interface OverheadApp {
  server: RunningServer;
  url: string;
  /** The administrator's session cookie (`name=value`). */
  cookie: string;
  stop(): Promise<void>;
}

export async function startOverheadApp(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<OverheadApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "cardfolio-bench-overhead-"));
  const [server] = await startServers(
    {
      NODE_ENV: "production",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      TRACKING_RATE_LIMIT_PER_MINUTE: "1000000",
      WEB_DIST_DIR: existsSync(join(WEB_DIST, "index.html")) ? WEB_DIST : join(dataDir, "no-web-build"),
      ...env,
    },
    1,
    nodeArgs,
  );
  const stop = async () => {
    await server!.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = server!.url;
    const login = await fetch(`${url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const created = await fetch(`${url}/api/business-cards`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        slug: OVERHEAD_SLUG,
        name: "Olive Overhead",
        title: "Engineer",
        company: "Bench Works",
        email: "olive@cards.test",
      }),
    });
    if (created.status !== 201)
      throw new Error(`creating the card: ${created.status} ${await created.text()}`);
    return { server: server!, url, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
