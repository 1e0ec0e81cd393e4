/**
 * What the webhook integration tests share: a local receiver (real HTTP on 127.0.0.1) that
 * records every request with its headers and body, answers with the status a test sets (or
 * fails the first N requests), and counts deliveries per `webhook-id`; and a card with an owner
 * who registers endpoints through the app's routes.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { rows } from "../../db/rows";
import type { SignedInUser, TestApp } from "../../test/harness";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
  /** Answered 2xx. */
  ok: boolean;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status answered; `failNext` requests first answer 500. */
  status: number;
  failNext: number;
  /** How many requests answered 2xx per webhook-id. */
  deliveredPerId(): Map<string, number>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: "",
    received: [],
    status: 200,
    failNext: 0,
    deliveredPerId() {
      const counts = new Map<string, number>();
      for (const request of this.received.filter((r) => r.ok)) {
        const id = String(request.headers["webhook-id"]);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
    close: async () => {},
  };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const failing = receiver.failNext > 0;
    if (failing) receiver.failNext--;
    const status = failing ? 500 : receiver.status;
    receiver.received.push({
      headers: request.headers,
      body: Buffer.concat(chunks).toString("utf8"),
      at: Date.now(),
      ok: status >= 200 && status < 300,
    });
    response.writeHead(status, { "content-type": "text/plain" });
    response.end(failing ? "down for a moment" : "ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** Registers an endpoint through POST /api/webhooks; answers its id and secret. */
export async function registerEndpoint(
  t: TestApp,
  owner: SignedInUser,
  body: Record<string, unknown>,
): Promise<{ id: number; secret: string }> {
  const response = await t.request({ method: "POST", url: "/api/webhooks", session: owner.session, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Makes every pending delivery due now (a retry's pause passed). */
export async function makeAllDue(t: TestApp): Promise<void> {
  await rows(
    t.db,
    sql`update webhook_deliveries set next_attempt_at = now() - interval '1 second' where status = 'pending'`,
  );
}
