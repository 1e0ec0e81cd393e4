/**
 * The end-to-end server: the real application (buildApp) on a fresh PGlite database in a
 * temporary DATA_DIR, serving a copy of the built web app, with the fixture users seeded.
 * Mails go to the JSON log (no SMTP_URL), where the specs read the password-reset links.
 * Started by playwright.config.ts (webServer); stops on SIGTERM/SIGINT and removes its data.
 */
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { hashPassword } from "../../server/lib/passwords";
import { insertUser } from "../../server/modules/user-records/repo";
import { startFakeCalendly } from "../../server/test/fake-calendly-server";
import { BASE_URL, E2E_PORT, E2E_TMP_DIR, REPO_ROOT, SERVER_LOG_FILE } from "./env";
import { ADMIN, SEEDED_USERS } from "./users";

const runDir = mkdtempSync(join(tmpdir(), "cardfolio-e2e-"));
const dataDir = join(runDir, "data");
const webDir = join(runDir, "web");
mkdirSync(E2E_TMP_DIR, { recursive: true });
writeFileSync(SERVER_LOG_FILE, "");

/** Closes the server and the database; set once they are open. */
let closeServer: () => Promise<void> = async () => {};

function removeRunDir(): void {
  rmSync(runDir, { recursive: true, force: true, maxRetries: 3 });
}
// Last resort: the data is disposable, so it goes even if closing did not finish.
process.on("exit", removeRunDir);

async function main(): Promise<void> {
  // Serve a copy of the build, so a `vite build` started meanwhile (which empties
  // web/dist first) cannot pull the files from under a running suite.
  const builtWeb = join(REPO_ROOT, "web/dist");
  if (!existsSync(join(builtWeb, "index.html"))) {
    throw new Error(`No web build at ${builtWeb}. Run "npx vite build" first.`);
  }
  cpSync(builtWeb, webDir, { recursive: true });
  // Calendly's stand-in (the assistant's scheduling), in this process: it goes when the suite's server goes.
  const calendly = await startFakeCalendly();

  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    PORT: String(E2E_PORT),
    HOST: "127.0.0.1",
    APP_URL: BASE_URL,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    ALLOW_SIGNUP: "false",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    // Cheaper hashing than production's 17; the code path is the same.
    PASSWORD_SCRYPT_LOG_N: "12",
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    TRACKING_RATE_LIMIT_PER_MINUTE: "100000",
    UPLOAD_RATE_LIMIT_PER_MINUTE: "10000",
    FORM_RATE_LIMIT_PER_MINUTE: "10000",
    CHAT_RATE_LIMIT_PER_MINUTE: "10000",
    CHAT_SESSION_MESSAGES_PER_MINUTE: "10000",
    CHAT_NEW_CONVERSATIONS_PER_HOUR: "10000",
    LOG_LEVEL: "info",
    WEB_DIST_DIR: webDir,
    CALENDLY_API_URL: calendly.url,
    CALENDLY_TOKEN_KEY: randomBytes(32).toString("hex"),
  });

  const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  const app = await buildApp(config, { database, logger: { level: "info", file: SERVER_LOG_FILE } });
  closeServer = async () => {
    await app.close();
    await database.close();
    await calendly.close();
  };

  // buildApp has created the administrator (id 1) on the empty database; the rest follow.
  for (const user of SEEDED_USERS) {
    await insertUser(database.db, {
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      accessLevel: user.accessLevel,
      password: await hashPassword(user.password, config.passwordScryptLogN),
    });
  }

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`e2e server at ${BASE_URL} (data ${dataDir}, log ${SERVER_LOG_FILE})\n`);
}

const CLOSE_TIMEOUT_MS = 3_000;

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      closeServer(),
      new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          process.stderr.write(`e2e server: closing took over ${CLOSE_TIMEOUT_MS} ms; exiting anyway\n`);
          resolve();
        }, CLOSE_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    process.stderr.write(`e2e server: closing failed: ${String(error)}\n`);
  } finally {
    clearTimeout(timer);
  }
  removeRunDir();
  process.exit(code);
}

process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));

main().catch((error: unknown) => {
  process.stderr.write(
    `e2e server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  void stop(1);
});
