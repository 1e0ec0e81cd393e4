/**
 * The server as production runs it: `node dist/server/index.js`, compiled by `npm run build`
 * (which `npm test` runs before the integration tests), with no TypeScript loader. A first
 * start on an empty data directory copies the build's database template and creates the first
 * administrator; the launcher has replaced itself with Node run with its small-process flags; a
 * card made over HTTP is served; an SVG goes through the compiled SVG worker;
 * SIGTERM ends the process cleanly and a restart finds everything again. PGlite only: skipped
 * in the PostgreSQL run.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectFile } from "./lib/project-files";
import { freePort } from "./test/free-port";

const ENTRY = projectFile("dist", "server", "index.js");
const PASSWORD = "compiled-server-password";

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(dataDir: string): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, [ENTRY], {
    cwd: projectFile(),
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      ADMIN_PASSWORD: PASSWORD,
      PGLITE_CACHE_MB: "8",
      PASSWORD_SCRYPT_LOG_N: "12",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the compiled server exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`the compiled server was not ready within 60 s:\n${output}`);
}

async function signIn(server: Running): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ username: "admin", password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

describe.skipIf(process.env.TEST_DATABASE_URL)("the compiled server", () => {
  let dataDir: string;
  let server: Running | undefined;

  beforeAll(() => {
    if (!existsSync(ENTRY)) throw new Error(`No compiled server at ${ENTRY}: run "npm run build" first.`);
    dataDir = mkdtempSync(join(tmpdir(), "cardfolio-compiled-"));
  });
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts on an empty data directory from the build's template, with its administrator", async () => {
    server = await start(dataDir);
    expect(server.output()).toContain("made a new embedded database from the build's template");
    expect(server.output()).toContain("created the first administrator");
  });

  it("runs as the same process with Node's flags for a small process: one V8 helper thread", () => {
    const pid = server!.child.pid!;
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    expect(commandLine).toEqual(
      expect.arrayContaining(["--max-semi-space-size=2", "--v8-pool-size=1", ENTRY]),
    );
    const threadNames = readdirSync(`/proc/${pid}/task`).map((task) =>
      readFileSync(`/proc/${pid}/task/${task}/comm`, "utf8").trim(),
    );
    expect(threadNames.filter((name) => name.startsWith("node-V8Worker"))).toHaveLength(1);
  });

  it("serves a card made over HTTP, and sanitises an SVG in its worker process", async () => {
    const running = server!;
    const cookie = await signIn(running);
    const headers = { cookie, origin: running.url };
    const created = await fetch(`${running.url}/api/business-cards`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada Lovelace", title: "Analyst" }),
    });
    expect(created.status).toBe(201);
    const card = (await created.json()) as { id: number; slug: string };
    const page = await fetch(`${running.url}/view/${card.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Ada Lovelace");

    const form = new FormData();
    form.append("cardId", String(card.id));
    form.append("type", "logo");
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><rect width="10" height="10"/></svg>';
    form.append("file", new Blob([svg], { type: "image/svg+xml" }), "logo.svg");
    const uploaded = await fetch(`${running.url}/api/upload`, { method: "POST", headers, body: form });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const stored = await (await fetch(new URL(url, running.url))).text();
    expect(stored).toContain("<rect");
    expect(stored).not.toContain("onload");
  });

  it("draws a video-call background in the font it bundles, found from the compiled server", async () => {
    const running = server!;
    const cookie = await signIn(running);
    const created = await fetch(`${running.url}/api/business-cards`, {
      method: "POST",
      headers: { cookie, origin: running.url, "content-type": "application/json" },
      body: JSON.stringify({ name: "Grace Hopper", title: "Admiral" }),
    });
    const card = (await created.json()) as { id: number };
    const picture = await fetch(`${running.url}/api/business-cards/${card.id}/background?layout=band`, {
      headers: { cookie },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    const { width, height } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([width, height]).toEqual([1920, 1080]);
  });

  it("ends cleanly on SIGTERM and finds its data again after a restart", async () => {
    server!.child.kill("SIGTERM");
    expect(await server!.exited).toBe(0);
    server = await start(dataDir);
    expect(server.output()).not.toContain("made a new embedded database");
    await signIn(server);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    server = undefined;
  });
});
