/**
 * One outgoing HTTP request to an address a user gave (a webhook): the address guard first
 * (./address-guard.ts), then a connection to exactly the address it checked (a `lookup` that
 * answers only that address, so the name is not resolved a second time), no redirects followed,
 * a time limit on the whole exchange, and at most a few KB of the answer kept for the log.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { checkedAddress, OutboundRefused, type ResolvedAddress, type Resolver } from "./address-guard";
import type { OutboundAllowlist } from "./allowlist";

const OUTBOUND_TIMEOUT_MS = 10_000;
/** What of an answer's body is kept: enough for a log line. */
export const OUTBOUND_BODY_MAX = 4 * 1024;

export interface OutboundRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  allowlist: OutboundAllowlist;
  /** Skip the address guard: for URLs the operator configured (HUBSPOT_API_URL), not a user. */
  trusted?: boolean;
  resolve?: Resolver;
  timeoutMs?: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The first OUTBOUND_BODY_MAX bytes of the body. */
  body: string;
  /** The address connected to. */
  address: string | undefined;
}

/**
 * Connections are kept open between requests to the same host and checked address (a receiver
 * taking a thousand events a second is not made to accept a thousand connections): one agent per
 * pair, so a connection is never reused for an address other than the one just checked. The
 * oldest agent goes beyond AGENTS_MAX.
 */
const AGENTS_MAX = 200;
const agents = new Map<string, HttpAgent>();

function agentFor(url: URL, pinned: ResolvedAddress | undefined): HttpAgent {
  const key = `${url.protocol}//${url.host}|${pinned?.address ?? ""}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: OUTBOUND_TIMEOUT_MS };
    agent = url.protocol === "https:" ? new HttpsAgent(options) : new HttpAgent(options);
    if (agents.size >= AGENTS_MAX) {
      const [oldest] = agents;
      if (oldest) {
        oldest[1].destroy();
        agents.delete(oldest[0]);
      }
    }
    agents.set(key, agent);
  }
  return agent;
}

/** A request sent but not answered (refused connection, time limit, reset). */
export class OutboundFailed extends Error {}

function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };
}

export async function outboundRequest(options: OutboundRequest): Promise<OutboundResponse> {
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    throw new OutboundRefused("The address is not a valid URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new OutboundRefused("Only http:// and https:// addresses can be reached");
  }
  const pinned = options.trusted ? undefined : await checkedAddress(url, options.allowlist, options.resolve);
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const body = options.body === undefined ? undefined : Buffer.from(options.body, "utf8");

  return new Promise<OutboundResponse>((resolve, reject) => {
    const request = send(url, {
      method: options.method ?? "POST",
      headers: {
        ...options.headers,
        ...(body ? { "content-length": String(body.length) } : {}),
      },
      agent: agentFor(url, pinned),
      ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
    });
    const timer = setTimeout(() => {
      request.destroy(new OutboundFailed(`No answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    timer.unref();
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(
        error instanceof OutboundFailed ? error : new OutboundFailed(`The request failed: ${error.message}`),
      );
    };
    request.on("error", fail);
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const address = response.socket?.remoteAddress ?? pinned?.address;
      const finish = () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          address,
        });
      };
      response.on("data", (chunk: Buffer) => {
        if (kept >= OUTBOUND_BODY_MAX) return;
        const part = chunk.subarray(0, OUTBOUND_BODY_MAX - kept);
        chunks.push(part);
        kept += part.length;
        // Enough for the log: the rest is not waited for.
        if (kept >= OUTBOUND_BODY_MAX) {
          finish();
          response.destroy();
        }
      });
      response.on("end", finish);
      response.on("error", (error) => {
        if (kept >= OUTBOUND_BODY_MAX) return;
        fail(error);
      });
    });
    request.end(body);
  });
}
