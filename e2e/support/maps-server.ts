/**
 * A second end-to-end server for the map's failure paths (e2e/public-page-errors.spec.ts):
 * the same application with a Google Maps key, so public cards offer 'Show Map' instead of
 * 'Open in Maps'. The key is fake; the spec decides how loading the map fails (the maps
 * configuration or Google's script, intercepted in the browser). A fresh embedded database
 * in a temporary directory holds one card with an address. Listens on a free port and prints
 * `ready <origin> <slug>`; stops on SIGTERM and removes its data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { insertCard } from "../../server/modules/cards/repo";
import { REPO_ROOT } from "./env";

const MAPS_CARD_SLUG = "map-failure-card";

const runDir = mkdtempSync(join(tmpdir(), "cardfolio-e2e-maps-"));
process.on("exit", () => rmSync(runDir, { recursive: true, force: true, maxRetries: 3 }));

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: join(runDir, "data"),
    DATABASE_URL: "",
    SMTP_URL: "",
    ALLOW_SIGNUP: "false",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "e2e-maps-admin-1",
    PASSWORD_SCRYPT_LOG_N: "12",
    TRACKING_RATE_LIMIT_PER_MINUTE: "100000",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: join(REPO_ROOT, "web/dist"),
    GOOGLE_MAPS_API_KEY: "e2e-fake-maps-key",
  });
  const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  const app = await buildApp(config, { database, logger: false });
  // buildApp created the administrator (id 1).
  await insertCard(database.db, {
    userId: 1,
    slug: MAPS_CARD_SLUG,
    name: "Mona Map",
    address: "1 Harbour Road, Portsmouth",
  });
  await app.listen({ port: 0, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  process.stdout.write(`ready http://127.0.0.1:${port} ${MAPS_CARD_SLUG}\n`);

  const stop = async () => {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`maps e2e server failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
