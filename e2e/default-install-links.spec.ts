/**
 * A default install (no APP_URL) hands out links that work where the visitor reached it
 * (decision 010), so a self-hoster's first card can be tried without configuration: the QR code
 * scanned from the public page, the Share link and the contact file open the address the
 * browser used, and the server says once in its log which addresses links use and how to set
 * APP_URL. Runs its own server, since the suite's has APP_URL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCard } from "./support/cards";
import { E2E_PORT, REPO_ROOT } from "./support/env";
import { expect, test } from "./support/fixtures";
import { decodeQrOnScreen } from "./support/qr";

const PORT = E2E_PORT + 7;
const ADMIN = { username: "admin", password: "default-install-1" };
/** Two names of the same server, as a phone on the LAN and the owner's laptop might use. */
const ADDRESSES = [`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`];

let server: ChildProcess;
let dataDir: string;
const log: string[] = [];

test.beforeAll(async () => {
  // A server's first start (migrations, the first administrator) on a loaded machine.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), "cardfolio-default-install-"));
  server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PASSWORD_SCRYPT_LOG_N: "12",
      LOG_LEVEL: "info",
      WEB_DIST_DIR: join(REPO_ROOT, "web/dist"),
    },
  });
  for (const stream of [server.stdout, server.stderr])
    stream?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${ADDRESSES[0]}/readyz`).catch(() => undefined))?.ok ?? false, {
      timeout: 60_000,
    })
    .toBe(true);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((done) => (server?.exitCode !== null ? done(null) : server.once("exit", done)));
  rmSync(dataDir, { recursive: true, force: true });
});

test("the QR code, Share and the contact file open the address the browser used", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: ADDRESSES[0] });
  const signIn = await context.request.post("/api/login", { data: ADMIN });
  expect(signIn.status()).toBe(200);
  const card = await createCard(context.request, { name: "Jo Lan", phone: "+1 555 0100" });
  await context.close();

  for (const origin of ADDRESSES) {
    const visitor = await browser.newContext({ baseURL: origin });
    const page = await visitor.newPage();
    await page.goto(`/view/${card.slug}`);
    const cardUrl = `${origin}/view/${card.slug}`;

    await page.getByRole("button", { name: "QR Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Scan to view card" });
    expect(await decodeQrOnScreen(dialog.locator("svg"))).toBe(`${cardUrl}?src=qr`);
    await expect(dialog.getByText(cardUrl)).toBeVisible();
    await expect(page.locator('[data-action="share"]')).toHaveAttribute("data-url", cardUrl);

    const vcard = await visitor.request.get(`/api/vcard/${card.id}`);
    expect(await vcard.text()).toContain(cardUrl);
    await visitor.close();
  }
});

test("the server says once which addresses links use and how to set APP_URL", () => {
  const notices = log
    .join("")
    .split("\n")
    .filter((line) => line.includes("APP_URL is not set"));
  expect(notices).toHaveLength(1);
  expect(notices[0]).toContain("Set APP_URL=https://");
});
