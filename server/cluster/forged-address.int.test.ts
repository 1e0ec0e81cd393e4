/**
 * A visitor behind the documented nginx site (docs/nginx/cardfolio.conf, with TRUST_PROXY=true
 * as docs/deployment.md sets it) cannot choose its own address: a different X-Forwarded-For on
 * every request must not reset any per-address limit, nor place a view in another country.
 * nginx replaces the header with the connection's address, and the server trusts one hop.
 *
 * Each test connects from a loopback address of its own (127.0.0.x), so its limits are its
 * own. Runs with the PostgreSQL integration tests (TEST_DATABASE_URL), as the scale-out test.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES } from "../../core/limits";
import { ASSISTANT_FIXTURE } from "../../core/testing/assistant-fixture";
import { CONTACT_FORM, JANE } from "../modules/forms/form-test-kit";
import { IPHONE_SAFARI } from "../modules/tracking/tracking-test-kit";
import { NGINX, type RunningNginx, startNginx } from "../test/nginx";
import { productionServerEnv, type RunningServer, startServers } from "../test/server-process";
import { onServer } from "../test/test-database";

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { username: "admin", password: "forged-address-admin-1" };
const AUTH_PER_MINUTE = 12;
const FORMS_PER_MINUTE = 3;
const NEW_CONVERSATIONS_PER_HOUR = 3;
const TOO_MANY_REQUESTS = { message: "Too many requests. Please slow down and try again shortly." };

const databaseName = `cardfolio_forged_${randomBytes(6).toString("hex")}`;
let db: pg.Client;
let dataDir: string;
let servers: RunningServer[] = [];
let nginx: RunningNginx | undefined;
let cardId: number;

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

/** A request to nginx from the loopback address `from` (what nginx sees as the client's address). */
function send(from: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const { hostname, port } = new URL(nginx!.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(
      {
        host: hostname,
        port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: {
          "user-agent": IPHONE_SAFARI,
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            setCookie: response.headers["set-cookie"] ?? [],
          }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}

/** A new made-up address for every request, as a client forging its address would send. */
let forgedSequence = 0;
function forged(): Record<string, string> {
  forgedSequence++;
  return { "x-forwarded-for": `198.18.${Math.floor(forgedSequence / 250)}.${(forgedSequence % 250) + 1}` };
}

function output(): string {
  return [...servers.map((s) => s.output()), `--- nginx\n${nginx?.errors() ?? ""}`].join("\n");
}

describe.skipIf(!serverUrl)("a forged X-Forwarded-For behind nginx", () => {
  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX}: run scripts/ensure-nginx.sh`);
    await onServer(serverUrl!, `CREATE DATABASE ${databaseName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    dataDir = mkdtempSync(join(tmpdir(), "cardfolio-forged-address-"));
    servers = await startServers(
      {
        ...productionServerEnv(url.toString(), dataDir, ADMIN),
        AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_PER_MINUTE),
        FORM_RATE_LIMIT_PER_MINUTE: String(FORMS_PER_MINUTE),
        CHAT_NEW_CONVERSATIONS_PER_HOUR: String(NEW_CONVERSATIONS_PER_HOUR),
      },
      1,
    );
    nginx = await startNginx(servers.map((s) => `127.0.0.1:${s.port}`));

    // The owner's card, with a visitor form and the sales assistant, set up from an address of its own.
    const owner = "127.0.0.20";
    const signedIn = await send(owner, "POST", "/api/login", {}, ADMIN);
    expect(signedIn.status, output()).toBe(200);
    const cookie = signedIn.setCookie.map((c) => c.split(";")[0]).join("; ");
    const created = await send(
      owner,
      "POST",
      "/api/business-cards",
      { cookie },
      {
        slug: `forged-${randomBytes(4).toString("hex")}`,
        name: "Ann Lee",
        formConfig: CONTACT_FORM,
      },
    );
    expect(created.status, created.body).toBe(201);
    cardId = (JSON.parse(created.body) as { id: number }).id;
    const configured = await send(
      owner,
      "POST",
      `/api/salesbot/${cardId}/config`,
      { cookie },
      ASSISTANT_FIXTURE,
    );
    expect(configured.status, configured.body).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await db?.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }, 60_000);

  it("the sign-in throttle stops one account's guesses from one address", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_MAX_FAILURES; attempt++) {
      const guess = { username: ADMIN.username, password: `guess-${attempt}` };
      statuses.push((await send("127.0.0.21", "POST", "/api/login", forged(), guess)).status);
    }
    expect(statuses, output()).toEqual([...Array<number>(LOGIN_MAX_FAILURES).fill(401), 429]);
  });

  it(`the sign-in rate limit answers 429 after ${AUTH_PER_MINUTE} attempts a minute from one address`, async () => {
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < AUTH_PER_MINUTE + 3; attempt++) {
      // Another account each time, so neither the throttle nor the account's back-off is what stops it.
      const guess = { username: `nobody-${attempt}`, password: "not-a-password" };
      answers.push(await send("127.0.0.22", "POST", "/api/login", forged(), guess));
    }
    expect(answers.map((a) => a.status)).toEqual([
      ...Array<number>(AUTH_PER_MINUTE).fill(401),
      ...Array<number>(3).fill(429),
    ]);
    expect(JSON.parse(answers.at(-1)!.body)).toEqual(TOO_MANY_REQUESTS);
  });

  it(`visitor forms answer 429 after ${FORMS_PER_MINUTE} posts a minute from one address`, async () => {
    const answers: Answer[] = [];
    for (let post = 0; post < FORMS_PER_MINUTE + 2; post++) {
      answers.push(
        await send("127.0.0.23", "POST", "/api/form-submissions", forged(), { cardId, formData: JANE }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([
      ...Array<number>(FORMS_PER_MINUTE).fill(201),
      ...Array<number>(2).fill(429),
    ]);
    expect(JSON.parse(answers.at(-1)!.body)).toEqual(TOO_MANY_REQUESTS);
    const stored = await db.query("select count(*)::int as n from form_submissions where card_id = $1", [
      cardId,
    ]);
    expect(stored.rows[0].n).toBe(FORMS_PER_MINUTE);
  });

  it(`the assistant refuses a ${NEW_CONVERSATIONS_PER_HOUR + 1}th new conversation an hour from one address`, async () => {
    const answers: Answer[] = [];
    for (let started = 0; started < NEW_CONVERSATIONS_PER_HOUR + 2; started++) {
      answers.push(
        await send("127.0.0.24", "POST", `/api/salesbot/${cardId}/chat`, forged(), { message: "Hi" }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([
      ...Array<number>(NEW_CONVERSATIONS_PER_HOUR).fill(200),
      ...Array<number>(2).fill(429),
    ]);
    expect(JSON.parse(answers.at(-1)!.body)).toEqual({
      message: "Too many new conversations from your address. Please try again later.",
    });
  });

  it("a view claiming to come from 8.8.8.8 is stored with the connection's country", async () => {
    const viewed = await send(
      "127.0.0.25",
      "POST",
      "/api/card-views",
      { "x-forwarded-for": "8.8.8.8" },
      { cardId },
    );
    expect(viewed.status, viewed.body).toBe(201);
    // Events are written in batches: wait for this one.
    const deadline = Date.now() + 5000;
    let rows: { viewer_ip: string | null; viewer_location: string }[] = [];
    while (rows.length === 0 && Date.now() < deadline) {
      rows = (
        await db.query("select viewer_ip, viewer_location from card_views where card_id = $1", [cardId])
      ).rows;
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Loopback is in no country; 8.8.8.8 would have been the United States. No address is stored.
    expect(rows).toEqual([{ viewer_ip: null, viewer_location: "Unknown" }]);
  });
});
