/**
 * Organisations at scale (decision 032): 5,000 cards linked to one template and listed in the
 * organisation's directory, made through the API on the embedded database (PGlite on disk).
 * - A template change: how long PUT …/templates/{id} takes to answer (every linked card's cached
 *   page is dropped before it does), then every one of the 5,000 pages read back, counting any
 *   that still shows the old value.
 * - The directory, /o/{slug}: pages and searches each asked for the first time (read from the
 *   database and written), one request at a time, p50/p99; then one page asked again and again
 *   (kept), with autocannon at 10 connections for 5 s.
 * `ORG_BENCH_CARDS` changes the number of cards (5000 by default).
 */
import { DIRECTORY_PAGE_SIZE } from "../core/directory";
import { load, percentile, startBenchServer } from "./support";
import { adminCookies } from "./typical-card";

const CARDS = Number(process.env.ORG_BENCH_CARDS ?? 5000);
const PARALLEL = 16;
const FIRST_NAMES = ["Ada", "Ben", "Chloe", "Dev", "Eva", "Farid", "Grace", "Hugo", "Iris", "Jon"];
const LAST_NAMES = ["Lovelace", "Okafor", "Nguyen", "Patel", "Rossi", "Schmidt", "Tanaka", "Weber"];

/** Runs `work` for 0..count-1, `PARALLEL` at a time. */
async function inParallel(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

export async function run(): Promise<void> {
  const server = await startBenchServer({ PASSWORD_SCRYPT_LOG_N: "12" });
  try {
    const cookie = (await adminCookies(server.url)).map(({ name, value }) => `${name}=${value}`).join("; ");
    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { "content-type": "application/json", cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<{ id: number; slug: string }>;
    };
    const me = await api("GET", "/api/user");
    const org = await api("POST", "/api/organizations", { name: "Bench Company", slug: "bench-company" });
    await api("POST", `/api/organizations/${org.id}/members`, { userId: me.id, role: "owner" });
    const template = { name: "Staff", fields: { company: "Old Company Ltd" }, locked: ["company"] };
    const { id: templateId } = await api("POST", `/api/organizations/${org.id}/templates`, template);

    const seedStart = performance.now();
    const slugs: string[] = [];
    await inParallel(CARDS, async (i) => {
      const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[i % LAST_NAMES.length]} ${i}`;
      const card = await api("POST", "/api/business-cards", {
        name,
        title: "Engineer",
        templateId,
        listed: true,
      });
      slugs.push(card.slug);
    });
    console.log(
      `seeded ${CARDS} linked, listed cards in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    // Every page read once: as many as the read cache keeps are cached before the change.
    await inParallel(slugs.length, async (i) => {
      await (await fetch(`${server.url}/view/${slugs[i]}`)).arrayBuffer();
    });

    const changeStart = performance.now();
    await api("PUT", `/api/organizations/${org.id}/templates/${templateId}`, {
      ...template,
      fields: { company: "New Company Ltd" },
    });
    const answeredMs = performance.now() - changeStart;
    let stale = 0;
    await inParallel(slugs.length, async (i) => {
      const page = await (await fetch(`${server.url}/view/${slugs[i]}`)).text();
      if (!page.includes("New Company Ltd") || page.includes("Old Company Ltd")) stale++;
    });
    const allReadMs = performance.now() - changeStart;
    console.log(
      `template change over ${CARDS} cards: answered in ${answeredMs.toFixed(1)} ms; ` +
        `all ${CARDS} pages read back by ${allReadMs.toFixed(0)} ms, ${stale} showing the old value`,
    );

    // Directory pages and searches, each asked for the first time.
    const pages = Math.ceil(CARDS / DIRECTORY_PAGE_SIZE);
    const queries: string[] = [];
    for (let page = 1; page <= pages; page++) queries.push(`?page=${page}`);
    for (const first of FIRST_NAMES) for (const last of LAST_NAMES) queries.push(`?q=${first}+${last}`);
    for (let i = 0; i < 100; i++) queries.push(`?q=${i}`);
    const times: number[] = [];
    for (const query of queries) {
      const start = performance.now();
      const response = await fetch(`${server.url}/o/bench-company${query}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`/o/bench-company${query}: ${response.status}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `directory of ${CARDS} cards, ${queries.length} pages and searches each asked once: ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
    const kept = await load({ url: `${server.url}/o/bench-company?page=2`, connections: 10, duration: 5 });
    console.log(
      `directory page asked again and again: ${kept.requestsPerSecond} req/s, p50 ${kept.p50Ms} ms, ` +
        `p99 ${kept.p99Ms} ms, non-2xx ${kept.non2xx}, errors ${kept.errors}`,
    );
  } finally {
    await server.close();
  }
}
