/**
 * A local stand-in for HubSpot's CRM v3 API (HUBSPOT_API_URL points here in tests), speaking the
 * documented shapes over real HTTP with Bearer authentication:
 *   GET  /crm/v3/objects/contacts?limit=1          → {results: [...]}
 *   POST /crm/v3/objects/contacts/batch/upsert     {inputs: [{id, idProperty: "email", properties}]}
 *                                                  → {status: "COMPLETE", results: [{id, properties, new}]}
 * Only FAKE_HUBSPOT_TOKEN is accepted (401 otherwise). Contacts are kept by email, so a test
 * reads what an upsert made; `mode: "down"` answers 503 to everything.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_HUBSPOT_TOKEN = "pat-eu1-fake-hubspot-private-app-token";

interface FakeContact {
  id: string;
  properties: Record<string, string>;
}

export interface FakeHubspot {
  url: string;
  /** Contacts by email (lower-cased). */
  contacts: Map<string, FakeContact>;
  requests: Array<{ method: string; path: string; body: unknown }>;
  mode: "ok" | "down";
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export async function startFakeHubspot(): Promise<FakeHubspot> {
  const fake: FakeHubspot = { url: "", contacts: new Map(), requests: [], mode: "ok", close: async () => {} };
  let nextId = 1000;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await readJson(request);
    fake.requests.push({ method: request.method ?? "", path: url.pathname, body });
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer));
    };
    if (fake.mode === "down") return send(503, { status: "error", message: "Service unavailable" });
    if (request.headers.authorization !== `Bearer ${FAKE_HUBSPOT_TOKEN}`) {
      return send(401, {
        status: "error",
        category: "INVALID_AUTHENTICATION",
        message: "Authentication credentials not found.",
      });
    }
    if (request.method === "GET" && url.pathname === "/crm/v3/objects/contacts") {
      return send(200, { results: [...fake.contacts.values()].slice(0, 1) });
    }
    if (request.method === "POST" && url.pathname === "/crm/v3/objects/contacts/batch/upsert") {
      const inputs = (
        body as { inputs?: Array<{ id?: string; idProperty?: string; properties?: Record<string, string> }> }
      )?.inputs;
      if (!Array.isArray(inputs) || inputs.some((input) => input.idProperty !== "email" || !input.id)) {
        return send(400, { status: "error", category: "VALIDATION_ERROR", message: "Invalid input" });
      }
      const results = inputs.map((input) => {
        const key = String(input.id).toLowerCase();
        const existing = fake.contacts.get(key);
        const contact = existing ?? { id: String(nextId++), properties: {} };
        contact.properties = { ...contact.properties, ...input.properties };
        fake.contacts.set(key, contact);
        return { ...contact, new: !existing };
      });
      return send(200, { status: "COMPLETE", results });
    }
    return send(404, { status: "error", message: `No route ${request.method} ${url.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
