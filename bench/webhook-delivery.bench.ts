/**
 * Webhook delivery under load (issue 38): leads are created at 1,000 a second for a few seconds
 * (recordLead in its own transaction, as the exchange and the inbox record them), each queuing a
 * lead.created event for one endpoint that points at a local receiver (allowlisted); the server's
 * own runner delivers them. Reported: the rate reached, then p50/p99/max of the delay between a
 * lead's creation and its receipt (target: p99 under 5 s), and how many were received twice (none
 * should be). On the embedded database, then on PostgreSQL when its server binaries are installed.
 * `WEBHOOK_BENCH_RATE`, `WEBHOOK_BENCH_SECONDS` and `WEBHOOK_BENCH_DB` (pglite, postgres) change it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { keepNextTickShape } from "../server/lib/next-tick-shape";
import { recordLead } from "../server/modules/leads/record-lead";
import { benchServerEnv, percentile } from "./support";
import { onBothDatabases } from "./throwaway-postgres";
import { adminCookies } from "./typical-card";

const RATE = Number(process.env.WEBHOOK_BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.WEBHOOK_BENCH_SECONDS ?? 3);
/** Leads are started in slices this often, RATE / (1000 / SLICE_MS) at a time. */
const SLICE_MS = 10;
const DRAIN_LIMIT_MS = 120_000;

async function measure(label: string, env: Record<string, string>): Promise<void> {
  keepNextTickShape();
  const created = new Map<string, number>();
  const receivedAt = new Map<string, number>();
  let duplicates = 0;
  const receiver = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const at = performance.now();
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data?: { email?: string } };
    const email = body.data?.email ?? "";
    if (receivedAt.has(email)) duplicates++;
    else receivedAt.set(email, at);
    response.writeHead(204);
    response.end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  const dataDir = mkdtempSync(join(tmpdir(), "cardfolio-bench-webhooks-"));
  const config = loadConfig(
    benchServerEnv(dataDir, {
      OUTBOUND_ALLOWLIST: "127.0.0.1",
      MFA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString("base64"),
      ...env,
    }),
  );
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: "pglite", dataDir: config.dataDir },
  );
  const app = await buildApp(config, { database, logger: false });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const cookie = (await adminCookies(url)).map(({ name, value }) => `${name}=${value}`).join("; ");
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: number };
    };
    const card = await post("/api/business-cards", { name: "Bench Owner" });
    await post("/api/webhooks", { url: receiverUrl, events: ["lead.created"] });

    const total = RATE * SECONDS;
    const perSlice = Math.max(1, Math.round((RATE * SLICE_MS) / 1000));
    const start = performance.now();
    const pending: Promise<unknown>[] = [];
    for (let made = 0, slice = 0; made < total; slice++) {
      // Paced by the clock: a slice late is made up at once, as arrivals would be.
      const due = start + slice * SLICE_MS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      for (let i = 0; i < perSlice && made < total; i++, made++) {
        const email = `lead-${made}@bench.test`;
        pending.push(
          database.db
            .transaction(async (tx) => {
              created.set(email, performance.now());
              await recordLead(tx, { cardId: card.id, kind: "exchange", email, name: `Lead ${made}` });
            })
            .then(() => created.set(email, created.get(email) ?? performance.now())),
        );
      }
    }
    await Promise.all(pending);
    const madeInMs = performance.now() - start;
    while (receivedAt.size < total && performance.now() - start < DRAIN_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const delays = [...receivedAt]
      .map(([email, at]) => at - (created.get(email) ?? at))
      .sort((a, b) => a - b);
    console.log(
      `${label}: ${total} leads created in ${(madeInMs / 1000).toFixed(2)} s ` +
        `(${Math.round((total * 1000) / madeInMs)}/s); received ${receivedAt.size}, twice ${duplicates}; ` +
        `creation to receipt p50 ${(percentile(delays, 50) / 1000).toFixed(2)} s, ` +
        `p99 ${(percentile(delays, 99) / 1000).toFixed(2)} s, max ${((delays.at(-1) ?? 0) / 1000).toFixed(2)} s ` +
        "(target: p99 under 5 s)",
    );
  } finally {
    await app.close();
    await database.close();
    receiver.closeAllConnections();
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  await onBothDatabases("cardfolio_bench_webhooks", measure, process.env.WEBHOOK_BENCH_DB);
}
