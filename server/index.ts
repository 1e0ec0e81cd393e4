/** Listen, and shut down gracefully on SIGINT/SIGTERM. */
import { buildApp } from "./app";
import { RedisUnreachableError } from "./cluster/rate-limit-options";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { DurabilityError } from "./db/pglite-durability";
import { keepNextTickShape } from "./lib/next-tick-shape";
import { appUrlNotice } from "./lib/public-origin";

/** Past this, connections still open after SIGTERM are cut so the process can end. */
const SHUTDOWN_GRACE_MS = 20_000;

async function main(): Promise<void> {
  // Before the start-up's full collections can drop what keeps nextTick fast (decision 021).
  keepNextTickShape();
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // New requests get 503 (a proxy tries another process); requests already in progress are
    // answered, the tracking writers flush their batches, then the database closes. A
    // keep-alive connection whose request finishes after the close began would stay open
    // until its timeout and hold the exit back: it is closed as soon as it is idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    const giveUp = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    giveUp.unref();
    await app.close();
    clearInterval(closeIdle);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
  const notice = appUrlNotice(config);
  if (notice) app.log.warn(notice);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof RedisUnreachableError ||
    error instanceof DurabilityError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
