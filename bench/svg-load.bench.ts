/**
 * Sign-in and page reads while hostile SVGs are processed (security review: eight nested-<use>
 * SVGs raised sign-in from 0.4 s to 11.6 s). With the production password hash (scrypt
 * N=2^17), POST /api/login and GET /api/user are timed one after the other, first on an idle
 * server, then while eight users each send a hostile app icon to /api/pwa-upload at once: a
 * nested-<use> bomb, and a morphology filter that passes every count but is slow to draw.
 * Meanwhile a ninth user sends a small valid icon, whose answer and time are reported too.
 */
import {
  morphologyFilterSvg,
  nestedUseBomb,
  slowButAllowedSvg,
  smallIcon,
} from "../server/test/hostile-svgs";
import { BENCH_ADMIN_PASSWORD, percentile, startBenchServer } from "./support";

const ATTACKERS = 8;
const IDLE_SAMPLES = 10;
/** Sign-ins timed under load at the least, even when the hostile uploads are refused at once. */
const MIN_LOADED_SAMPLES = 5;
/** The bystander's icon is sent once the hostile ones are under way. */
const BYSTANDER_DELAY_MS = 300;

type Server = Awaited<ReturnType<typeof startBenchServer>>;

async function signIn(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function uploadIcon(url: string, cookie: string, svg: string) {
  const form = new FormData();
  form.append("file", new Blob([svg], { type: "image/svg+xml" }), "icon.svg");
  const response = await fetch(`${url}/api/pwa-upload`, { method: "POST", headers: { cookie }, body: form });
  await response.arrayBuffer();
  return response.status;
}

/** Users made through the API by the administrator, each signed in. */
async function makeUsers(server: Server, adminCookie: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const username = `svguser${i}`;
    const password = `password-${i}-long`;
    const response = await fetch(`${server.url}/api/users`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: adminCookie },
      body: JSON.stringify({
        username,
        password,
        email: `${username}@bench.test`,
        fullName: `SVG User ${i}`,
      }),
    });
    if (response.status !== 201)
      throw new Error(`creating ${username}: ${response.status} ${await response.text()}`);
    cookies.push(await signIn(server.url, username, password));
  }
  return cookies;
}

function summary(label: string, timings: number[]): string {
  const sorted = [...timings].sort((a, b) => a - b);
  return `${label} (${sorted.length}): p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`;
}

/** Times sign-ins and reads one after the other until `busy` settles (and at least a few). */
async function sample(
  server: Server,
  adminCookie: string,
  busy: Promise<unknown> | undefined,
  least: number,
) {
  let settled = busy === undefined;
  void busy?.finally(() => (settled = true));
  const logins: number[] = [];
  const reads: number[] = [];
  while (!settled || logins.length < least) {
    logins.push((await timed(() => signIn(server.url, "admin", BENCH_ADMIN_PASSWORD))).ms);
    const read = await timed(() => fetch(`${server.url}/api/user`, { headers: { cookie: adminCookie } }));
    await read.value.arrayBuffer();
    reads.push(read.ms);
  }
  return { logins, reads };
}

async function underAttack(
  server: Server,
  adminCookie: string,
  users: string[],
  name: string,
  svg: (seed: number) => string,
) {
  const attackers = users.slice(0, ATTACKERS);
  const bystander = users[ATTACKERS]!;
  const hostile = timed(() =>
    Promise.all(attackers.map((cookie, i) => uploadIcon(server.url, cookie, svg(i)))),
  );
  const valid = new Promise((done) => setTimeout(done, BYSTANDER_DELAY_MS)).then(() =>
    timed(() => uploadIcon(server.url, bystander, smallIcon(Date.now()))),
  );
  const { logins, reads } = await sample(
    server,
    adminCookie,
    Promise.all([hostile, valid]),
    MIN_LOADED_SAMPLES,
  );
  const [attack, bystanderUpload] = await Promise.all([hostile, valid]);
  const statuses = attack.value.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});
  console.log(`${ATTACKERS} x ${name} (${svg(0).length} bytes each) to /api/pwa-upload at once:`);
  console.log(`  ${summary("POST /api/login", logins)}`);
  console.log(`  ${summary("GET /api/user", reads)}`);
  console.log(`  hostile answers ${JSON.stringify(statuses)} after ${(attack.ms / 1000).toFixed(1)} s`);
  console.log(
    `  another user's ${smallIcon(0).length}-byte icon: ${bystanderUpload.value} after ${bystanderUpload.ms.toFixed(0)} ms`,
  );
}

export async function run(): Promise<void> {
  const server = await startBenchServer({
    PASSWORD_SCRYPT_LOG_N: "17",
    UPLOAD_RATE_LIMIT_PER_MINUTE: "100000",
  });
  try {
    const adminCookie = await signIn(server.url, "admin", BENCH_ADMIN_PASSWORD);
    const users = await makeUsers(server, adminCookie, ATTACKERS + 1);
    const idle = await sample(server, adminCookie, undefined, IDLE_SAMPLES);
    console.log("idle:");
    console.log(`  ${summary("POST /api/login (scrypt N=2^17)", idle.logins)}`);
    console.log(`  ${summary("GET /api/user", idle.reads)}`);
    await underAttack(server, adminCookie, users, "nested-<use> bomb", (seed) => nestedUseBomb(5, 10, seed));
    await underAttack(server, adminCookie, users, "morphology filter", morphologyFilterSvg);
    await underAttack(server, adminCookie, users, "slowest allowed icon", slowButAllowedSvg);
  } finally {
    await server.close();
  }
}
