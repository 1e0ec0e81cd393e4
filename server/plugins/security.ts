/**
 * Security headers and cross-site request protection.
 * The headers never change while the server runs, so they are computed once at start and
 * set on every response (a route such as the public card page may replace its CSP). Every
 * header is paid for on every response (node checks each one's name and value), so headers
 * that only browsers long gone obey, or that another header supersedes, are left out:
 * X-Download-Options (IE8), X-XSS-Protection (the removed XSS auditor), X-Frame-Options (every
 * CSP carries frame-ancestors, which browsers obey instead), X-Permitted-Cross-Domain-Policies
 * (Flash and old Acrobat) and X-DNS-Prefetch-Control (browsers do not prefetch a secure page's
 * links unless it asks them to).
 * State-changing requests must come from our own origin and carry JSON or multipart bodies;
 * Fastify refuses other body types with 415 once the text/plain parser is removed, which
 * closes the "simple request" route a cross-site HTML form could use.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { cspHeader } from "../lib/csp";
import { forbidden } from "../lib/http-error";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const APP_CSP = cspHeader({
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  // Radix primitives position popovers with inline style attributes.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "font-src": ["'self'", "data:"],
  // Card videos that are not YouTube or Vimeo play from their own site.
  "media-src": ["'self'", "https:"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
  "frame-src": ["'self'", "https:"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'self'"],
});

/** The headers every response carries (quick answers of the front door included). */
export function securityHeaders(appUrl: string): Record<string, string> {
  return {
    "content-security-policy": APP_CSP,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    ...(appUrl.startsWith("https://")
      ? { "strict-transport-security": "max-age=15552000; includeSubDomains" }
      : {}),
  };
}

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function isCrossSite(request: FastifyRequest, appUrl: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "cross-site") return true;
  const origin = request.headers.origin;
  if (!origin) return false; // Non-browser clients send no Origin; cookies are SameSite=Lax.
  return origin !== requestOrigin(request) && origin !== new URL(appUrl).origin;
}

export function registerSecurity(app: FastifyInstance, appUrl: string): void {
  app.removeContentTypeParser("text/plain");
  const headers = securityHeaders(appUrl);

  // Callback style: this runs on every request, and a promise per request is measurable.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (STATE_CHANGING.has(request.method) && isCrossSite(request, appUrl)) {
      return done(forbidden("Cross-site requests are not allowed."));
    }
    done();
  });
}
