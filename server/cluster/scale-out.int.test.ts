/**
 * Two server processes on one real PostgreSQL, uploads in an S3-compatible bucket, behind
 * nginx configured as docs/nginx/cardfolio.conf. Both are started at once on an
 * empty database; then everything that used to be per process is tried across the two.
 * Runs with the PostgreSQL integration tests (TEST_DATABASE_URL); nginx comes from
 * scripts/ensure-nginx.sh, which `npm test` runs first.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES } from "../../core/limits";
import { type LocalS3Server, startLocalS3Server } from "../test/local-s3-server";
import { NGINX, type RunningNginx, startNginx } from "../test/nginx";
import { productionServerEnv, type RunningServer, startServers } from "../test/server-process";
import { onServer } from "../test/test-database";

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { username: "admin", password: "scale-out-admin-1" };
const SESSION_COOKIE = "cardfolio_session";
/** A visitor's browser (a bare or headless agent is a bot, answered 202 and not stored). */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const databaseName = `cardfolio_scale_${randomBytes(6).toString("hex")}`;
let databaseUrl: string;
let db: pg.Client;
let s3: LocalS3Server;
let dataDir: string;
let servers: RunningServer[] = [];
let nginx: RunningNginx | undefined;

/** Each process's and nginx's output, for the report of whatever failed. */
function outputs(): string {
  return [
    ...servers.map((s, i) => `--- process ${i + 1}\n${s.output()}`),
    `--- nginx\n${nginx?.errors() ?? ""}`,
  ].join("\n");
}

function sessionOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie.split(";")[0]!;
}

function signIn(base: string, password: string, address = "203.0.113.7"): Promise<Response> {
  return fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ username: ADMIN.username, password }),
  });
}

function json(base: string, path: string, cookie: string, method: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
}

