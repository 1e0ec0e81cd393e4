/**
 * A local stand-in for Calendly API v2 (the server's Calendly base URL is configurable, so tests
 * point it here), speaking the documented shapes over real HTTP with Bearer authentication:
 *   GET  /users/me                      → {resource: {uri, name, …}}
 *   GET  /event_types?user=…&active=…   → {collection: [{uri, name, duration, scheduling_url, active}], pagination}
 *   POST /scheduling_links              {max_event_count, owner, owner_type} → 201 {resource: {booking_url, owner, owner_type}}
 * Only FAKE_CALENDLY_TOKEN is accepted. Tests switch it to fail or to answer slowly, and read
 * the requests it received. The booking pages it hands out (GET /book/{id}) answer a small HTML
 * page naming the prefilled visitor, so a browser test can see where the link led.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_CALENDLY_TOKEN = "fake-calendly-personal-access-token";
const USER_URI = "https://api.calendly.com/users/FAKEUSER";
export const FAKE_EVENT_TYPES = [
  { uri: "https://api.calendly.com/event_types/INTRO30", name: "30 Minute Intro Call", duration: 30 },
  { uri: "https://api.calendly.com/event_types/DEMO60", name: "Product Demo", duration: 60 },
];

interface FakeCalendlyRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeCalendly {
  url: string;
  requests: FakeCalendlyRequest[];
  /** 'down': every API call answers 503; 'slow': answers after `slowMs`. */
  mode: "ok" | "down" | "slow";
  slowMs: number;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeCalendly(port = 0): Promise<FakeCalendly> {
  const fake: FakeCalendly = { url: "", requests: [], mode: "ok", slowMs: 0, close: async () => {} };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", fake.url);
    const send = (status: number, body: unknown, type = "application/json") => {
      response.writeHead(status, { "content-type": type });
      response.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (request.method === "GET" && url.pathname.startsWith("/book/")) {
      const who = `${url.searchParams.get("name") ?? ""} <${url.searchParams.get("email") ?? ""}>`;
      send(
        200,
        `<!doctype html><title>Book a meeting</title><h1>Book a meeting</h1><p>${escapeHtml(who)}</p>`,
        "text/html",
      );
      return;
    }
    const body = await readBody(request);
    fake.requests.push({
      method: request.method ?? "",
      path: url.pathname + url.search,
      authorization: request.headers.authorization,
      body,
    });
    if (fake.mode === "slow") await new Promise((resolve) => setTimeout(resolve, fake.slowMs));
    if (fake.mode === "down") return send(503, { title: "Service Unavailable" });
    if (request.headers.authorization !== `Bearer ${FAKE_CALENDLY_TOKEN}`) {
      return send(401, { title: "Unauthenticated", message: "The access token is invalid" });
    }
    if (request.method === "GET" && url.pathname === "/users/me") {
      return send(200, {
        resource: {
          uri: USER_URI,
          name: "Ana Silva",
          email: "ana@example.com",
          scheduling_url: `${fake.url}/ana`,
        },
      });
    }
    if (request.method === "GET" && url.pathname === "/event_types") {
      if (url.searchParams.get("user") !== USER_URI) return send(400, { title: "Invalid Argument" });
      return send(200, {
        collection: FAKE_EVENT_TYPES.map((t) => ({
          ...t,
          active: true,
          scheduling_url: `${fake.url}/ana/${t.duration}`,
        })),
        pagination: { count: FAKE_EVENT_TYPES.length, next_page: null },
      });
    }
    if (request.method === "POST" && url.pathname === "/scheduling_links") {
      const { owner, owner_type, max_event_count } = (body ?? {}) as Record<string, unknown>;
      if (
        owner_type !== "EventType" ||
        max_event_count !== 1 ||
        !FAKE_EVENT_TYPES.some((t) => t.uri === owner)
      ) {
        return send(400, { title: "Invalid Argument" });
      }
      return send(201, {
        resource: { booking_url: `${fake.url}/book/${randomBytes(6).toString("hex")}`, owner, owner_type },
      });
    }
    send(404, { title: "Resource Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
