/**
 * The public card page and card JSON at the front door (server/lib/front-door.ts, decision
 * 019): a plain `GET /view/{slug}` or `GET /api/card/{slug}` whose answer is already made is
 * sent from node:http with the very headers the Fastify routes in routes.ts send. Anything
 * else is left to those routes: a HEAD, a query string (a form's outcome) other than a way
 * out's source mark (`?src=qr`, core/view-sources.ts, which the page's script reads), an escaped or
 * unusual slug, a body, a card not cached yet or seen differently by its owner, and an address
 * that depends on proxy headers (TRUST_PROXY without APP_URL).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { isViewSource, SOURCE_PARAM } from "../../../core/view-sources";
import type { Config } from "../../config";
import { type EncodedBody, encodingFor } from "../../lib/encoded-body";
import type { QuickAnswer } from "../../lib/front-door";
import { publicOrigin } from "../../lib/public-origin";
import { securityHeaders } from "../../plugins/security";

/** Slugs as they are stored (core/schemas/card.ts), any case: the routes find cards case-blind. */
const PLAIN_SLUG = /^[A-Za-z0-9_-]{1,60}$/;
const VIEW = "/view/";
const CARD_JSON = "/api/card/";

export interface QuickPublicOptions {
  config: Pick<Config, "appUrl" | "appUrlSet" | "trustProxy">;
  pageCsp: string;
  readyPage(slug: string, origin: string): EncodedBody | undefined;
  readyCardJson(slug: string): EncodedBody | undefined;
}

/** The page's origin as publicOrigin reads it, or undefined when only Fastify can tell (proxy headers). */
function originOf(config: QuickPublicOptions["config"], request: IncomingMessage): string | undefined {
  if (config.appUrlSet) return config.appUrl;
  // Any trusting setting (one hop, N hops, listed proxies) may take Host and protocol from headers.
  if (config.trustProxy !== false) return undefined;
  const protocol = (request.socket as TLSSocket).encrypted ? "https" : "http";
  return publicOrigin(config, { host: request.headers.host ?? "", protocol });
}

/** `slug?src={a known source}` as the slug alone: the mark changes nothing the server sends. */
function withoutSourceMark(path: string): string {
  const mark = path.indexOf(`?${SOURCE_PARAM}=`);
  if (mark === -1) return path;
  return isViewSource(path.slice(mark + SOURCE_PARAM.length + 2)) ? path.slice(0, mark) : path;
}

export function quickPublicAnswers(options: QuickPublicOptions): QuickAnswer {
  const { config } = options;
  const security = securityHeaders(config.appUrl);
  const pageHeaders = {
    ...security,
    "content-security-policy": options.pageCsp,
    "cache-control": "private, no-cache",
    "content-type": "text/html; charset=utf-8",
  };
  const jsonHeaders = {
    ...security,
    "cache-control": "no-cache",
    "content-type": "application/json; charset=utf-8",
  };
  /** The complete headers of each cached body, made once per body (its bytes never change). */
  const prepared = new WeakMap<Buffer, OutgoingHttpHeaders>();

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    body: EncodedBody,
    base: Record<string, string>,
  ): true {
    const encoding = body.br || body.gzip ? encodingFor(request.headers["accept-encoding"]) : "identity";
    const bytes = (encoding === "br" && body.br) || (encoding === "gzip" && body.gzip) || body.identity;
    let headers = prepared.get(bytes);
    if (!headers) {
      headers = {
        ...base,
        ...(body.br || body.gzip ? { vary: "accept-encoding" } : {}),
        ...(bytes !== body.identity ? { "content-encoding": encoding } : {}),
        "content-length": String(bytes.length),
      };
      prepared.set(bytes, headers);
    }
    response.writeHead(200, headers).end(bytes);
    return true;
  }

  return (request, response) => {
    const url = request.url;
    if (request.method !== "GET" || url === undefined) return false;
    // A GET with a body is unusual enough to be left to Fastify.
    if (request.headers["content-length"] !== undefined || request.headers["transfer-encoding"]) return false;
    if (url.startsWith(VIEW)) {
      const slug = withoutSourceMark(url.slice(VIEW.length));
      if (!PLAIN_SLUG.test(slug)) return false;
      const origin = originOf(config, request);
      const page = origin === undefined ? undefined : options.readyPage(slug, origin);
      return page !== undefined && send(request, response, page, pageHeaders);
    }
    if (url.startsWith(CARD_JSON)) {
      const slug = url.slice(CARD_JSON.length);
      if (!PLAIN_SLUG.test(slug)) return false;
      const json = options.readyCardJson(slug);
      return json !== undefined && send(request, response, json, jsonHeaders);
    }
    return false;
  };
}
