/**
 * A second end-to-end server for single sign-on (e2e/sso.spec.ts): the test identity provider
 * (oidc-provider, server/test/oidc-test-provider.ts) and the application configured for it, so
 * the suite's own server stays as it is (no button on its sign-in page). Any name typed at the
 * provider signs in, with the email `<name>@corp.example`; the seeded accounts `linker-desktop`
 * and `linker-phone` hold such emails, so signing in as those names asks to link them. A fresh
 * embedded database in a temporary directory. Prints `ready <origin> <issuer>`; stops on SIGTERM
 * and removes its data.
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
import { startTestProvider, TEST_CLIENT } from "../../server/test/oidc-test-provider";
import { REPO_ROOT } from "./env";

const SSO_LABEL = "Sign in with Example SSO";
const LINKER_PASSWORD = "linker-password-1";

const runDir = mkdtempSync(join(tmpdir(), "cardfolio-e2e-sso-"));
process.on("exit", () => rmSync(runDir, { recursive: true, force: true, maxRetries: 3 }));

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // "localhost" for the provider: another host than the app's, as a real provider is.
  const provider = await startTestProvider([`${origin}/api/auth/oidc/callback`], {
    host: "localhost",
    anyAccount: (name) => ({
      email: `${name}@corp.example`,
      email_verified: true,
      preferred_username: name,
      name: `Person ${name}`,
    }),
  });
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
    ADMIN_PASSWORD: "e2e-sso-admin-1",
    PASSWORD_SCRYPT_LOG_N: "12",
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: join(REPO_ROOT, "web/dist"),
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.clientId,
    OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    OIDC_LABEL: SSO_LABEL,
  });
  const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  const app = await buildApp(config, { database, logger: false });
  for (const username of ["linker-desktop", "linker-phone"]) {
    await insertUser(database.db, {
      username,
      email: `${username}@corp.example`,
      fullName: `Linker ${username}`,
      accessLevel: 1,
      password: await hashPassword(LINKER_PASSWORD, config.passwordScryptLogN),
    });
  }
  await app.listen({ port, host: config.host });
  process.stdout.write(`ready ${origin} ${provider.issuer}\n`);

  const stop = async () => {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await provider.close().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`sso e2e server failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
