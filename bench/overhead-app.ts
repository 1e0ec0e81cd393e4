/**
 * The app as the overhead bench and the profiler load it (bench/overhead.bench.ts,
 * bench/profile.ts): the real server (server/index.ts) in a child process, LOG_LEVEL=warn, the
 * embedded database in a fresh directory, the built web app when there is one, and one card
 * (slug `overhead-bench`) created through the API by the signed-in administrator.
 */
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RunningServer } from "../server/test/server-process";
import { startBenchChild } from "./bench-child";
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

export async function startOverheadApp(nodeArgs: string[] = []): Promise<OverheadApp> {
  const child = await startBenchChild(
    {
      WEB_DIST_DIR: existsSync(join(WEB_DIST, "index.html"))
        ? WEB_DIST
        : join(tmpdir(), "cardfolio-no-web-build"),
    },
    nodeArgs,
  );
  const { server, stop } = child;
  try {
    const url = server.url;
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
    return { server, url, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