describe.skipIf(!serverUrl)("two processes behind nginx", () => {
  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX}: run scripts/ensure-nginx.sh`);
    await onServer(serverUrl!, `CREATE DATABASE ${databaseName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    s3 = await startLocalS3Server();
    dataDir = mkdtempSync(join(tmpdir(), "cardfolio-scale-out-"));
    // Both at once, on the empty database: they race for the migrations and the first administrator.
    servers = await startServers(
      {
        ...s3.env,
        ...productionServerEnv(databaseUrl, dataDir, ADMIN),
        TRACKING_RATE_LIMIT_PER_MINUTE: "1000000",
        AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      },
      2,
    );
    nginx = await startNginx(servers.map((s) => `127.0.0.1:${s.port}`));
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await db?.end();
    await s3?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }, 60_000);

  it("started together on an empty database, they migrated once, made one administrator, and both serve", async () => {
    const migrationFiles = JSON.parse(
      readFileSync(new URL("../db/migrations/meta/_journal.json", import.meta.url), "utf8"),
    ) as { entries: unknown[] };
    const applied = await db.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(applied.rows[0].n).toBe(migrationFiles.entries.length);
    const admins = await db.query("select username from users");
    expect(admins.rows).toEqual([{ username: ADMIN.username }]);
    for (const server of servers) {
      expect((await fetch(`${server.url}/readyz`)).status, outputs()).toBe(200);
    }
    // nginx spreads requests over both (the test's nginx names the process that answered).
    const answeredBy = new Set<string | null>();
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${nginx!.url}/healthz`);
      expect(response.status).toBe(200);
      answeredBy.add(response.headers.get("x-upstream"));
    }
    expect([...answeredBy].sort()).toEqual(servers.map((s) => `127.0.0.1:${s.port}`).sort());
  });

  it("a card edited through one process is fresh on the other's public page within a second", async () => {
    const signedIn = await signIn(nginx!.url, ADMIN.password);
    expect(signedIn.status, outputs()).toBe(200);
    const cookie = sessionOf(signedIn);
    const slug = `scale-${randomBytes(4).toString("hex")}`;
    const created = await json(nginx!.url, "/api/business-cards", cookie, "POST", {
      slug,
      name: "Ada Before",
      title: "Engineer",
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const card = (await created.json()) as { id: number };
    const [a, b] = servers as [RunningServer, RunningServer];
    // B has the card in its read cache.
    expect(await (await fetch(`${b.url}/api/card/${slug}`)).json()).toMatchObject({ name: "Ada Before" });

    const edited = await json(a.url, `/api/business-cards/${card.id}`, cookie, "PATCH", {
      name: "Ada After",
    });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();
    let page = "";
    while (Date.now() - editedAt < 1000) {
      page = await (await fetch(`${b.url}/view/${slug}`)).text();
      if (page.includes("Ada After")) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(page).toContain("Ada After");
    expect(page).not.toContain("Ada Before");
    expect(await (await fetch(`${b.url}/api/card/${slug}`)).json()).toMatchObject({ name: "Ada After" });
  });

  it("a template changed through one process shows on every linked card's page on the other within a second", async () => {
    const cookie = sessionOf(await signIn(nginx!.url, ADMIN.password));
    const [a, b] = servers as [RunningServer, RunningServer];
    const post = async (path: string, body: unknown, method = "POST") => {
      const response = await json(a.url, path, cookie, method, body);
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as { id: number; slug: string };
    };
    const me = (await (await fetch(`${a.url}/api/user`, { headers: { cookie } })).json()) as { id: number };
    const org = await post("/api/organizations", {
      name: "Scale Co",
      slug: `scale-co-${randomBytes(3).toString("hex")}`,
    });
    await post(`/api/organizations/${org.id}/members`, { userId: me.id, role: "owner" });
    const template = { name: "Staff", fields: { company: "Old Company" }, locked: ["company"] };
    const { id: templateId } = await post(`/api/organizations/${org.id}/templates`, template);
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await post("/api/business-cards", { name: `Linked ${i}`, templateId })).slug);
    // B has every card in its read cache.
    for (const slug of slugs)
      expect(await (await fetch(`${b.url}/view/${slug}`)).text()).toContain("Old Company");

    await post(
      `/api/organizations/${org.id}/templates/${templateId}`,
      { ...template, fields: { company: "New Company" } },
      "PUT",
    );
    const changedAt = Date.now();
    const fresh = new Set<string>();
    while (Date.now() - changedAt < 1000 && fresh.size < slugs.length) {
      for (const slug of slugs) {
        if ((await (await fetch(`${b.url}/view/${slug}`)).text()).includes("New Company")) fresh.add(slug);
      }
    }
    expect([...fresh].sort()).toEqual([...slugs].sort());
  });

  it("a picture uploaded through one process is served by the other, from the bucket", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const cookie = sessionOf(await signIn(a.url, ADMIN.password));
    const created = await json(a.url, "/api/business-cards", cookie, "POST", {
      slug: `picture-${randomBytes(4).toString("hex")}`,
      name: "Pia Picture",
    });
    const { id: cardId } = (await created.json()) as { id: number };
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([png], { type: "image/png" }), "picture.png");
    form.append("cardId", String(cardId));
    const uploaded = await fetch(`${a.url}/api/upload`, { method: "POST", headers: { cookie }, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(40);
    // Stored in the bucket, not on either process's disk.
    const name = url.split("/").pop()!;
    const object = await fetch(`${s3.endpoint}/${s3.bucket}/${name}`);
    expect(object.status).toBe(200);
  });

  it("20 failed sign-ins spread over both processes are throttled like 20 on one", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const through = attempt % 2 === 0 ? a : b;
      statuses.push((await signIn(through.url, "not-the-password", "198.51.100.20")).status);
    }
    expect(statuses).toEqual([
      ...Array<number>(LOGIN_MAX_FAILURES).fill(401),
      ...Array<number>(20 - LOGIN_MAX_FAILURES).fill(429),
    ]);
    // The right password from that address is refused too, on either process, until the window passes.
    expect((await signIn(a.url, ADMIN.password, "198.51.100.20")).status).toBe(429);
    expect((await signIn(b.url, ADMIN.password, "198.51.100.20")).status).toBe(429);
  });

  it("a process stopped with SIGTERM while events are posted to it stores every event it acknowledged", async () => {
    const cookie = sessionOf(await signIn(nginx!.url, ADMIN.password));
    const slug = `sigterm-${randomBytes(4).toString("hex")}`;
    const created = await json(nginx!.url, "/api/business-cards", cookie, "POST", { slug, name: "Sig Term" });
    const { id: cardId } = (await created.json()) as { id: number };
    const target = servers[1]!;
    let acknowledged = 0;
    let refused = 0;
    let stopping = false;
    let failedBeforeStop = 0;
    // Eight visitors post views one after another to the process, until it is gone.
    const visitor = async () => {
      for (;;) {
        try {
          const response = await fetch(`${target.url}/api/card-views`, {
            method: "POST",
            headers: { "content-type": "application/json", "user-agent": BROWSER },
            body: JSON.stringify({ cardId }),
          });
          await response.arrayBuffer();
          if (response.status === 201) acknowledged++;
          else refused++;
        } catch {
          // Refused (the process has gone) or cut at the moment of closing: either way not acknowledged.
          if (stopping) return;
          failedBeforeStop++;
        }
      }
    };
    const visitors = Array.from({ length: 8 }, visitor);
    while (acknowledged < 300) {
      expect(refused + failedBeforeStop, "events failed before the process was stopped").toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    stopping = true;
    const stoppedAt = Date.now();
    const exitCode = await target.stop();
    // In-flight requests answered, batches flushed, connections closed: well within nginx's patience.
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    await Promise.all(visitors);
    expect(exitCode, target.output()).toBe(0);
    const stored = await db.query("select count(*)::int as n from card_views where card_id = $1", [cardId]);
    // Every acknowledged event is stored; one whose answer was cut by the exit may be stored too.
    expect(stored.rows[0].n).toBeGreaterThanOrEqual(acknowledged);
    expect(stored.rows[0].n - acknowledged).toBeLessThanOrEqual(8);
    expect(refused + acknowledged).toBeGreaterThan(300);
    // nginx sends everything to the process still running.
    const other = servers[0]!;
    expect((await fetch(`${nginx!.url}/readyz`)).status, other.output()).toBe(200);
  }, 60_000);
});
