/**
 * A second end-to-end server for the passkeys spec (e2e/passkeys.spec.ts). Passkeys are bound
 * to APP_URL's host name, and a browser accepts no IP address as that name: the suite's server
 * is at 127.0.0.1, so this one is the same application with APP_URL at http://localhost (a
 * secure context, like HTTPS, for WebAuthn). It listens on 127.0.0.1, which the browser reaches
 * as localhost. A fresh embedded database in a temporary directory holds one person to sign in,
 * named by the spec (PASSKEY_USERNAME, PASSKEY_PASSWORD). Prints `ready <origin>`; stops on
 * SIGTERM and removes its data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { hashPassword } from "../../server/lib/passwords";
import { insertUser } from "../../server/modules/user-records/repo";
import { freePort } from "../../server/test/free-port";
import { REPO_ROOT } from "./env";

const runDir = mkdtempSync(join(tmpdir(), "cardfolio-e2e-passkeys-"));
process.on("exit", () => rmSync(runDir, { recursive: true, force: true, maxRetries: 3 }));

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: origin,
    DATA_DIR: join(runDir, "data"),
    DATABASE_URL: "",
    SMTP_URL: "",
    ALLOW_SIGNUP: "false",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "e2e-passkeys-admin-1",
    PASSWORD_SCRYPT_LOG_N: "12",
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: join(REPO_ROOT, "web/dist"),
  });
  const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  const app = await buildApp(config, { database, logger: false });
  const username = process.env.PASSKEY_USERNAME ?? "pat-passkey";
  await insertUser(database.db, {
    username,
    email: `${username}@cardfolio.test`,
    fullName: "Pat Passkey",
    accessLevel: 1,
    password: await hashPassword(
      process.env.PASSKEY_PASSWORD ?? `${username}-pass-1`,
      config.passwordScryptLogN,
    ),
  });
  await app.listen({ port, host: config.host });
  process.stdout.write(`ready ${origin}\n`);

  const stop = async () => {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(
    `passkeys e2e server failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
