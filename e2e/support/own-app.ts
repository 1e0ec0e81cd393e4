/**
 * An application of a spec's own, beside the suite's server, for what cannot be set on the
 * shared one without changing every other spec: passkeys need `localhost` as APP_URL's host, single
 * sign-on a provider, a required second step a setting that would reach every account. Runs in a
 * process of its own (the specs start it with startOwnApp, own-app-process.ts): a fresh embedded
 * database in a temporary directory, the people it is given seeded, listening on 127.0.0.1. Prints
 * `ready <origin> [extra...]`; stops on SIGTERM and removes its data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { hashPassword } from "../../server/lib/passwords";
import { insertUser } from "../../server/modules/user-records/repo";
import { REPO_ROOT } from "./env";

interface OwnAppPerson {
  username: string;
  password: string;
  email?: string;
  fullName?: string;
  accessLevel?: number;
}

interface OwnAppOptions {
  /** Names the temporary directory and the failure message. */
  name: string;
  port: number;
  /** The origin the browser uses (APP_URL); the server listens on 127.0.0.1 whatever its host. */
  origin: string;
  /** Settings beside the common ones. */
  env?: Record<string, string>;
  people?: OwnAppPerson[];
  /** Printed after the origin on the ready line. */
  readyExtra?: string[];
  /** Run when the server stops (a provider started beside it). */
  onStop?: () => Promise<void>;
}

export function serveOwnApp(options: OwnAppOptions): void {
  const runDir = mkdtempSync(join(tmpdir(), `cardfolio-e2e-${options.name}-`));
  process.on("exit", () => rmSync(runDir, { recursive: true, force: true, maxRetries: 3 }));
  start(options, runDir).catch((error: unknown) => {
    process.stderr.write(
      `${options.name} e2e server failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  });
}

async function start(options: OwnAppOptions, runDir: string): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    APP_URL: options.origin,
    DATA_DIR: join(runDir, "data"),
    DATABASE_URL: "",
    SMTP_URL: "",
    ALLOW_SIGNUP: "false",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: `e2e-${options.name}-admin-1`,
    // Cheaper hashing than production's 17; the code path is the same.
    PASSWORD_SCRYPT_LOG_N: "12",
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: join(REPO_ROOT, "web/dist"),
    ...options.env,
  });
  const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  const app = await buildApp(config, { database, logger: false });
  for (const person of options.people ?? []) {
    await insertUser(database.db, {
      username: person.username,
      email: person.email ?? `${person.username}@cardfolio.test`,
      fullName: person.fullName ?? person.username,
      accessLevel: person.accessLevel ?? 1,
      password: await hashPassword(person.password, config.passwordScryptLogN),
    });
  }
  await app.listen({ port: options.port, host: config.host });
  process.stdout.write(`ready ${[options.origin, ...(options.readyExtra ?? [])].join(" ")}\n`);

  const stop = async () => {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await options.onStop?.().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}
