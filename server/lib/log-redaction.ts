/**
 * What the request log writes of a request: Fastify's own fields, with the values of the query
 * parameters that grant access replaced. A chat session id reads its conversation back (the
 * visitor's name, email and phone) and a password-reset token sets a password; logs are kept
 * longer, copied further and read by more people than such secrets may be. The chat no longer
 * takes its id from the URL, but a widget loaded before that change still sends it there. A claim
 * link's token is a part of its path, replaced the same way.
 */
import type { FastifyRequest } from "fastify";

/** Query parameters whose values never reach the log, by name in lower case. */
const SECRET_PARAMETERS = new Set(["sessionid", "token"]);
const REDACTED = "[redacted]";

function parameterName(part: string): string {
  const raw = part.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(raw.replaceAll("+", " ")).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * Paths whose last part grants access: a claim link's page and its API (decision 032) carry the
 * token that takes over an account.
 */
const SECRET_PATH = /^(\/+(?:api\/+claims|claim)\/+)[^/?#]+/i;

/** The URL with the value of every secret query parameter, and a secret path's token, replaced by [redacted]. */
export function redactUrl(given: string): string {
  const url = given.replace(SECRET_PATH, `$1${REDACTED}`);
  const start = url.indexOf("?");
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split("&")
    .map((part) =>
      SECRET_PARAMETERS.has(parameterName(part)) ? `${part.split("=", 1)[0]}=${REDACTED}` : part,
    );
  return `${url.slice(0, start)}?${query.join("&")}`;
}

/** Fastify's request serializer (fastify/lib/logger-pino.js), the URL redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.["accept-version"],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Logger options with the redacting request serializer; false (no log) stays false. */
export function withRedactedRequests(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const given = logger === true ? {} : (logger as { serializers?: object });
  return { ...given, serializers: { ...given.serializers, req: requestForLog } };
}
