/**
 * User management at scale: POST /api/users/bulk with 1,000 rows with the production settings
 * (batch passwords hashed at BULK_PASSWORD_SCRYPT_LOG_N, 2^12, and raised to 2^17 at first
 * sign-in; decision 004; target under 10 s), plainly and into an organisation (each row with a
 * template and a team), and GET /api/users paging and search with 100,000 users seeded straight
 * into the database (latency p50/p99).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { buildApp, databaseTarget } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { BENCH_ADMIN_PASSWORD, benchServerEnv, load } from "./support";

/** USERS_BENCH_BULK_ROWS overrides the row count. */
const BULK_ROWS = Number(process.env.USERS_BENCH_BULK_ROWS ?? 1000);
const SEEDED_USERS = 100_000;

async function startWithDatabase(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), "cardfolio-bench-users-"));
  const config = loadConfig(benchServerEnv(dataDir, env));
  const database = await openDatabase(databaseTarget(config));
  const app = await buildApp(config, { database, logger: false });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const login = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  return {
    url,
    cookie,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A POST without fetch's 300 s header timeout: at production hash cost the import can take longer. */
function postJson(url: string, cookie: string, payload: unknown): Promise<{ status: number; body: string }> {
  const data = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", cookie, "content-length": Buffer.byteLength(data) },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

/** The production password settings: PASSWORD_SCRYPT_LOG_N and BULK_PASSWORD_SCRYPT_LOG_N at their defaults. */
async function bulkImport(): Promise<void> {
  const server = await startWithDatabase({});
  try {
    const users = Array.from({ length: BULK_ROWS }, (_, i) => ({
      username: `bulk${i}`,
      fullName: `Bulk User ${i}`,
      email: `bulk${i}@example.test`,
      accessLevel: 1 + (i % 4),
      cardSlug: i % 2 === 0 ? `bulk-card-${i}` : "",
      password: `password-${i}`,
    }));
    const started = performance.now();
    const response = await postJson(`${server.url}/api/users/bulk`, server.cookie, { users });
    const body = JSON.parse(response.body) as { created: number };
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `POST /api/users/bulk ${BULK_ROWS} rows (production password settings): ${seconds.toFixed(1)} s, ` +
        `created ${body.created}, status ${response.status}, ${((seconds * 1000) / BULK_ROWS).toFixed(1)} ms/row (target: 1,000 rows < 10 s)`,
    );
  } finally {
    await server.close();
  }
}

/**
 * The same import made for an organisation (decision 032): every row names a template and a team,
 * so each person also becomes a member and their card is made from the template.
 */
async function bulkImportIntoOrganization(): Promise<void> {
  const server = await startWithDatabase({});
  try {
    const api = async (path: string, body: unknown) => {
      const response = await postJson(`${server.url}${path}`, server.cookie, body);
      if (response.status !== 201) throw new Error(`${path}: ${response.status} ${response.body}`);
      return JSON.parse(response.body) as { id: number };
    };
    const org = await api("/api/organizations", { name: "Bench Company", slug: "bench-company" });
    for (const name of ["Sales", "Support"]) {
      await api(`/api/organizations/${org.id}/templates`, {
        name,
        fields: { company: "Bench Company", website: "bench.example" },
        locked: ["company"],
      });
      await api(`/api/organizations/${org.id}/teams`, { name });
    }
    const users = Array.from({ length: BULK_ROWS }, (_, i) => ({
      username: `member${i}`,
      fullName: `Member ${i}`,
      email: `member${i}@example.test`,
      accessLevel: 1,
      cardSlug: "",
      password: `password-${i}`,
      template: i % 2 === 0 ? "Sales" : "support",
      team: i % 2 === 0 ? "Sales" : "Support",
    }));
    const started = performance.now();
    const response = await postJson(`${server.url}/api/users/bulk`, server.cookie, {
      users,
      organizationId: org.id,
    });
    const body = JSON.parse(response.body) as { created: number };
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `POST /api/users/bulk ${BULK_ROWS} rows into an organisation, each with a template and a team ` +
        `(production password settings): ${seconds.toFixed(1)} s, created ${body.created}, status ${response.status}, ` +
        `${((seconds * 1000) / BULK_ROWS).toFixed(1)} ms/row (target: 1,000 rows < 10 s)`,
    );
  } finally {
    await server.close();
  }
}

async function listAtScale(): Promise<void> {
  const server = await startWithDatabase({ PASSWORD_SCRYPT_LOG_N: "10" });
  try {
    const started = performance.now();
    await server.db.execute(sql`
      insert into users (username, password, email, full_name, access_level)
      select 'person' || g, 'not-a-login-hash', 'person' || g || '@mail' || (g % 97) || '.example',
             'Person ' || (array['Ann','Bob','Cleo','Dara','Eli','Fay'])[1 + g % 6] || ' ' || g, 1 + g % 4
      from generate_series(1, ${SEEDED_USERS}) g`);
    await server.db.execute(sql`
      insert into business_cards (user_id, slug)
      select id, 'card-' || id from users where id % 2 = 0`);
    await server.db.execute(sql`analyze`);
    console.log(
      `seeded ${SEEDED_USERS} users and ${SEEDED_USERS / 2} cards in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const cases: [string, string][] = [
      ["first page", "/api/users?page=1&pageSize=50"],
      ["page 1000", "/api/users?page=1000&pageSize=50"],
      ["search 'cleo' (1/6 match)", "/api/users?search=cleo&page=1&pageSize=50"],
      ["search 'person77777' (1 match)", "/api/users?search=person77777&page=1&pageSize=50"],
      ["search '@mail5.example' (email)", "/api/users?search=%40mail5.example&page=1&pageSize=50"],
      ["search no match", "/api/users?search=zzzz&page=1&pageSize=50"],
    ];
    for (const [label, path] of cases) {
      const result = await load({
        url: `${server.url}${path}`,
        headers: { cookie: server.cookie },
        connections: 4,
        duration: 5,
      });
      console.log(
        `GET /api/users ${label} (100k users, 4 connections, 5 s): ${result.requestsPerSecond} req/s, ` +
          `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}`,
      );
    }
  } finally {
    await server.close();
  }
}

/** `npx tsx -e 'import("./bench/users.bench.ts").then(m => m.runList())'`: the listing part alone. */
export const runList = listAtScale;
/** The import alone at a given hash cost (the full run uses 2^10 and the production 2^17). */
export const runBulk = bulkImport;
/** The import into an organisation alone. */
export const runOrgBulk = bulkImportIntoOrganization;

export async function run(): Promise<void> {
  await listAtScale();
  await bulkImport();
  await bulkImportIntoOrganization();
}
